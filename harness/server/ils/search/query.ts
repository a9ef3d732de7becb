/**
 * listBib's query builder (pure): the reader's parameters checked and turned into what the
 * database runs (search.ts): one FTS5 MATCH expression over the index (index.ts): the words as
 * bigram phrases (text.ts) in their column, an exact ISBN-13 token, a CLC class-number prefix
 * token, and the filters as an availability token; order and paging. Every refusal is a Chinese
 * message (InputError); docs/API.md lists them.
 */
import type { SearchType } from '../../../../src/api/contract/index.js';
import { InputError } from '../../infra/envelope.js';
import { availToken, classnoToken, normalize, segmentPhrase, segments } from './text.js';

export const SEARCH_TYPES: readonly SearchType[] = [
  'keyword',
  'title',
  'isbn',
  'author',
  'subject',
  'publish',
  'classno',
];
export const MAX_QUERY_CHARS = 100;
export const DEFAULT_ROWS = 20;
export const MAX_ROWS = 100;
/** A reader pages through at most this many results (page × rows); deeper pages are refused. */
export const MAX_RESULT_OFFSET = 10000;
/** At most this many words of a query are searched (the rest are ignored). */
export const MAX_SEGMENTS = 8;

/** The index's columns, in the table's order (ils/search/index.ts). */
export const FTS_COLUMNS = ['title', 'author', 'subject', 'publisher', 'isbn', 'classno', 'avail'] as const;
export type FtsColumn = (typeof FTS_COLUMNS)[number];

/** The text columns a keyword searches. */
const TEXT_COLUMNS: FtsColumn[] = ['title', 'author', 'subject', 'publisher'];

const COLUMN_OF: Partial<Record<SearchType, FtsColumn>> = {
  title: 'title',
  author: 'author',
  subject: 'subject',
  publish: 'publisher',
};

export interface SearchInput {
  searchtype: string;
  q: string;
  /** Checked by the caller (a library of the system) or ''. */
  libcode: string;
  onshelf: string;
  sort: string;
  page: string;
  rows: string;
}

export interface SearchPlan {
  searchtype: SearchType;
  /** The query as typed, trimmed (an exact title match ranks first). */
  q: string;
  /** Normalized (normalize): what the search log records. */
  keyword: string;
  /** The FTS5 MATCH expression of the query (the filters not included). */
  match: string;
  /** keyword: the query's words in the title only (the broad ranking's first tier); else ''. */
  titleMatch: string;
  /** The filters as an index token (`{avail}`), '' for none. */
  filter: string;
  /** ISBN-13 matched exactly, ''. */
  isbn: string;
  /** CLC class-number prefix (upper case), ''. */
  classno: string;
  libcode: string;
  onshelf: boolean;
  sort: 'relevance' | 'newest';
  page: number;
  rows: number;
}

/** The check digit of an ISBN-13 whose first 12 digits are given. */
export function isbn13Check(first12: string): string {
  let total = 0;
  for (let i = 0; i < 12; i++) total += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (total % 10)) % 10);
}

/** The check character of an ISBN-10 whose first 9 digits are given ('X' for 10). */
export function isbn10Check(first9: string): string {
  let total = 0;
  for (let i = 0; i < 9; i++) total += (first9.charCodeAt(i) - 48) * (10 - i);
  const check = (11 - (total % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export type IsbnResult = { isbn: string } | { error: string };

/**
 * An ISBN as typed: hyphens and blanks dropped; an ISBN-13 with its check digit, or an ISBN-10
 * (check digit or X) converted to its ISBN-13 (978 + the first nine digits + a new check digit).
 */
export function parseIsbn(text: string): IsbnResult {
  const isbn = text.normalize('NFKC').replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{13}$/.test(isbn)) {
    return isbn13Check(isbn.slice(0, 12)) === isbn[12] ? { isbn } : { error: 'ISBN 校验位不正确，请核对后重试' };
  }
  if (/^\d{9}[\dX]$/.test(isbn)) {
    if (isbn10Check(isbn.slice(0, 9)) !== isbn[9]) return { error: 'ISBN 校验位不正确，请核对后重试' };
    const first12 = `978${isbn.slice(0, 9)}`;
    return { isbn: first12 + isbn13Check(first12) };
  }
  return { error: 'ISBN 格式错误，应为10位或13位数字' };
}

/** A CLC class number (or its beginning) as typed: a capital letter, then letters, digits and marks. */
export function parseClassno(text: string): string {
  const classno = text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
  return /^[A-Z][A-Z0-9.\-/:=()+]*$/.test(classno) ? classno : '';
}

/** The FTS5 expression for `normalized` in `columns` (every column when none): all its words. */
export function matchExpression(normalized: string, columns: FtsColumn | FtsColumn[] = []): string {
  const words = segments(normalized).slice(0, MAX_SEGMENTS);
  const list = typeof columns === 'string' ? [columns] : columns;
  const filter = list.length ? `{${list.join(' ')}} : ` : '';
  return words.map((word) => filter + segmentPhrase(word)).join(' AND ');
}

/** Expressions joined by OR, each in parentheses ('' ones left out). */
export function anyOf(...expressions: string[]): string {
  const parts = expressions.filter(Boolean);
  return parts.length === 1 ? parts[0]! : parts.map((e) => `(${e})`).join(' OR ');
}

/** `expression` restricted to titles with the filter's token, '' for none. */
export function withFilter(expression: string, filter: string): string {
  return filter ? `(${expression}) AND {avail} : "${filter}"` : expression;
}

const isbnExpression = (isbn: string) => (isbn ? `{isbn} : "${isbn}"` : '');
const classnoExpression = (classno: string) => (classno ? `{classno} : "${classnoToken(classno)}"*` : '');

/** Paging as given: page from 1, rows 1–100 (default 20), never deeper than MAX_RESULT_OFFSET. */
export function parseSearchPaging(page: string, rows: string): { page: number; rows: number } {
  if (page && (!/^\d{1,6}$/.test(page) || Number(page) < 1)) throw new InputError('页码 page 须为正整数');
  if (rows && (!/^\d{1,3}$/.test(rows) || Number(rows) < 1 || Number(rows) > MAX_ROWS)) {
    throw new InputError(`每页条数 rows 须为 1 到 ${MAX_ROWS} 的整数`);
  }
  const out = { page: page ? Number(page) : 1, rows: rows ? Number(rows) : DEFAULT_ROWS };
  if ((out.page - 1) * out.rows >= MAX_RESULT_OFFSET) {
    throw new InputError(`最多只能查看前 ${MAX_RESULT_OFFSET} 条结果，请缩小检索范围`);
  }
  return out;
}

/** Checks listBib's parameters (strings, '' when absent) and plans the search. */
export function planSearch(input: SearchInput): SearchPlan {
  const searchtype = (input.searchtype || 'keyword') as SearchType;
  if (!SEARCH_TYPES.includes(searchtype)) {
    throw new InputError('检索类型 searchtype 须为 keyword、title、isbn、author、subject、publish 或 classno');
  }
  const q = input.q.trim();
  if (!q) throw new InputError('缺少参数：检索词');
  if ([...q].length > MAX_QUERY_CHARS) throw new InputError(`检索词不能超过${MAX_QUERY_CHARS}个字`);
  if (/\p{Cc}/u.test(q)) throw new InputError('检索词不能包含控制字符');
  if (input.sort && input.sort !== 'relevance' && input.sort !== 'newest') {
    throw new InputError('排序方式 sort 须为 relevance 或 newest');
  }
  if (input.onshelf && input.onshelf !== '1' && input.onshelf !== '0')
    throw new InputError('在架筛选 onshelf 只能是 1');
  const paging = parseSearchPaging(input.page, input.rows);
  const keyword = normalize(q);
  const plan: SearchPlan = {
    searchtype,
    q,
    keyword,
    match: '',
    titleMatch: '',
    filter: input.libcode || input.onshelf === '1' ? availToken(input.libcode, input.onshelf === '1') : '',
    isbn: '',
    classno: '',
    libcode: input.libcode,
    onshelf: input.onshelf === '1',
    sort: input.sort === 'newest' ? 'newest' : 'relevance',
    ...paging,
  };
  if (searchtype === 'isbn') {
    const isbn = parseIsbn(q);
    if ('error' in isbn) throw new InputError(isbn.error);
    return { ...plan, isbn: isbn.isbn, match: isbnExpression(isbn.isbn) };
  }
  if (searchtype === 'classno') {
    const classno = parseClassno(q);
    if (!classno) throw new InputError('分类号格式错误，应以大写字母开头，如 I247.5');
    return { ...plan, classno, match: classnoExpression(classno) };
  }
  if (searchtype === 'keyword') {
    const words = matchExpression(keyword, TEXT_COLUMNS);
    const parsed = parseIsbn(q);
    const isbn = 'isbn' in parsed ? parsed.isbn : '';
    const classno = parseClassno(q);
    const match = anyOf(words, isbnExpression(isbn), classnoExpression(classno));
    if (!match) throw new InputError('检索词须包含文字或数字');
    return { ...plan, match, titleMatch: words && matchExpression(keyword, 'title'), isbn, classno };
  }
  const match = matchExpression(keyword, COLUMN_OF[searchtype]);
  if (!match) throw new InputError('检索词须包含文字或数字');
  return { ...plan, match };
}
