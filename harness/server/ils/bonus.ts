/**
 * Earning points (addReaderBonusLog), the one place points are added: for something of the
 * card's the library can see happened (the card bound, a loan returned on time at the desk, a
 * comment kept; read-aloud works and photos once they are approved), once each (a unique index on
 * the card, the kind and the thing), by the amounts of harnessConfig.points (rules/points.ts).
 * The library's own events earn by themselves (awardIfDue: a binding, a return at the desk); for
 * what the reader does in the app (a comment, an approved work or photo) the app asks (earnPoints).
 */
import type { BonusLogRow, EarnKind, PointRule } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { cstDate, cstDateTime } from '../infra/util.js';
import { bindOpenid, requireReader } from './readers.js';
import { BONUS_NAMES, earnRefusal } from './rules/index.js';

const policy = () => harnessConfig.points;

/** The thing `ref` of the card's that earns `kind`, and the words naming it ('' when none). */
function thing(db: Db, rdrno: string, kind: EarnKind, ref: string): { happened: boolean; about: string } {
  const found = (row: unknown) => ({ happened: row !== undefined, about: (row as string | undefined) ?? '' });
  switch (kind) {
    case 'bind':
      return found(
        ref === rdrno
          ? prepare(db, "SELECT '' FROM readers WHERE rdrno = ? AND openid IS NOT NULL").pluck().get(rdrno)
          : undefined,
      );
    case 'ontime':
      return found(
        prepare(
          db,
          `SELECT '《' || b.title || '》' FROM loans l JOIN books b ON b.bookrecno = l.bookrecno
             WHERE l.id = ? AND l.rdrno = ? AND l.returned_at IS NOT NULL AND l.returned_at <= l.returndate
             AND l.returnedvia IS NULL`,
        )
          .pluck()
          .get(Number(ref) || 0, rdrno),
      );
    case 'comment':
      return found(
        prepare(
          db,
          `SELECT '《' || b.title || '》' FROM comments c JOIN books b ON b.bookrecno = c.bookrecno
             WHERE c.id = ? AND c.rdrno = ?`,
        )
          .pluck()
          .get(Number(ref) || 0, rdrno),
      );
    case 'photo':
      return found(
        prepare(db, "SELECT '「' || topic || '」' FROM photos WHERE id = ? AND rdrno = ? AND state = 'approved'")
          .pluck()
          .get(Number(ref) || 0, rdrno),
      );
    case 'aloud':
      return found(
        prepare(
          db,
          // A work's title may carry its own 《》 (《静夜思》): never doubled.
          `SELECT CASE WHEN title LIKE '《%》' THEN title ELSE '《' || title || '》' END
             FROM works WHERE id = ? AND rdrno = ? AND state = 'approved'`,
        )
          .pluck()
          .get(Number(ref) || 0, rdrno),
      );
    default:
      return { happened: false, about: '' };
  }
}

/** The card was given the points of `kind` for the thing `ref`. */
export const pointsGiven = (db: Db, rdrno: string, kind: EarnKind, ref: string): boolean =>
  !!prepare(db, 'SELECT 1 FROM points_log WHERE rdrno = ? AND kind = ? AND ref = ?').get(rdrno, kind, ref);

function refusalFor(db: Db, rdrno: string, kind: EarnKind, ref: string, now: number) {
  const { happened, about } = thing(db, rdrno, kind, ref);
  const rewarded = pointsGiven(db, rdrno, kind, ref);
  const earnedToday = scalar<number>(
    db,
    'SELECT COUNT(*) FROM points_log WHERE rdrno = ? AND kind = ? AND createdate >= ?',
    rdrno,
    kind,
    cstDate(now),
  )!;
  const refusal = earnRefusal(
    { reason: kind, cardState: requireReader(db, rdrno, now).state, happened, rewarded, earnedToday },
    policy(),
  );
  return { refusal, about };
}

function insert(db: Db, rdrno: string, kind: EarnKind, ref: string, about: string, now: number): number {
  return Number(
    prepare(db, 'INSERT INTO points_log (rdrno, points, reason, createdate, kind, ref) VALUES (?, ?, ?, ?, ?, ?)').run(
      rdrno,
      policy().earn[kind],
      BONUS_NAMES[kind] + about,
      cstDateTime(now),
      kind,
      ref,
    ).lastInsertRowid,
  );
}

/** addReaderBonusLog: the points for one thing of the card's, or why not. One transaction. */
export function earnPoints(db: Db, rdrno: string, kind: EarnKind, ref: string, now: number): BonusLogRow {
  return db.transaction(() => {
    const { refusal, about } = refusalFor(db, rdrno, kind, ref, now);
    if (refusal) throw new InputError(refusal);
    const id = insert(db, rdrno, kind, ref, about, now);
    const row = listBonusLog(db, rdrno, { page: 1, rows: 1 }).rows[0];
    if (row?.id !== id) throw new InputError('积分发放失败，请稍后重试');
    return row;
  })();
}

/**
 * The points one of the library's own events earns (a binding, a return at the desk), when it does
 * (the caller's transaction; a refusal gives nothing).
 */
export function awardIfDue(db: Db, rdrno: string, kind: 'bind' | 'ontime', ref: string, now: number): void {
  const { refusal, about } = refusalFor(db, rdrno, kind, ref, now);
  if (!refusal) insert(db, rdrno, kind, ref, about, now);
}

/** bindOpenid: binds the card to the WeChat user; the card's first binding earns its points. */
export function bindAndReward(db: Db, rdrno: string, openid: string, now: number): void {
  db.transaction(() => {
    bindOpenid(db, rdrno, openid, now);
    awardIfDue(db, rdrno, 'bind', rdrno, now);
  })();
}

/** ListReaderBonusLog: the card's entries, newest first, each with the balance after it. */
export function listBonusLog(
  db: Db,
  rdrno: string,
  paging: { page: number; rows: number },
): { rows: BonusLogRow[]; total: number } {
  const total = scalar<number>(db, 'SELECT COUNT(*) FROM points_log WHERE rdrno = ?', rdrno)!;
  const rows = select<BonusLogRow>(
    db,
    `SELECT id, createtime, kind, reason, points, balance FROM (
         SELECT id, createdate AS createtime, kind, reason, points,
                SUM(points) OVER (ORDER BY createdate, id) AS balance
         FROM points_log WHERE rdrno = ?)
       ORDER BY createtime DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(rdrno, paging.rows, (paging.page - 1) * paging.rows);
  return { rows, total };
}

/** getParameter `pointrules`: how points are earned and spent, as the reader reads it. */
export function pointRules(): PointRule[] {
  const { earn, commentsPerDay } = policy();
  return [
    { kind: 'bind', name: BONUS_NAMES.bind, points: earn.bind, note: '每张读者证一次' },
    { kind: 'ontime', name: BONUS_NAMES.ontime, points: earn.ontime, note: '到期前在馆归还，每册一次' },
    { kind: 'comment', name: BONUS_NAMES.comment, points: earn.comment, note: `每天最多${commentsPerDay}条` },
    { kind: 'aloud', name: BONUS_NAMES.aloud, points: earn.aloud, note: '每件作品一次' },
    { kind: 'photo', name: BONUS_NAMES.photo, points: earn.photo, note: '每次晒图一次' },
    { kind: 'redeem', name: BONUS_NAMES.redeem, points: 0, note: '在积分商城兑换礼品，按礼品所需积分扣除' },
  ];
}
