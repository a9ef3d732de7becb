/**
 * Book covers the catalogue does not have pictures for: a deterministic SVG per ISBN, the title
 * and author from the books table on a background whose colours come from the ISBN's hash (the
 * same book always looks the same). Text is XML-escaped.
 */
import { createHash } from 'node:crypto';
import { type Db, select } from '../infra/db.js';

export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 420;

/** An ISBN as a path gives it (hyphens and spaces dropped): 10 or 13 characters, else ''. */
export function normalizeIsbn(text: string): string {
  const isbn = text.replace(/[-\s]/g, '').toUpperCase();
  return /^(\d{9}[\dX]|\d{13})$/.test(isbn) ? isbn : '';
}

/** Text safe inside an XML element or attribute; characters XML cannot hold are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Display width in ems: CJK and other wide characters 1, the rest about half. */
const widthOf = (ch: string) => ((ch.codePointAt(0) ?? 0) > 0x2e7f ? 1 : 0.55);

/** `text` in lines of at most `width` ems, at most `maxLines` of them (the last ends with … when cut). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  const chars = [...text.trim()];
  for (let i = 0; i < chars.length; i++) {
    const w = widthOf(chars[i]);
    if (used + w > width && line) {
      if (lines.length === maxLines - 1) {
        lines.push(`${line.slice(0, -1)}…`);
        return lines;
      }
      lines.push(line.trimEnd());
      line = '';
      used = 0;
    }
    line += chars[i];
    used += w;
  }
  if (line) lines.push(line.trimEnd());
  return lines;
}

/** Two colours from the ISBN's hash: a hue for the background, a darker band. */
function palette(isbn: string): { background: string; band: string; accent: string } {
  const hash = createHash('sha1').update(isbn).digest();
  const hue = ((hash[0] << 8) | hash[1]) % 360;
  const saturation = 35 + (hash[2] % 30);
  return {
    background: `hsl(${hue}, ${saturation}%, 42%)`,
    band: `hsl(${hue}, ${saturation}%, 24%)`,
    accent: `hsl(${(hue + 180) % 360}, 70%, 72%)`,
  };
}

export function coverSvg(isbn: string, title: string, author: string): string {
  const colours = palette(isbn);
  const titleLines = wrapText(title, 9, 4);
  const authorLine = wrapText(author, 14, 1)[0] ?? '';
  const titleText = titleLines
    .map((line, i) => `<tspan x="30" dy="${i === 0 ? 0 : 36}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(title)}">
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${colours.background}"/>
<rect x="0" y="0" width="18" height="${COVER_HEIGHT}" fill="${colours.band}"/>
<rect x="30" y="70" width="60" height="5" fill="${colours.accent}"/>
<text x="30" y="120" fill="#fff" font-size="30" font-weight="bold" font-family="sans-serif">${titleText}</text>
<rect x="18" y="330" width="${COVER_WIDTH - 18}" height="90" fill="${colours.band}"/>
<text x="30" y="372" fill="#fff" font-size="18" font-family="sans-serif">${escapeXml(authorLine)}</text>
<text x="30" y="400" fill="${colours.accent}" font-size="12" font-family="monospace">ISBN ${escapeXml(isbn)}</text>
</svg>`;
}

/** A plain grey placeholder (暂无封面), for an ISBN the catalogue does not have. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="暂无封面">
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="#e5e7eb"/>
<text x="150" y="215" fill="#9ca3af" font-size="24" font-family="sans-serif" text-anchor="middle">暂无封面</text>
</svg>`;
}

/** The cover for an ISBN as given, or null when it is not a title of the catalogue. */
export function coverFor(db: Db, text: string): string | null {
  const isbn = normalizeIsbn(text);
  if (!isbn) return null;
  const book = select<{ title: string; author: string }>(
    db,
    'SELECT title, author FROM books WHERE isbn = ? LIMIT 1',
  ).get(isbn);
  return book ? coverSvg(isbn, book.title, book.author) : null;
}
