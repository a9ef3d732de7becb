/**
 * Text as the catalogue index sees it (pure). Both the indexed fields and the reader's query go
 * through `normalize` and are cut into segments of letters and digits; each segment becomes
 * overlapping character bigrams plus its last character alone:
 *
 *   红楼梦 → 红楼 楼梦 梦        Python3 → py yt th ho on n3 3
 *
 * The index (an FTS5 table, tokenizer unicode61) holds these tokens, so a query of two or more
 * characters is the phrase of its bigrams (consecutive tokens: a substring of the field), and a
 * one-character query is the prefix query `"x"*`, which matches a bigram starting with it or a
 * segment's last character: every field containing that character.
 */

/** NFKC (full-width letters and digits become ASCII), lower case, blanks collapsed, trimmed. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** Runs of letters and digits (everything else separates), of normalized text. */
export function segments(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The index tokens of one segment: its overlapping bigrams, then its last character. */
export function segmentTokens(segment: string): string[] {
  const chars = [...segment];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  if (chars.length) out.push(chars[chars.length - 1]!);
  return out;
}

/** What the index stores for one field: the tokens of every segment, space-separated. */
export function indexText(field: string): string {
  return segments(normalize(field)).flatMap(segmentTokens).join(' ');
}

/**
 * One query segment as an FTS5 phrase: the bigrams as one quoted string (consecutive tokens), or
 * for a single character the prefix query. Tokens hold letters and digits only, so nothing the
 * reader typed can be read as FTS5 syntax (quotes, *, -, OR, NEAR, parentheses ...).
 */
export function segmentPhrase(segment: string): string {
  const chars = [...segment];
  if (chars.length === 1) return `"${segment}"*`;
  return `"${segmentTokens(segment).slice(0, -1).join(' ')}"`;
}

/** Characters of a CLC class number besides letters and digits (one token: tokenchars in index.ts). */
export const CLASSNO_MARKS = '.-/:=()+';

/** A class number as the index stores it: NFKC, lower case, blanks dropped, other characters too. */
export function classnoToken(classno: string): string {
  return classno
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9.\-/:=()+]/g, '');
}

/**
 * What the index stores about a title's copies, for the filters: `+<library>c` for a library with
 * a copy that circulates (在馆 or 借出), `+<library>s` for one with a copy on the shelf (在馆), and
 * `+anyc` / `+anys` for any library. <library> is the code in hex (letters and digits only). The
 * `+` (a token character, see index.ts) keeps them out of the one-letter prefix lists a reader's
 * query reads.
 */
export function availToken(libcode: string, onshelf: boolean): string {
  const where = libcode ? Buffer.from(libcode, 'utf8').toString('hex') : 'any';
  return `+${where}${onshelf ? 's' : 'c'}`;
}

/** The availability tokens of a title's copies (`[curlib, state]` pairs). */
export function availText(copies: [string, number][]): string {
  const tokens = new Set<string>();
  for (const [lib, state] of copies) {
    if (state !== 1 && state !== 2) continue;
    for (const where of [lib, '']) {
      tokens.add(availToken(where, false));
      if (state === 1) tokens.add(availToken(where, true));
    }
  }
  return [...tokens].join(' ');
}
