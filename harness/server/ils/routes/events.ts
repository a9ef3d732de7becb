/**
 * /v1/elib 活动报名: listEvent, getEvent, eventSignup, cancelEventSignup, listMyEvent,
 * eventCheckin. A sign-up belongs to the WeChat user named by `openid` (the session's); a card
 * event's sign-up also names the card (`rdrno`, the session's). A promotion from the waitlist is
 * sent as 活动通知 when the promoted user subscribed (platform/eventNotices.ts).
 * docs/API.md, "Events".
 */
import { EVENT_KINDS, type EventKind } from '../../../../src/api/contract/events.js';
import { InputError, page, rows } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { optionalOpenid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { sendEventNotices } from '../../platform/eventNotices.js';
import { findWechatUser } from '../../wechat/personas.js';
import { isLibrary } from '../dictionaries.js';
import { cancelSignup, eventDetail, listEvents, mySignups, signUp, venueCheckin } from '../eventSignups.js';
import { parsePaging } from '../history.js';
import type { ElibRoute } from './types.js';

/** A positive integer id as given, or a refusal naming the field. */
function idOf(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InputError(`${what}格式错误`);
  return Number(text);
}

const optionalRdrno = (params: Params) => (optional(params, 'rdrno') ? requireRdrno(params) : '');

export function eventRoutes(elib: ElibRoute, { db, now }: Deps): void {
  const paging = (params: Params) => parsePaging(optional(params, 'page'), optional(params, 'rows'));
  const eventidOf = (params: Params) => idOf(required(params, 'eventid', '活动编号'), '活动编号 eventid ');

  elib('listEvent', ({ params }) => {
    const libcode = optional(params, 'libcode');
    if (libcode && !isLibrary(db, libcode)) throw new InputError('图书馆代码不存在');
    const kind = optional(params, 'kind') as EventKind | '';
    if (kind && !EVENT_KINDS.includes(kind)) throw new InputError(`活动类型 kind 须为 ${EVENT_KINDS.join('、')} 之一`);
    const query = { libcode, kind, openid: optionalOpenid(params), ...paging(params) };
    const { rows: list, total } = listEvents(db, query, now());
    return page(list, total);
  });

  elib('getEvent', ({ params }) => {
    const eventid = eventidOf(params);
    const openid = optionalOpenid(params);
    const user = openid ? { openid, rdrno: optionalRdrno(params) } : null;
    return rows([eventDetail(db, eventid, user, now())]);
  });

  elib('eventSignup', ({ params }) => {
    const eventid = eventidOf(params);
    const openid = requireOpenid(params);
    const waitlist = optional(params, 'waitlist');
    if (waitlist && waitlist !== '1') throw new InputError('候补 waitlist 须为 1 或不填');
    const nickname = findWechatUser(db, openid)?.nickname ?? '';
    const input = { eventid, openid, rdrno: optionalRdrno(params), waitlist: waitlist === '1', nickname };
    const signup = signUp(db, input, now());
    return rows([signup], signup.state === 'waiting' ? `已加入候补，当前排第${signup.position}位` : '报名成功');
  });

  elib('cancelEventSignup', ({ params }) => {
    const openid = requireOpenid(params);
    const id = idOf(required(params, 'id', '报名记录编号'), '报名记录编号 id ');
    const { signup, notices } = cancelSignup(db, openid, id, now());
    sendEventNotices(db, notices, now());
    return rows([signup], '已取消报名');
  });

  elib('listMyEvent', ({ params }) => {
    const openid = requireOpenid(params);
    const scope = required(params, 'scope', '范围 scope');
    if (scope !== 'upcoming' && scope !== 'past') throw new InputError('范围 scope 须为 upcoming 或 past');
    const { rows: list, total } = mySignups(db, openid, { scope, ...paging(params) }, now());
    return page(list, total);
  });

  elib('eventCheckin', ({ params }) => {
    const openid = requireOpenid(params);
    const code = required(params, 'code', '签到码');
    return rows(venueCheckin(db, openid, code, now()), '签到成功');
  });
}
