/**
 * The points mall as seeded: three categories; gifts on offer, one with the last of its stock,
 * one gone, one not yet on offer, one past its days, one taken off the shelf; and redemptions in
 * every state, each paid for by an entry in the card's points log (so the balance adds up).
 * Periods are a library's: days from the seed moment (China time), or a day of this year or the
 * next (the seed's year), so none runs years ahead.
 */
import type { Db } from '../infra/db.js';
import { cstDate, cstDateOffset, cstDateTime } from '../infra/util.js';
import { BONUS_NAMES } from '../ils/rules/index.js';
import { CATEGORIES, GIFTS, POSTED_TO, REDEMPTIONS, type SeedDay } from './data/gifts.js';

const DAY = 86_400_000;

/** A seed day as YYYY-MM-DD (China time). */
export function seedDay(now: number, when: SeedDay): string {
  if (typeof when === 'number') return cstDateOffset(now, when);
  const year = Number(cstDate(now).slice(0, 4)) + when.years;
  return `${year}-${when.day}`;
}

export function seedGifts(db: Db, now: number): void {
  const cata = db.prepare('INSERT INTO gift_cata (cataid, name, sortnum) VALUES (?, ?, ?)');
  for (const [i, name] of CATEGORIES.entries()) cata.run(i + 1, name, i + 1);
  const gift = db.prepare(
    `INSERT INTO gifts (giftid, cataid, name, summary, points, stock, startdate, enddate, perreader, delivery, withdrawn, color, sortnum)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [i, g] of GIFTS.entries()) {
    gift.run(
      i + 1,
      g.cataid,
      g.name,
      g.summary,
      g.points,
      g.stock,
      seedDay(now, g.from),
      seedDay(now, g.until),
      g.perreader,
      g.delivery,
      g.withdrawn ? 1 : 0,
      g.color,
      i + 1,
    );
  }
  const redeem = db.prepare(
    `INSERT INTO redemptions (rdrno, giftid, points, state, delivery, libcode, pickupcode, consignee, phone, address, created_at, closed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const points = db.prepare(
    'INSERT INTO points_log (rdrno, points, reason, createdate, kind, ref) VALUES (?, ?, ?, ?, ?, ?)',
  );
  REDEMPTIONS.forEach((r, i) => {
    const g = GIFTS[r.gift - 1];
    const at = now + r.day * DAY;
    const posted = g.delivery === 'post';
    const id = Number(
      redeem.run(
        r.rdrno,
        r.gift,
        g.points,
        r.state,
        posted ? 'post' : 'pickup',
        posted ? '' : 'SXLIB',
        posted ? '' : String(4_100_000_000 + i * 7919),
        posted ? POSTED_TO.name : '',
        posted ? POSTED_TO.phone : '',
        posted ? POSTED_TO.address : '',
        at,
        r.closed === undefined ? null : now + r.closed * DAY,
      ).lastInsertRowid,
    );
    // The reader's bookmark is already in the log (seed/circulation.ts: 积分商城兑换 −30).
    if (r.rdrno === 'SX100001') return;
    points.run(r.rdrno, -g.points, `${BONUS_NAMES.redeem}《${g.name}》`, cstDateTime(at), 'redeem', String(id));
    if (r.state === 'cancelled') {
      points.run(
        r.rdrno,
        g.points,
        `${BONUS_NAMES.refund}《${g.name}》`,
        cstDateTime(now + (r.closed ?? r.day) * DAY),
        'refund',
        String(id),
      );
    }
  });
}
