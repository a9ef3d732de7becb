/**
 * 图书推荐's data: the librarians' categories of recommended titles with a one-line reason each
 * (chosen from the seeded catalogue by class number, so they exist at either scale), and the
 * persona reader's purchase suggestions (SX100001: one in each state). Deterministic apart from
 * the suggestions' dates, which count back from `now`.
 */
import { type Db, select } from '../infra/db.js';
import { hashText } from './catalogue-random.js';
import { CATEGORIES, SUGGESTIONS } from './data/recommendations.js';

/** The first author without the role the catalogue adds ('沈从文 著' → '沈从文'), for a reason's text. */
function authorName(author: string): string {
  return (author.split(/[，,;；]/)[0] ?? '').replace(/\s*[(（[]?(著|编著|主编|编|译|等|绘|撰)[)）\]]?$/, '').trim();
}

/** The categories and their titles; how many categories have titles. */
export function seedRecommendations(db: Db): number {
  const cata = db.prepare('INSERT INTO recommend_cata (cataid, cataname, sortnum) VALUES (?, ?, ?)');
  const bib = db.prepare('INSERT INTO recommend_bib (cataid, bookrecno, reason, sortnum) VALUES (?, ?, ?, ?)');
  let filled = 0;
  CATEGORIES.forEach((c, i) => {
    const cataid = i + 1;
    cata.run(cataid, c.name, i);
    const titles = select<{ bookrecno: number; author: string }>(
      db,
      `SELECT b.bookrecno, b.author FROM books b WHERE ${c.where} ORDER BY ${c.order} LIMIT ?`,
    ).all(c.limit);
    titles.forEach((t, k) => {
      const reason = c.reasons[hashText(`${cataid}:${t.bookrecno}`) % c.reasons.length]!;
      bib.run(cataid, t.bookrecno, reason.replace('{author}', authorName(t.author)), k);
    });
    if (titles.length) filled++;
  });
  return filled;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** SX100001's suggestions: 待处理, 采购中, 已入藏 (a title now in the catalogue), 未采纳 with a reply. */
export function seedSuggestions(db: Db, now: number): void {
  const held = select<{ bookrecno: number; title: string; author: string; isbn: string; publisher: string }>(
    db,
    `SELECT bookrecno, title, author, isbn, publisher FROM books b
       WHERE EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.state = 1)
       ORDER BY catalogdate DESC, bookrecno DESC LIMIT 1`,
  ).get();
  const insert = db.prepare(
    `INSERT INTO suggestions (rdrno, title, author, isbn, publisher, reason, created_at, state, reply, bookrecno, updated_at)
     VALUES ('SX100001', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const inCatalogue = db.prepare('SELECT 1 FROM books WHERE isbn = ?');
  // An ISBN the catalogue happens to hold would read as "the library has it": left out then.
  const isbn = (text: string) => (inCatalogue.get(text) ? '' : text);
  const at = (days: number) => now - days * DAY_MS;
  for (const s of SUGGESTIONS) {
    const book = s.book === 'held' ? held : { ...s.book, isbn: isbn(s.book.isbn), bookrecno: null };
    if (!book) continue;
    insert.run(
      book.title,
      book.author,
      book.isbn,
      book.publisher,
      s.reason,
      at(s.ago),
      s.state,
      s.reply,
      s.book === 'held' ? book.bookrecno : null,
      s.repliedAgo === null ? null : at(s.repliedAgo),
    );
  }
}
