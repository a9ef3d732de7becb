/**
 * Read-aloud contests and readers' works (朗读比赛). A work arrives as a multipart upload: the
 * contract's workProblem (the phone runs it too) on its fields, the file's own bytes (audioFiles.ts:
 * the type it says, whole to its last byte; a WAV's length is read from it), then in one transaction the nonce (the
 * same upload again is the work already kept), the entry rule and the insert with its audio
 * (platform/media.ts). It waits for the library's review; once approved, the card may ask
 * for its points (addReaderBonusLog; `pointsgiven` says whether it has).
 * Votes: the vote rule, one per WeChat user, work and China-time day; plays are counted. What
 * readers' posts share (nonce, review, pages): posts.ts.
 */
import {
  ALOUD_RULES,
  type AloudWork,
  type Contest,
  type ContestState,
  audioType,
  workProblem,
} from '../../../src/api/contract/aloud.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError, NotFound } from '../infra/envelope.js';
import type { WorkRow } from '../infra/rows.js';
import { cstDate, cstDateTime } from '../infra/util.js';
import { pointsGiven } from '../ils/bonus.js';
import { maskName, requireReader } from '../ils/readers.js';
import { entryRefusal, REVIEW_NAMES, voteRefusal } from '../ils/rules/index.js';
import { audioIsWhole, wavSeconds } from './audioFiles.js';
import { dropFiles, keepFiles, mediaUrls } from './media.js';
import {
  checkNonce,
  forLibrarian,
  keepOnce,
  LIBRARIAN,
  type Paging,
  pendingPosts,
  postPage,
  postRecord,
  type ReviewedRecord,
  reviewPost,
  type Verdict,
  type Viewer,
} from './posts.js';

interface ContestRecord extends Omit<Contest, 'state' | 'statename' | 'works'> {
  sortnum: number;
}

type WorkRecord = Omit<WorkRow, 'state'> & ReviewedRecord;

const CONTEST_NAMES: Record<ContestState, string> = { running: '进行中', upcoming: '未开始', ended: '已结束' };

export function contestState(c: Pick<Contest, 'startdate' | 'enddate'>, now: number): ContestState {
  const today = cstDate(now);
  if (today < c.startdate) return 'upcoming';
  return today > c.enddate ? 'ended' : 'running';
}

function contestRecord(db: Db, id: number): ContestRecord {
  const row = select<ContestRecord>(db, 'SELECT * FROM contests WHERE id = ?').get(id);
  if (!row) throw new NotFound('比赛不存在');
  return row;
}

function shownContest(db: Db, c: ContestRecord, now: number): Contest {
  const { sortnum: _, ...rest } = c;
  const state = contestState(c, now);
  const works = scalar<number>(db, "SELECT COUNT(*) FROM works WHERE contestid = ? AND state = 'approved'", c.id)!;
  return { ...rest, state, statename: CONTEST_NAMES[state], works };
}

const STATE_ORDER: Record<ContestState, number> = { running: 0, upcoming: 1, ended: 2 };

/** aloud/contests: running first, then upcoming, then ended; in the library's order within each. */
export function contests(db: Db, now: number): Contest[] {
  const rows = select<ContestRecord>(db, 'SELECT * FROM contests ORDER BY sortnum, id').all();
  return rows.map((c) => shownContest(db, c, now)).sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
}

export const contest = (db: Db, id: number, now: number) => shownContest(db, contestRecord(db, id), now);

function shownWork(db: Db, w: WorkRecord, viewer: Viewer, now: number): AloudWork {
  const votedtoday = viewer.openid
    ? !!prepare(db, 'SELECT 1 FROM work_votes WHERE work_id = ? AND openid = ? AND day = ?').get(
        w.id,
        viewer.openid,
        cstDate(now),
      )
    : false;
  const title = scalar<string>(db, 'SELECT title FROM contests WHERE id = ?', w.contestid)!;
  return {
    id: w.id,
    contestid: w.contestid,
    contesttitle: title ?? '',
    title: w.title,
    text: w.text,
    name: maskName(w.name),
    duration: w.duration,
    audio: mediaUrls(db, 'aloud', w.id)[0] ?? '',
    votes: w.votes,
    plays: w.plays,
    state: w.state,
    statename: REVIEW_NAMES[w.state],
    reason: w.reason,
    createtime: cstDateTime(w.created_at),
    mine: viewer.owns(w.rdrno),
    pointsgiven: viewer.owns(w.rdrno) && pointsGiven(db, w.rdrno, 'aloud', String(w.id)),
    votedtoday,
  };
}

const ORDERS = {
  votes: 'votes DESC, created_at, id',
  plays: 'plays DESC, created_at, id',
  newest: 'created_at DESC, id DESC',
} as const;

/** aloud/works: a contest's approved works, ranked. */
export function rankedWorks(
  db: Db,
  query: { contestid: number; sort: keyof typeof ORDERS },
  paging: Paging,
  viewer: Viewer,
  now: number,
) {
  contestRecord(db, query.contestid);
  const { rows, total } = postPage<WorkRecord>(
    db,
    'works',
    { where: "contestid = ? AND state = 'approved'", order: ORDERS[query.sort], args: [query.contestid] },
    paging,
  );
  return { rows: rows.map((w) => shownWork(db, w, viewer, now)), total };
}

/** aloud/mine: the card's works in every state, newest first. */
export function cardWorks(db: Db, rdrno: string, paging: Paging, viewer: Viewer, now: number) {
  const { rows, total } = postPage<WorkRecord>(
    db,
    'works',
    { where: 'rdrno = ?', order: 'created_at DESC, id DESC', args: [rdrno] },
    paging,
  );
  return { rows: rows.map((w) => shownWork(db, w, viewer, now)), total };
}

const workRecord = (db: Db, id: number) => postRecord<WorkRecord>(db, 'works', id);

/** A work the viewer may see: approved, or their own in any state. */
function visibleWork(db: Db, id: number, viewer: Viewer): WorkRecord {
  const w = workRecord(db, id);
  if (!w || (w.state !== 'approved' && !viewer.owns(w.rdrno))) throw new NotFound('作品不存在');
  return w;
}

export const workDetail = (db: Db, id: number, viewer: Viewer, now: number) =>
  shownWork(db, visibleWork(db, id, viewer), viewer, now);

export interface Upload {
  openid: string;
  rdrno: string;
  contestid: number;
  title: string;
  text: string;
  duration: number;
  nonce: string;
  file: { data: Buffer; mime: string } | null;
}

/** aloud/upload: keeps the work and its audio (waiting for review), or refuses and writes nothing. */
export function enterWork(db: Db, upload: Upload, viewer: Viewer, now: number): { work: AloudWork; repeated: boolean } {
  const c = contestRecord(db, upload.contestid);
  if (!upload.file || upload.file.data.length === 0) throw new InputError('请先录音或选择音频文件');
  const mime = audioType(upload.file.mime);
  const wav = mime === 'audio/wav' || mime === 'audio/x-wav' ? wavSeconds(upload.file.data) : null;
  // A WAV says how long it is; other types are taken at the phone's word, within the limits.
  const duration = wav ?? upload.duration;
  const input = { title: upload.title, text: upload.text, duration, bytes: upload.file.data.length, mime };
  const problem = workProblem(input, c);
  if (problem) throw new InputError(problem);
  if (!audioIsWhole(upload.file.data, mime)) {
    throw new InputError('音频文件不完整或与格式不符，请重新录制或换一个文件');
  }
  checkNonce(upload.nonce, '作品');
  const show = (kept: WorkRecord) => shownWork(db, kept, viewer, now);
  const { post, repeated } = keepOnce(db, 'works', upload, show, () => {
    const reader = requireReader(db, upload.rdrno, now);
    const entries = scalar<number>(
      db,
      "SELECT COUNT(*) FROM works WHERE contestid = ? AND rdrno = ? AND state <> 'rejected'",
      c.id,
      upload.rdrno,
    )!;
    const refusal = entryRefusal(
      { cardState: reader.state, contestState: contestState(c, now), entries },
      c.maxentries,
    );
    if (refusal) throw new InputError(refusal);
    const id = Number(
      prepare(
        db,
        `INSERT INTO works (contestid, openid, rdrno, name, title, text, duration, nonce, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        c.id,
        upload.openid,
        upload.rdrno,
        reader.name,
        upload.title.trim(),
        upload.text.trim(),
        Math.round(duration * 10) / 10,
        upload.nonce,
        now,
      ).lastInsertRowid,
    );
    keepFiles(db, 'aloud', id, [{ data: upload.file?.data ?? Buffer.alloc(0), mime }], now);
    return workDetail(db, id, viewer, now);
  });
  return { work: post, repeated };
}

/** aloud/vote: the vote rule, then one vote counted, in one transaction. */
export function voteForWork(db: Db, id: number, viewer: Viewer, now: number): AloudWork {
  return db.transaction(() => {
    const w = visibleWork(db, id, viewer);
    const day = cstDate(now);
    const votedToday = !!prepare(db, 'SELECT 1 FROM work_votes WHERE work_id = ? AND openid = ? AND day = ?').get(
      id,
      viewer.openid,
      day,
    );
    const votesToday = scalar<number>(
      db,
      'SELECT COUNT(*) FROM work_votes WHERE openid = ? AND day = ?',
      viewer.openid,
      day,
    )!;
    const refusal = voteRefusal(
      {
        state: w.state,
        contestState: contestState(contestRecord(db, w.contestid), now),
        mine: viewer.owns(w.rdrno),
        votedToday,
        votesToday,
      },
      ALOUD_RULES.votesPerDay,
    );
    if (refusal) throw new InputError(refusal);
    prepare(db, 'INSERT INTO work_votes (work_id, openid, day, created_at) VALUES (?, ?, ?, ?)').run(
      id,
      viewer.openid,
      day,
      now,
    );
    prepare(db, 'UPDATE works SET votes = votes + 1 WHERE id = ?').run(id);
    return workDetail(db, id, viewer, now);
  })();
}

/** aloud/play: a play of an approved work, counted. */
export function countPlay(db: Db, id: number, viewer: Viewer, now: number): AloudWork {
  const w = visibleWork(db, id, viewer);
  if (w.state === 'approved') prepare(db, 'UPDATE works SET plays = plays + 1 WHERE id = ?').run(id);
  return workDetail(db, id, viewer, now);
}

/** aloud/del: one of the viewer's own works, its audio and votes with it. */
export function deleteWork(db: Db, id: number, viewer: Viewer): void {
  db.transaction(() => {
    const w = workRecord(db, id);
    if (!w || !viewer.owns(w.rdrno)) throw new NotFound('作品不存在');
    prepare(db, 'DELETE FROM work_votes WHERE work_id = ?').run(id);
    dropFiles(db, 'aloud', id);
    prepare(db, 'DELETE FROM works WHERE id = ?').run(id);
  })();
}

/** The library's review (the control API): approve (the card may then ask for its points), or reject with a reason. */
export function reviewWork(db: Db, id: number, verdict: Verdict, now: number): AloudWork {
  const post = { table: 'works', id, reasonMax: ALOUD_RULES.reasonMax, notFound: '作品不存在' } as const;
  reviewPost(db, post, verdict, now);
  return workDetail(db, id, { openid: '', owns: () => true }, now);
}

/** Works waiting for the library's review, oldest first. */
export function pendingWorks(db: Db, limit: number, now: number): (AloudWork & { rdrno: string; fullname: string })[] {
  return pendingPosts<WorkRecord>(db, 'works', limit).map((w) => forLibrarian(shownWork(db, w, LIBRARIAN, now), w));
}

export { wavSeconds };
