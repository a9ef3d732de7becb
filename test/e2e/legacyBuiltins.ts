/**
 * The built-ins the app's oldest browsers lack, from MDN's compat data: what the legacy lane
 * (test/e2e/lanes.e2e.ts) deletes from Chromium's main world before any page script runs, so the
 * app and the harness bridge meet a page with no more than Chrome 80 or Safari 15.0 gives them.
 *
 * The browsers are package.json's "browserslist", read through scripts/targets.mjs
 * (`minimumVersions()`: chrome, safari, ios_saf). A feature is missing when any of them lacks it:
 * no unflagged, unprefixed statement in @mdn/browser-compat-data adds it at or before that
 * version (and keeps it). Read from `javascript.builtins.*` (global objects and their static and
 * prototype members, Intl's and WebAssembly's a level deeper) and `api.*` (global functions,
 * interfaces and their members: `_static` ones on the interface, the others on its prototype,
 * Window's on the global object). Events, behaviours and parameters (`_event`, `sort.stable_sorting`)
 * are no properties and are left out; an interface's constructor goes only with the interface.
 *
 * What the page does with the list (`legacyInitScript`): resolve each entry in this Chromium, and
 * delete it only where it is an own property of the place it is said to live (a member found on
 * another object, an ancestor's, is not this entry's), members before their owners. What is not
 * there, or cannot be deleted (non-configurable), is left and not counted.
 */
import { createRequire } from 'node:module';
import type { CompatData, Identifier, SimpleSupportStatement, SupportStatement } from '@mdn/browser-compat-data/types';
import { minimumVersions } from '../../scripts/targets.mjs';

/** One built-in: its path from the global object, and where its last name is looked up. */
export interface Builtin {
  /** ['Object', 'hasOwn'], ['Element', 'replaceChildren'], ['structuredClone'], ['Array', '@@iterator']. */
  path: string[];
  /** `static`: on the object itself; `prototype`: on its prototype; `either`: itself, else its prototype. */
  on: 'global' | 'static' | 'prototype' | 'either';
  /** Which target lacks it, for the report: 'chrome 92, safari 15.4'. */
  why: string;
}

/** browserslist's family → MDN's browser name. */
const BCD_BROWSER: Record<string, 'chrome' | 'safari' | 'safari_ios'> = {
  chrome: 'chrome',
  safari: 'safari',
  ios_saf: 'safari_ios',
};

/** Namespaces whose members are constructors with members of their own (Intl.NumberFormat.formatRange). */
const NAMESPACES = new Set(['Intl', 'WebAssembly', 'Temporal']);

const version = (text: string) => Number.parseFloat(text.replace(/^≤/, ''));

/** Whether one support statement gives the feature under its own name in `at` (null: the data does not say). */
function statementSupports(statement: SimpleSupportStatement, at: number): boolean | null {
  if (statement.flags || statement.prefix || statement.alternative_name) return false;
  const added = statement.version_added as string | boolean | null;
  if (added === null || added === undefined) return null;
  if (added === false || added === 'preview') return false;
  if (added !== true && version(added) > at) return false;
  if (statement.version_removed && version(statement.version_removed) <= at) return false;
  return true;
}

/** The version that added it, for the report ('92', 'no'). */
function addedText(support: SupportStatement | undefined): string {
  const first = support ? (Array.isArray(support) ? support : [support]).find((s) => !s.flags && !s.prefix) : undefined;
  const added = first?.version_added as string | boolean | null | undefined;
  return typeof added === 'string' ? added.replace('preview', 'no') : added ? '?' : 'no';
}

/** The targets lacking the feature ('chrome 92, safari 15.4'), or '' when every target has it or the data is silent. */
function lackedBy(node: Identifier, minimum: Record<string, number>): string {
  const support = node.__compat?.support;
  if (!support) return '';
  const lacking: string[] = [];
  for (const [family, at] of Object.entries(minimum)) {
    const browser = BCD_BROWSER[family];
    if (!browser) continue;
    const statements = support[browser];
    if (!statements) continue;
    const verdicts = (Array.isArray(statements) ? statements : [statements]).map((s) => statementSupports(s, at));
    if (verdicts.includes(true) || verdicts.every((v) => v === null)) continue;
    lacking.push(`${browser === 'safari_ios' ? 'ios' : browser} ${addedText(statements)}`);
  }
  return lacking.join(', ');
}

/** A key that names a property (not an event, a behaviour or a parameter). */
const PROPERTY = /^(@@[A-Za-z]+|[A-Za-z_$][\w$]*)$/;

const children = (node: Identifier) => Object.keys(node).filter((key) => key !== '__compat');

function builtinsOf(data: CompatData, minimum: Record<string, number>): Builtin[] {
  const out: Builtin[] = [];
  const visit = (node: Identifier, path: string[]) => {
    const why = lackedBy(node, minimum);
    const owner = path.at(-2);
    const name = path.at(-1)!;
    if (why && PROPERTY.test(name) && name !== owner) {
      if (path.length === 1 || (path.length === 2 && NAMESPACES.has(path[0]))) out.push({ path, on: 'either', why });
      else {
        // The specification's address says where a member lives: #sec-array.prototype.at.
        const spec = [node.__compat?.spec_url ?? []].flat().join(' ').toLowerCase();
        out.push({ path, on: spec.includes('.prototype.') ? 'prototype' : 'either', why });
      }
    }
    const deeper = path.length === 1 || (path.length === 2 && NAMESPACES.has(path[0]));
    if (deeper) for (const key of children(node)) visit(node[key], [...path, key]);
  };
  for (const key of children(data.javascript.builtins)) visit(data.javascript.builtins[key], [key]);
  return out.map((b) => (b.path.length === 1 ? { ...b, on: 'global' } : b));
}

function apiOf(data: CompatData, minimum: Record<string, number>): Builtin[] {
  const out: Builtin[] = [];
  for (const name of children(data.api)) {
    const node = data.api[name];
    const why = lackedBy(node, minimum);
    if (why && PROPERTY.test(name)) out.push({ path: [name], on: 'global', why });
    for (const key of children(node)) {
      const isStatic = key.endsWith('_static');
      const member = isStatic ? key.slice(0, -'_static'.length) : key;
      if (member === name || !PROPERTY.test(member)) continue;
      const lacked = lackedBy(node[key], minimum);
      if (lacked) out.push({ path: [name, member], on: isStatic ? 'static' : 'prototype', why: lacked });
    }
  }
  return out;
}

/** Every built-in some target lacks, deepest first (a member before its owner). */
export function missingBuiltins(minimum: Record<string, number> = minimumVersions()): Builtin[] {
  const data = createRequire(import.meta.url)('@mdn/browser-compat-data') as CompatData;
  const all = [...builtinsOf(data, minimum), ...apiOf(data, minimum)];
  const seen = new Set<string>();
  return all
    .filter((b) => {
      const key = `${b.path.join('.')}:${b.on}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.path.length - a.path.length);
}

/** What the page reports once it has deleted them (console.info, `LEGACY_REPORT` then JSON). */
export interface LegacyReport {
  removed: number;
  byKind: Record<'global' | 'static' | 'prototype', number>;
  /** Entries not in this Chromium at that place (or not deletable). */
  absent: number;
  names: string[];
}

export const LEGACY_REPORT = '[legacy-builtins]';

/**
 * The page's side: deletes the built-ins from the main world (run by context.addInitScript
 * before any script of the document, in every frame), then reports what it removed on the
 * console, once per document. Written without anything newer than Chrome 80 and Safari 15 for
 * its own part: it runs in the page it strips.
 */
function stripBuiltins(input: { list: Pick<Builtin, 'path' | 'on'>[]; tag: string }) {
  const own = Object.prototype.hasOwnProperty;
  const getProto = Object.getPrototypeOf;
  const g = globalThis as unknown as Record<string, unknown>;
  const typedArray = getProto(Int8Array) as object;
  const report = { removed: 0, byKind: { global: 0, static: 0, prototype: 0 }, absent: 0, names: [] as string[] };
  const keyOf = (name: string): PropertyKey => {
    if (name.indexOf('@@') !== 0) return name;
    const symbol = (Symbol as unknown as Record<string, unknown>)[name.slice(2)];
    return typeof symbol === 'symbol' ? symbol : name;
  };
  const objectAt = (path: string[]): object | null => {
    let value: unknown = path[0] === 'TypedArray' ? typedArray : own.call(g, path[0]) ? g[path[0]] : undefined;
    for (let i = 1; i < path.length; i += 1) {
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return null;
      value = own.call(value, path[i]) ? (value as Record<string, unknown>)[path[i]] : undefined;
    }
    return (typeof value === 'object' || typeof value === 'function') && value !== null ? value : null;
  };
  const remove = (owner: unknown, key: PropertyKey, kind: 'global' | 'static' | 'prototype', name: string) => {
    if ((typeof owner !== 'object' && typeof owner !== 'function') || owner === null) return false;
    if (!own.call(owner, key)) return false;
    try {
      if (!Reflect.deleteProperty(owner as object, key) || own.call(owner, key)) return false;
    } catch {
      return false;
    }
    report.removed += 1;
    report.byKind[kind] += 1;
    report.names.push(name);
    return true;
  };
  for (const item of input.list) {
    const name = item.path.join('.');
    const key = keyOf(item.path[item.path.length - 1]);
    let done = false;
    if (item.on === 'global') done = remove(g, key, 'global', name);
    else {
      const container = objectAt(item.path.slice(0, -1));
      const proto =
        container && own.call(container, 'prototype') ? (container as { prototype: unknown }).prototype : null;
      const windowLike = item.path[0] === 'Window' && item.path.length === 2;
      if (item.on === 'static' || item.on === 'either') done = remove(container, key, 'static', name);
      if (!done && item.on !== 'static') done = remove(proto, key, 'prototype', name);
      // Window's members live on the global object itself ([Global]).
      if (!done && windowLike) done = remove(g, key, 'prototype', name);
      // A namespace (CSS, console) keeps its members on itself.
      if (!done && item.on === 'prototype' && !proto) done = remove(container, key, 'static', name);
    }
    if (!done) report.absent += 1;
  }
  // In the top document only: frames repeat it.
  if (g.top === g) console.info(`${input.tag} ${JSON.stringify(report)}`);
}

/** The init script's source for `context.addInitScript({ content })`. */
export function legacyInitScript(list: Builtin[]): string {
  const input = { list: list.map(({ path, on }) => ({ path, on })), tag: LEGACY_REPORT };
  // tsx keeps function names with esbuild's __name(): the page has no such helper.
  return `(function () { var __name = function (f) { return f; }; (${stripBuiltins.toString()})(${JSON.stringify(input)}); })();`;
}
