/**
 * The harness's own configuration: what the emulated vendor platform knows about its registered
 * clients, the WeChat accounts it serves and the library it fronts. The front end's values
 * (nsk, psk, signKey) are copied here from src/config.ts on purpose: the harness is the other
 * side of that contract and must not import the app's config.
 */
import { ON_SITE_METRES } from '../../../src/api/contract/libraries.js';
import type { SubscribeKind } from '../../../src/api/contract/subscribe.js';

export interface RegisteredClient {
  name: string;
  nsk: string;
  psk: string;
  signKey: string;
}

export const harnessConfig = {
  /** Clients allowed to log in (POST /api/v1/auth/login). */
  clients: [
    { name: '书香市图书馆微信H5', nsk: 'h5-nsk-4f1c2a9e7b', psk: 'h5-psk-9d3e6b1a5c', signKey: 'h5-sign-key-2b8f0c' },
  ] as RegisteredClient[],
  /** The library record handed out at login. */
  elibrary: { id: 1, name: '书香市图书馆', libcode: 'SXLIB' },
  /** The official account (公众号) the front end runs under. */
  authorizerAppid: 'wx8d1c6f0a2b3e4d5c',
  /** The official account's display name on the authorize page. */
  authorizerName: '书香市图书馆',
  /** The third-party platform (开放平台) that acts for the official account. */
  componentAppid: 'wx0c1d2e3f4a5b6c7d',
  /** Platform token lifetime (login). */
  tokenTtlMs: 2 * 60 * 60 * 1000,
  /** Login timestamp window either side of the server clock. */
  loginWindowSec: 300,
  /** OAuth code lifetime (single use). */
  codeTtlMs: 5 * 60 * 1000,
  /** OAuth access token lifetime (WeChat: 7200 s). */
  accessTokenTtlSec: 7200,
  /** How many reader cards one WeChat user may keep on the platform. */
  maxBindingsPerOpenid: 10,
  /**
   * The library's policy for its rules (ils/rules/), the one place these numbers live: owing
   * more than ¥10.00 stops circulation; an overdue item costs ¥0.10 a day, at most ¥20.00; a
   * ready reservation is kept 7 days; a queued one waits 60 days for a copy.
   */
  libraryPolicy: { maxUnpaidFine: 1000, finePerDay: 10, maxOverdueFine: 2000, pickupDays: 7, reserveDays: 60 },
  /**
   * Borrowing with the phone (手机借书, loanBook): only within this many metres of the library the
   * copy is in (the contract's ON_SITE_METRES, which the map's 在馆内 uses too: a library's
   * building and grounds, plus WeChat's location accuracy indoors).
   */
  phoneLoan: { maxDistanceMetres: ON_SITE_METRES },
  /**
   * 图书转借 (rules/transfer.ts): a published code may be taken for 10 minutes; one copy may be
   * handed on at most twice a calendar year (a deployment setting).
   */
  transfer: { codeTtlMs: 10 * 60 * 1000, perCopyPerYear: 2 },
  /**
   * Points (rules/points.ts): earned for binding a card (once per card), a loan returned on time
   * at the desk, a comment kept (at most 3 a day), a read-aloud work or a photo approved.
   */
  points: { earn: { bind: 50, ontime: 2, comment: 5, aloud: 20, photo: 10 }, commentsPerDay: 3 },
  /**
   * WeChat Pay (the merchant the library collects fines through). The key signs chooseWXPay's
   * parameters (paySign); a prepay_id, and so an unpaid order, lives 2 hours.
   */
  wechatPay: { mchId: '1900000109', merchantKey: 'harnessMerchantKey0123456789abcd', orderTtlMs: 2 * 60 * 60 * 1000 },
  /**
   * Reminders (platform/reminders.ts): the official account's subscribe-message templates, the
   * app's ids (src/wechatConfig.ts `subscribeTemplates`, copied), and the in-app page each message opens
   * (src/router/paths.ts: 借阅信息, 预约预借, 财经记录, 我的活动; test/harness/reminders.test.ts checks both
   * against the app's). 到期提醒 goes `dueAheadDays` before the due day and on the day, 过期提醒
   * once the day has passed; both open the loan itself (借阅信息 at ?barcode=).
   */
  reminders: {
    templates: {
      due: 'tpl-due-7Hq2mK9xR4sLb1VnC8wE3pZ6yT0uJ5dA',
      overdue: 'tpl-overdue-4Mx9cT2kW7pLs3Bq8Nf1Rv6Hj0Dy5Ga',
      arrival: 'tpl-arrival-3Fk8nB2vQ6rXc9Ls1Wd4Ym7Hg0Pj5Te',
      fine: 'tpl-fine-9Zt4wN1mK7qRb3Xs6Lc0Vd8Hf2Gj5Py',
      event: 'tpl-event-5Rb8kQ2wM6tXc1Nv9Lh3Ys7Jd0Fg4Pa',
    } as Record<SubscribeKind, string>,
    pages: {
      due: '/books/index',
      overdue: '/books/index',
      arrival: '/books/reserve',
      fine: '/CurFineList',
      event: '/events/mine',
    } as Record<SubscribeKind, string>,
    dueAheadDays: 3,
  },
};

export function findClient(nsk: string): RegisteredClient | undefined {
  return harnessConfig.clients.find((client) => client.nsk === nsk);
}

export function isRegisteredAppid(appid: string): boolean {
  return appid === harnessConfig.authorizerAppid;
}
