/**
 * Readers' comments on books (图书评论). A comment is written with a card and kept only when it
 * passes commentRefusal (ils/rules/comments.ts), checked in the same transaction as the insert so
 * a burst of posts cannot pass the daily limit or repeat itself. Writers' names are masked.
 */
import type { BookComment, MyComment } from '../../../src/api/contract/index.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import type { BookRow, CommentRow, ReaderRow } from '../infra/rows.js';
import { cstDate, cstDateTime } from '../infra/util.js';
import { maskName, requireReader } from '../ils/readers.js';
import { commentRefusal, normalizeComment } from '../ils/rules/index.js';

/** A comment with its writer's name ('' for a card gone). */
type CommentRecord = CommentRow & Pick<ReaderRow, 'name'>;

const SELECT = `SELECT c.id, c.bookrecno, c.rdrno, c.content, c.created_at, COALESCE(r.name, '') AS name
  FROM comments c LEFT JOIN readers r ON r.rdrno = c.rdrno`;

function shown(c: CommentRecord, mine: (rdrno: string) => boolean): BookComment {
  return {
    id: c.id,
    bookrecno: c.bookrecno,
    content: c.content,
    nickname: maskName(c.name),
    createtime: cstDateTime(c.created_at).slice(0, 16),
    mine: mine(c.rdrno),
  };
}

type Paging = { page: number; rows: number };
const offset = (p: Paging) => (p.page - 1) * p.rows;

/** One title's comments, newest first; `mine` tells which cards are the caller's. */
export function listBookComments(
  db: Db,
  bookrecno: number,
  paging: Paging,
  mine: (rdrno: string) => boolean,
): { rows: BookComment[]; total: number } {
  const total = scalar<number>(db, 'SELECT count(*) FROM comments WHERE bookrecno = ?', bookrecno) ?? 0;
  const found = select<CommentRecord>(
    db,
    `${SELECT} WHERE c.bookrecno = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
  ).all(bookrecno, paging.rows, offset(paging));
  return { rows: found.map((c) => shown(c, mine)), total };
}

/** The card's comments, newest first, with the title each is on. */
export function listCardComments(db: Db, rdrno: string, paging: Paging): { rows: MyComment[]; total: number } {
  const total = scalar<number>(db, 'SELECT count(*) FROM comments WHERE rdrno = ?', rdrno) ?? 0;
  const found = select<CommentRecord & Pick<BookRow, 'title' | 'author'>>(
    db,
    `SELECT x.*, COALESCE(b.title, '') AS title, COALESCE(b.author, '') AS author FROM (${SELECT}
       WHERE c.rdrno = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?) x
     LEFT JOIN books b ON b.bookrecno = x.bookrecno ORDER BY x.created_at DESC, x.id DESC`,
  ).all(rdrno, paging.rows, offset(paging));
  return { rows: found.map((c) => ({ ...shown(c, () => true), title: c.title, author: c.author })), total };
}

/** Start of the CST day `now` falls in, epoch ms. */
function startOfDay(now: number): number {
  return Date.parse(`${cstDate(now)}T00:00:00+08:00`);
}

/** Posts a comment if it passes the checks; the comment as shown. */
export function postComment(
  db: Db,
  input: { rdrno: string; bookrecno: number; content: string },
  now: number,
): BookComment {
  return db.transaction(() => {
    if (!prepare(db, 'SELECT 1 FROM books WHERE bookrecno = ?').get(input.bookrecno))
      throw new InputError('书目不存在');
    const reader = requireReader(db, input.rdrno, now);
    const content = input.content.trim();
    const plain = normalizeComment(content);
    const earlier = select<CommentRow['content']>(db, 'SELECT content FROM comments WHERE rdrno = ? AND bookrecno = ?')
      .pluck()
      .all(input.rdrno, input.bookrecno);
    const postedToday =
      scalar<number>(
        db,
        'SELECT count(*) FROM comments WHERE rdrno = ? AND created_at >= ?',
        input.rdrno,
        startOfDay(now),
      ) ?? 0;
    const refusal = commentRefusal({
      cardState: reader.state,
      content,
      repeated: earlier.some((text) => normalizeComment(text) === plain),
      postedToday,
    });
    if (refusal) throw new InputError(refusal);
    const { lastInsertRowid } = prepare(
      db,
      'INSERT INTO comments (bookrecno, rdrno, content, created_at) VALUES (?, ?, ?, ?)',
    ).run(input.bookrecno, input.rdrno, content, now);
    const saved = select<CommentRecord>(db, `${SELECT} WHERE c.id = ?`).get(Number(lastInsertRowid));
    if (!saved) throw new Error('the comment just kept is not there');
    return shown(saved, () => true);
  })();
}

/** Deletes a comment written with one of `mine`'s cards; 评论不存在 for any other. */
export function deleteComment(db: Db, id: number, mine: (rdrno: string) => boolean): void {
  const rdrno = scalar<CommentRow['rdrno']>(db, 'SELECT rdrno FROM comments WHERE id = ?', id);
  if (!rdrno || !mine(rdrno)) throw new InputError('评论不存在');
  prepare(db, 'DELETE FROM comments WHERE id = ?').run(id);
}

/** A comment id as given: a positive integer. */
export function parseCommentId(text: string): number {
  if (!/^\d{1,12}$/.test(text) || Number(text) < 1) throw new InputError('评论编号 id 格式错误');
  return Number(text);
}
