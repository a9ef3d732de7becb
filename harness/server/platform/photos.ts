/**
 * Readers' photo posts (读者晒图). A post is checked with the contract's photoProblem (the phone
 * runs it too), then in one transaction against the nonce (the same nonce again is the post
 * already kept), the share rule (a usable card, a few a day) and its pictures, fetched from the
 * emulated WeChat media store and kept (platform/media.ts). It waits for the library's review
 * (the control API); approval puts it on the wall, and the card may then ask for its points
 * (addReaderBonusLog; `pointsgiven` says whether it has). Likes: one per WeChat user and post, counted on the post. What readers' posts
 * share (nonce, daily count, review): posts.ts.
 */
import { PHOTO_RULES, type Photo, type PhotoInput, photoProblem } from '../../../src/api/contract/photos.js';
import type { Db } from '../infra/db.js';
import { pointsGiven } from '../ils/bonus.js';
import { InputError, NotFound } from '../infra/envelope.js';
import type { PhotoRow } from '../infra/rows.js';
import { cstDateTime } from '../infra/util.js';
import { maskName, requireReader } from '../ils/readers.js';
import { likeRefusal, REVIEW_NAMES, shareRefusal } from '../ils/rules/index.js';
import { dropFiles, fetchFromWechat, keepFiles, mediaUrls } from './media.js';
import {
  checkNonce,
  forLibrarian,
  keepOnce,
  LIBRARIAN,
  type Paging,
  pendingPosts,
  postedToday,
  postPage,
  postRecord,
  type ReviewedRecord,
  reviewPost,
  type Verdict,
  type Viewer,
} from './posts.js';
import { prepare } from '../infra/db.js';

export type { Viewer };

type PhotoRecord = Omit<PhotoRow, 'state'> & ReviewedRecord;

function shown(db: Db, p: PhotoRecord, viewer: Viewer): Photo {
  const liked = viewer.openid
    ? !!prepare(db, 'SELECT 1 FROM photo_likes WHERE photo_id = ? AND openid = ?').get(p.id, viewer.openid)
    : false;
  return {
    id: p.id,
    topic: p.topic,
    text: p.text,
    pictures: mediaUrls(db, 'photo', p.id),
    name: maskName(p.name),
    createtime: cstDateTime(p.created_at),
    likes: p.likes,
    liked,
    state: p.state,
    statename: REVIEW_NAMES[p.state],
    reason: p.reason,
    mine: viewer.owns(p.rdrno),
    pointsgiven: viewer.owns(p.rdrno) && pointsGiven(db, p.rdrno, 'photo', String(p.id)),
  };
}

function page(db: Db, where: string, order: string, args: unknown[], paging: Paging, viewer: Viewer) {
  const { rows, total } = postPage<PhotoRecord>(db, 'photos', { where, order, args }, paging);
  return { rows: rows.map((p) => shown(db, p, viewer)), total };
}

/** photo/list: the wall, approved posts only, newest or most liked first (optionally one topic). */
export function wall(db: Db, query: { sort: 'newest' | 'likes'; topic: string }, paging: Paging, viewer: Viewer) {
  const order = query.sort === 'likes' ? 'likes DESC, created_at DESC, id DESC' : 'created_at DESC, id DESC';
  const where = query.topic ? "state = 'approved' AND topic = ?" : "state = 'approved'";
  return page(db, where, order, query.topic ? [query.topic] : [], paging, viewer);
}

/** photo/mine: the card's posts in every state, newest first. */
export const cardPhotos = (db: Db, rdrno: string, paging: Paging, viewer: Viewer) =>
  page(db, 'rdrno = ?', 'created_at DESC, id DESC', [rdrno], paging, viewer);

const record = (db: Db, id: number) => postRecord<PhotoRecord>(db, 'photos', id);

/** photo/detail: an approved post, or one of the viewer's own in any state; others read as not there. */
export function photoDetail(db: Db, id: number, viewer: Viewer): Photo {
  const p = record(db, id);
  if (!p || (p.state !== 'approved' && !viewer.owns(p.rdrno))) throw new NotFound('晒图不存在');
  return shown(db, p, viewer);
}

/** photo/add: keeps the post with its pictures (waiting for review), or refuses and writes nothing. */
export function sharePhoto(
  db: Db,
  input: PhotoInput & { openid: string; rdrno: string; nonce: string },
  viewer: Viewer,
  now: number,
): { photo: Photo; repeated: boolean } {
  const problem = photoProblem(input);
  if (problem) throw new InputError(problem);
  checkNonce(input.nonce, '晒图');
  const show = (kept: PhotoRecord) => shown(db, kept, viewer);
  const { post, repeated } = keepOnce(db, 'photos', input, show, () => {
    const reader = requireReader(db, input.rdrno, now);
    const sharedToday = postedToday(db, 'photos', 'rdrno', input.rdrno, now);
    const refusal = shareRefusal({ cardState: reader.state, sharedToday }, PHOTO_RULES.perDay);
    if (refusal) throw new InputError(refusal);
    const pictures = fetchFromWechat(db, input.serverids, now);
    const id = Number(
      prepare(
        db,
        'INSERT INTO photos (openid, rdrno, name, topic, text, nonce, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(input.openid, input.rdrno, reader.name, input.topic, input.text.trim(), input.nonce, now).lastInsertRowid,
    );
    keepFiles(db, 'photo', id, pictures, now);
    return photoDetail(db, id, viewer);
  });
  return { photo: post, repeated };
}

/** photo/like: one like per WeChat user; the count goes up in the same transaction. */
export function likePhoto(db: Db, id: number, viewer: Viewer, now: number): Photo {
  return db.transaction(() => {
    const p = record(db, id);
    if (!p || (p.state !== 'approved' && !viewer.owns(p.rdrno))) throw new NotFound('晒图不存在');
    const liked = !!prepare(db, 'SELECT 1 FROM photo_likes WHERE photo_id = ? AND openid = ?').get(id, viewer.openid);
    const refusal = likeRefusal({ state: p.state, liked });
    if (refusal) throw new InputError(refusal);
    prepare(db, 'INSERT INTO photo_likes (photo_id, openid, created_at) VALUES (?, ?, ?)').run(id, viewer.openid, now);
    prepare(db, 'UPDATE photos SET likes = likes + 1 WHERE id = ?').run(id);
    return photoDetail(db, id, viewer);
  })();
}

/** photo/del: one of the viewer's own posts, its pictures and likes with it. */
export function deletePhoto(db: Db, id: number, viewer: Viewer): void {
  db.transaction(() => {
    const p = record(db, id);
    if (!p || !viewer.owns(p.rdrno)) throw new NotFound('晒图不存在');
    prepare(db, 'DELETE FROM photo_likes WHERE photo_id = ?').run(id);
    dropFiles(db, 'photo', id);
    prepare(db, 'DELETE FROM photos WHERE id = ?').run(id);
  })();
}

/** The library's review (the control API): approve (the card may then ask for its points), or reject with a reason. */
export function reviewPhoto(db: Db, id: number, verdict: Verdict, now: number): Photo {
  const post = {
    table: 'photos',
    id,
    reasonMax: PHOTO_RULES.reasonMax,
    notFound: '晒图不存在',
  } as const;
  reviewPost(db, post, verdict, now);
  return shown(db, record(db, id)!, LIBRARIAN);
}

/** Posts waiting for the library's review, oldest first (the harness page's 审核 panel). */
export function pendingPhotos(db: Db, limit: number): (Photo & { rdrno: string; fullname: string })[] {
  return pendingPosts<PhotoRecord>(db, 'photos', limit).map((p) => forLibrarian(shown(db, p, LIBRARIAN), p));
}
