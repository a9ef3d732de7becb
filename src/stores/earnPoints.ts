/**
 * Asking the library for the points one thing of the card's earns (addReaderBonusLog): a comment
 * right after it is posted, a read-aloud work or a photo once approved. The library gives them once
 * per thing, or says why not (the daily limit on comments, a card that may not earn, given
 * already); either way the reader is told. Used by the stores of 图书评论, 朗读比赛 and 读者晒图; the
 * points' own screens (积分记录) reload when next shown (RootStore.pointsChanged).
 */
import type { EarnKind } from '../api/contract';
import { elibPost } from '../api/elib';
import { elibOk, failureMessage, firstRow } from '../api/result';
import { type ActionResult, failed, succeeded } from './base/Action';
import type { RootStore } from './RootStore';

/** 积分+5 when given (every list of points reloads when next shown), else the library's reason. */
export async function earnPoints(root: RootStore, kind: EarnKind, ref: number | string): Promise<ActionResult> {
  const { rdrno } = root;
  if (!rdrno) return failed('请先绑定读者证');
  // SPEC lists addReaderBonusLog among the POST calls.
  const res = await elibPost('addReaderBonusLog', { rdrno, kind, ref: String(ref) });
  const row = firstRow(res);
  if (!elibOk(res) || !row) return failed(failureMessage(res, '积分领取失败，请稍后重试'));
  root.pointsChanged();
  return succeeded(`积分+${row.points}`);
}
