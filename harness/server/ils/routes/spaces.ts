/**
 * /v1/elib 空间预约: listSpace, getSpaceDay, bookSpace, listMySpaceBooking, cancelSpaceBooking,
 * spaceCheckin (by the door's code), leaveSpace. A booking is named by its id with the card
 * (`rdrno`): another card's reads as not there. docs/API.md, "Study spaces".
 */
import { SPACE_KINDS } from '../../../../src/api/contract/spaces.js';
import { InputError, page, rows } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { requireRdrno } from '../../infra/params.js';
import { requireCard } from '../cardExists.js';
import { isCalendarDate } from '../dates.js';
import { isLibrary } from '../dictionaries.js';
import { parsePaging } from '../history.js';
import { clockMinutes, spaceDate } from '../rules/index.js';
import { cancelBooking, checkinByDoor, leaveSpace } from '../spaceDoor.js';
import { bookSpace, listSpaces, myBookings, spaceDay } from '../spaces.js';
import type { ElibRoute } from './types.js';

/** A positive integer id as given, or a refusal naming the field. */
function idOf(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InputError(`${what}格式错误`);
  return Number(text);
}

function dateOf(text: string): string {
  if (!isCalendarDate(text)) throw new InputError('日期 date 格式错误，应为 YYYY-MM-DD');
  return text;
}

function timeOf(params: Params, name: 'start' | 'end', label: string): number {
  const minutes = clockMinutes(required(params, name, `${label} ${name}`));
  if (minutes === null) throw new InputError(`${label} ${name} 格式错误，应为 HH:mm`);
  return minutes;
}

export function spaceRoutes(elib: ElibRoute, { db, now }: Deps): void {
  const spaceidOf = (params: Params) => idOf(required(params, 'spaceid', '空间编号 spaceid'), '空间编号 spaceid ');
  const bookingIdOf = (params: Params) => idOf(required(params, 'id', '预约编号 id'), '预约编号 id ');
  const card = (params: Params) => {
    const rdrno = requireRdrno(params);
    requireCard(db, rdrno);
    return rdrno;
  };

  elib('listSpace', ({ params }) => {
    const libcode = optional(params, 'libcode');
    if (libcode && !isLibrary(db, libcode)) throw new InputError('图书馆代码不存在');
    const kind = optional(params, 'kind');
    if (kind && !(SPACE_KINDS as readonly string[]).includes(kind))
      throw new InputError('空间类型 kind 须为 room 或 seat');
    const date = optional(params, 'date');
    return rows(listSpaces(db, { libcode, kind, date: date && dateOf(date) }, now()));
  });

  elib('getSpaceDay', ({ params }) => {
    const spaceid = spaceidOf(params);
    // Without a day (a shared link): the library's today, by its clock.
    const asked = optional(params, 'date');
    const date = asked ? dateOf(asked) : spaceDate(now());
    const rdrno = optional(params, 'rdrno') ? card(params) : '';
    return rows([spaceDay(db, { spaceid, date, rdrno }, now())]);
  });

  elib('bookSpace', ({ params }) => {
    const rdrno = card(params);
    const spaceid = spaceidOf(params);
    const date = dateOf(required(params, 'date', '日期 date'));
    const start = timeOf(params, 'start', '开始时间');
    const end = timeOf(params, 'end', '结束时间');
    return rows([bookSpace(db, { rdrno, spaceid, date, start, end }, now())], '预约成功');
  });

  elib('listMySpaceBooking', ({ params }) => {
    const rdrno = card(params);
    const scope = optional(params, 'scope') || 'upcoming';
    if (scope !== 'upcoming' && scope !== 'past') throw new InputError('范围 scope 须为 upcoming 或 past');
    const paging = parsePaging(optional(params, 'page'), optional(params, 'rows'));
    const { rows: list, total } = myBookings(db, { rdrno, scope, ...paging }, now());
    return page(list, total);
  });

  elib('cancelSpaceBooking', ({ params }) => {
    const rdrno = card(params);
    return rows([cancelBooking(db, rdrno, bookingIdOf(params), now())], '已取消预约');
  });

  elib('spaceCheckin', ({ params }) => {
    const rdrno = card(params);
    const code = required(params, 'code', '空间二维码 code');
    return rows([checkinByDoor(db, rdrno, code, now())], '签到成功');
  });

  elib('leaveSpace', ({ params }) => {
    const rdrno = card(params);
    return rows([leaveSpace(db, rdrno, bookingIdOf(params), now())], '已结束使用');
  });
}
