/**
 * Tiny text templates for titles and summaries.
 *
 *   {key}      a word from the vocabulary list `key` (trailing digits name a second pick from the
 *              same list: {image2}); the first pick of a key sticks for the whole book, so a
 *              summary can mention the title's topic again
 *   [a|b|c]    one of the alternatives, which may hold {keys} themselves
 *
 * A vocabulary word may end in `@YYYY`: the book cannot be older than that year (Rust@2016).
 */
import type { Rng } from './catalogue-random.js';

type Node = string | { key: string; list: string } | Node[][];
export type Template = Node[];

export interface VocabList {
  words: string[];
  /** Earliest plausible publication year per word (0 = any). */
  years: number[];
}
export type Vocab = Record<string, VocabList>;

/** Per-book picks plus the earliest year those picks allow. */
export interface Ctx {
  values: Map<string, string>;
  minYear: number;
}

export function newCtx(): Ctx {
  return { values: new Map(), minYear: 0 };
}

/** Splits a space-separated word list; `_` stands for a space inside a word. */
export function words(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/_/g, ' '));
}

export function compileVocab(raw: Record<string, readonly string[]>): Vocab {
  const vocab: Vocab = {};
  for (const [key, list] of Object.entries(raw)) {
    const entry: VocabList = { words: [], years: [] };
    for (const item of list) {
      const at = item.lastIndexOf('@');
      entry.words.push(at > 0 ? item.slice(0, at) : item);
      entry.years.push(at > 0 ? Number(item.slice(at + 1)) : 0);
    }
    vocab[key] = entry;
  }
  return vocab;
}

export function compile(source: string): Template {
  let pos = 0;
  const parseSeq = (stops: string): Node[] => {
    const nodes: Node[] = [];
    let text = '';
    while (pos < source.length && !stops.includes(source[pos]!)) {
      const ch = source[pos]!;
      if (ch === '{') {
        const end = source.indexOf('}', pos);
        if (end < 0) throw new Error(`unclosed { in template: ${source}`);
        if (text) {
          nodes.push(text);
          text = '';
        }
        const key = source.slice(pos + 1, end);
        nodes.push({ key, list: key.replace(/\d+$/, '') });
        pos = end + 1;
      } else if (ch === '[') {
        pos++;
        const alternatives: Node[][] = [parseSeq('|]')];
        while (source[pos] === '|') {
          pos++;
          alternatives.push(parseSeq('|]'));
        }
        if (source[pos] !== ']') throw new Error(`unclosed [ in template: ${source}`);
        pos++;
        if (text) {
          nodes.push(text);
          text = '';
        }
        nodes.push(alternatives);
      } else {
        text += ch;
        pos++;
      }
    }
    if (text) nodes.push(text);
    return nodes;
  };
  const nodes = parseSeq('');
  if (pos !== source.length) throw new Error(`stray ${source[pos]} in template: ${source}`);
  return nodes;
}

export function fill(template: Template, vocab: Vocab, ctx: Ctx, rng: Rng): string {
  let out = '';
  for (const node of template) {
    if (typeof node === 'string') out += node;
    else if (Array.isArray(node)) out += fill(rng.pick(node), vocab, ctx, rng);
    else out += word(node.key, node.list, vocab, ctx, rng);
  }
  return out;
}

function word(key: string, listName: string, vocab: Vocab, ctx: Ctx, rng: Rng): string {
  const known = ctx.values.get(key);
  if (known !== undefined) return known;
  const list = vocab[listName];
  if (!list) throw new Error(`catalogue vocabulary has no list "${listName}"`);
  let i = Math.floor(rng.next() * list.words.length);
  // A second pick from the same list should read as a different word ({image}与{image2}).
  if (key !== listName && list.words.length > 1) {
    for (let tries = 0; tries < 4 && isPicked(ctx, list.words[i]!); tries++) {
      i = Math.floor(rng.next() * list.words.length);
    }
  }
  const value = list.words[i]!;
  ctx.values.set(key, value);
  if (list.years[i]! > ctx.minYear) ctx.minYear = list.years[i]!;
  return value;
}

/** Forgets the picks made after the context held `mark` of them (Maps keep insertion order). */
export function rollback(ctx: Ctx, mark: number, minYear: number): void {
  let i = 0;
  for (const key of ctx.values.keys()) if (i++ >= mark) ctx.values.delete(key);
  ctx.minYear = minYear;
}

function isPicked(ctx: Ctx, value: string): boolean {
  for (const v of ctx.values.values()) if (v === value) return true;
  return false;
}
