/**
 * A search as the address holds it (/opac/result?type=title&q=红楼梦&lib=…&shelf=1&sort=newest):
 * reading it back checks every part, so a hand-edited address cannot send nonsense.
 */
import type { SearchType } from '../../api/contract';
import { normalizeCode } from '../../api/contract/typed';

/** SPEC §9's search types, in SPEC's order. */
export const SEARCH_TYPES: { type: SearchType; label: string }[] = [
  { type: 'keyword', label: '任意词' },
  { type: 'title', label: '书名' },
  { type: 'isbn', label: 'ISBN' },
  { type: 'author', label: '作者' },
  { type: 'subject', label: '主题' },
  { type: 'publish', label: '出版社' },
  { type: 'classno', label: '分类号' },
];

export const MAX_QUERY_LENGTH = 100;

export interface SearchQuery {
  type: SearchType;
  q: string;
  /** A library's code, or '' for all. */
  lib: string;
  /** Only titles with a copy on the shelf. */
  shelf: boolean;
  sort: 'relevance' | 'newest';
}

export const typeLabel = (type: SearchType) => SEARCH_TYPES.find((t) => t.type === type)?.label ?? '任意词';

/**
 * The words as searched: trimmed; an ISBN typed by hand made right (full-width digits, blanks, a
 * lower-case x: normalizeCode; hyphens stay, the library system ignores them).
 */
export function searchWords(type: SearchType, q: string): string {
  return type === 'isbn' ? normalizeCode(q) : q.trim();
}

/** The query an address holds; null when it holds no words to search. */
export function readQuery(params: URLSearchParams): SearchQuery | null {
  const type = SEARCH_TYPES.find((t) => t.type === params.get('type'))?.type ?? 'keyword';
  const q = searchWords(type, params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  if (!q) return null;
  const lib = /^[\w-]{1,32}$/.test(params.get('lib') ?? '') ? (params.get('lib') as string) : '';
  return {
    type,
    q,
    lib,
    shelf: params.get('shelf') === '1',
    sort: params.get('sort') === 'newest' ? 'newest' : 'relevance',
  };
}

/** The address part of a query (only what differs from the defaults). */
export function queryString(query: SearchQuery): string {
  const params = new URLSearchParams({ type: query.type, q: query.q });
  if (query.lib) params.set('lib', query.lib);
  if (query.shelf) params.set('shelf', '1');
  if (query.sort === 'newest') params.set('sort', 'newest');
  return params.toString();
}
