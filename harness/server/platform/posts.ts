/**
 * What readers post and the library moderates: messages (读者留言, platform/messages.ts), photo
 * posts (读者晒图, photos.ts) and read-aloud works (朗读比赛, aloud.ts). Each is written at most once
 * per nonce (the phone sends one per attempt, so a retried request answers the post already
 * kept), counted per day, listed a page at a time; photos and works wait for the library's review
 * (approve, after which the card may ask for its points, or reject with a reason), messages for its reply. The parts
 * here are the ones all three share; each module keeps its own checks and its own shape.
 */
import type { ReviewState } from '../../../src/api/contract/index.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError, NotFound } from '../infra/envelope.js';
import type { MessageRow, PhotoRow, WorkRow } from '../infra/rows.js';
import { cstDate } from '../infra/util.js';
import { reviewRefusal } from '../ils/rules/index.js';

/** The tables posts are kept in. */
export type PostTable = 'messages' | 'photos' | 'works';

/** Who is looking: their WeChat user (for `liked`, `votedtoday`) and whether a card is theirs (for `mine`). */
export interface Viewer {
  openid: string;
  owns: (rdrno: string) => boolean;
}

/** The librarian sees every post, none as theirs. */
export const LIBRARIAN: Viewer = { openid: '', owns: () => false };

export type Paging = { page: number; rows: number };

/** What every post row has (`name`: the reader's name when posted, unmasked). */
export type PostRecord = Pick<MessageRow | PhotoRow | WorkRow, 'id' | 'openid' | 'rdrno' | 'name' | 'created_at'>;

/** A post the library reviews (its state as the contract names it). */
export type ReviewedRecord = PostRecord & { state: ReviewState };

const NONCE = /^[A-Za-z0-9_-]{8,64}$/;

/** The nonce's format; `label` names the post (留言, 晒图, 作品). */
export function checkNonce(nonce: string, label: string): void {
  if (!NONCE.test(nonce)) throw new InputError(`${label}标识 nonce 格式错误`);
}

/**
 * Writes a post once per user and nonce, in one transaction: the same nonce again answers the
 * post already kept (`repeated`), else `write` checks, keeps and answers a new one.
 */
export function keepOnce<R extends PostRecord, T>(
  db: Db,
  table: PostTable,
  key: { openid: string; nonce: string },
  shown: (kept: R) => T,
  write: () => T,
): { post: T; repeated: boolean } {
  return db.transaction(() => {
    const kept = select<R>(db, `SELECT * FROM ${table} WHERE openid = ? AND nonce = ?`).get(key.openid, key.nonce);
    if (kept) return { post: shown(kept), repeated: true };
    return { post: write(), repeated: false };
  })();
}

/** The moment the library's day (China time) began. */
export const dayStart = (now: number) => Date.parse(`${cstDate(now)}T00:00:00+08:00`);

/** Posts a WeChat user (`openid`) or a card (`rdrno`) wrote since the library's day began. */
export function postedToday(db: Db, table: PostTable, by: 'openid' | 'rdrno', who: string, now: number): number {
  return (
    scalar<number>(db, `SELECT COUNT(*) FROM ${table} WHERE ${by} = ? AND created_at >= ?`, who, dayStart(now)) ?? 0
  );
}

/** One page of posts and how many there are in all; `where` and `order` are the caller's own SQL. */
export function postPage<R>(
  db: Db,
  table: PostTable,
  query: { where: string; order: string; args: unknown[] },
  paging: Paging,
): { rows: R[]; total: number } {
  const total = scalar<number>(db, `SELECT COUNT(*) FROM ${table} WHERE ${query.where}`, ...query.args) ?? 0;
  const rows = select<R>(
    db,
    `SELECT * FROM ${table} WHERE ${query.where} ORDER BY ${query.order} LIMIT ? OFFSET ?`,
  ).all(...query.args, paging.rows, (paging.page - 1) * paging.rows);
  return { rows, total };
}

/** One post's row; undefined when there is none. */
export const postRecord = <R>(db: Db, table: PostTable, id: number) =>
  select<R>(db, `SELECT * FROM ${table} WHERE id = ?`).get(id);

/** A post as the librarian sees it: as shown, with the card and the name unmasked. */
export const forLibrarian = <T>(post: T, row: PostRecord) => ({ ...post, rdrno: row.rdrno, fullname: row.name });

/** Posts waiting for the library's review, oldest first. */
export function pendingPosts<R>(db: Db, table: 'photos' | 'works', limit: number): R[] {
  return select<R>(db, `SELECT * FROM ${table} WHERE state = 'pending' ORDER BY created_at, id LIMIT ?`).all(limit);
}

export interface Verdict {
  approve: boolean;
  /** Why not (a rejection only). */
  reason: string;
}

/**
 * The library's review, in one transaction: approve (the card may then ask for its points with
 * addReaderBonusLog), or reject with a reason (1–`reasonMax` characters); a post is reviewed once.
 * `notFound` is the Chinese message for an unknown id.
 */
export function reviewPost(
  db: Db,
  post: { table: 'photos' | 'works'; id: number; reasonMax: number; notFound: string },
  verdict: Verdict,
  now: number,
): void {
  db.transaction(() => {
    const row = postRecord<ReviewedRecord>(db, post.table, post.id);
    if (!row) throw new NotFound(post.notFound);
    const refusal = reviewRefusal(row.state, verdict.approve, verdict.reason, post.reasonMax);
    if (refusal) throw new InputError(refusal);
    prepare(db, `UPDATE ${post.table} SET state = ?, reason = ?, reviewed_at = ? WHERE id = ?`).run(
      verdict.approve ? 'approved' : 'rejected',
      verdict.approve ? '' : verdict.reason.trim(),
      now,
      post.id,
    );
  })();
}
