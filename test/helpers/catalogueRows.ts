/** Library-system answers and title rows for page tests with a fake backend. */
import type { BibRow } from '../../src/api/contract';

/** A successful /v1/elib answer. */
export const ok = (rows: unknown[] = [], message = '成功', total = rows.length) => ({
  status: '0',
  message,
  rows,
  total,
});

/** Title n: 书n by 作者n, two copies circulating, on the shelf when n is odd (or as `extra` says). */
export const bib = (n: number, extra: Partial<BibRow> = {}): BibRow => ({
  bookrecno: n,
  title: `书${n}`,
  author: `作者${n}`,
  publisher: '人民文学出版社',
  pubdate: '2020-01',
  isbn: '9787020002207',
  callno: `I247/${n}`,
  classno: 'I247',
  onshelf: n % 2,
  total: 2,
  ...extra,
});
