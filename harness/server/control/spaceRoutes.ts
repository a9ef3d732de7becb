/**
 * The control API's study spaces (under /__harness/api): every space with its door's QR code text
 * (the harness page's scan panel offers them; a test checks in by scanning one), and the desk's
 * view of a space's bookings on a day. Envelope {code, message, data}; a refusal is code 0.
 */
import type { Context, Hono } from 'hono';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { isCalendarDate } from '../ils/dates.js';
import { spaceBookingsOn, spaceDoorCodes } from '../ils/spaceDesk.js';
import { spaceDate } from '../ils/rules/index.js';
import { answer } from './stateRoutes.js';

function listed(c: Context, list: () => unknown[]) {
  return answer(c, () => {
    const rows = list();
    return { data: { rows, total: rows.length }, message: '成功' };
  });
}

export function spaceRoutes(harness: Hono, { db, now }: Deps): void {
  harness.get('/api/spaces', (c) => listed(c, () => spaceDoorCodes(db)));

  harness.get('/api/spaces/bookings', (c) =>
    listed(c, () => {
      const spaceid = (c.req.query('spaceid') ?? '').trim();
      if (!/^\d{1,9}$/.test(spaceid)) throw new InputError('空间编号 spaceid 须为正整数');
      const date = (c.req.query('date') ?? '').trim() || spaceDate(now());
      if (!isCalendarDate(date)) throw new InputError('日期 date 格式错误，应为 YYYY-MM-DD');
      return spaceBookingsOn(db, Number(spaceid), date, now());
    }),
  );
}
