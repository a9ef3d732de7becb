/**
 * /v1/elib: a card's points (积分). The log (ListReaderBonusLog) lists every entry, earned (+) or
 * spent (−), with the balance after it. Points are given by the library system for things it can
 * see happened, once each: by itself for its own events (a card bound, a loan back on time at the
 * desk), and when the app asks (addReaderBonusLog) for what the reader did in it (a comment, an
 * approved read-aloud work or photo); the rules readers see come from getParameter. docs/API.md,
 * "Points".
 */
import type { PageParams } from './loans';

/** What earns points. */
export type EarnKind = 'bind' | 'ontime' | 'comment' | 'aloud' | 'photo';

/** What a log entry is for: earned, spent on a gift, given back, or seeded as it was (other). */
export type BonusKind = EarnKind | 'redeem' | 'refund' | 'other';

/** ListReaderBonusLog: the card's entries, newest first. */
export interface BonusLogParams extends PageParams {
  rdrno: string;
  authorizer_appid?: string;
}

export interface BonusLogRow {
  id: number;
  /** YYYY-MM-DD HH:mm:ss, the library's time. */
  createtime: string;
  kind: BonusKind;
  /** What it was for, as the reader reads it (绑定读者证, 按时还书《红楼梦》 ...). */
  reason: string;
  /** + earned, − spent. */
  points: number;
  /** The card's points after this entry. */
  balance: number;
}

/** addReaderBonusLog: asks for the points of one thing of the card's (`ref`: its card, loan id, comment id ...). */
export interface AddBonusParams {
  rdrno: string;
  kind: EarnKind;
  ref: string;
  authorizer_appid?: string;
}

/** getParameter: one of the library's parameters readers see (only `pointrules` today). */
export interface ParameterParams {
  key: 'pointrules';
  authorizer_appid?: string;
}

/** getParameter with `key=pointrules`: how points are earned and spent, as the library sets it. */
export interface PointRule {
  kind: EarnKind | 'redeem';
  /** 绑定读者证 / 按时还书 ... */
  name: string;
  /** Points per time (+ earned; for redeem, 0: each gift has its price). */
  points: number;
  /** 每张读者证一次 / 每天最多3条 ... */
  note: string;
}
