/**
 * The points mall (积分商城) and the reader's gifts (我的礼品). Redeeming runs in one transaction:
 * the rules (rules/gifts.ts redeemRefusal) on the facts as they are, one of the stock taken with
 * `UPDATE … WHERE stock > 0` (of two readers on the last one, one wins), the redemption and its
 * points entry written. Cancelling gives the points and the stock back the same way.
 */
import { randomInt } from 'node:crypto';
import type { Gift, GiftCategory, Redemption } from '../../../src/api/contract/index.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import type { GiftRow, RedemptionRow } from '../infra/rows.js';
import { cstDate, cstDateTime } from '../infra/util.js';
import { escapeXml, wrapText } from './covers.js';
import { pointsBalance } from './points.js';
import { requireReader } from './readers.js';
import {
  BONUS_NAMES,
  cancelRedemptionRefusal,
  type GiftFacts,
  type HandOver,
  handOverRefusal,
  redeemRefusal,
} from './rules/index.js';

type GiftRecord = Omit<GiftRow, 'delivery'> & { delivery: GiftFacts['delivery'] };

const DELIVERY_NAMES: Record<GiftFacts['delivery'], string> = {
  pickup: '到馆领取',
  post: '邮寄',
  both: '到馆领取或邮寄',
};

const STATE_NAMES: Record<Redemption['state'], string> = {
  ready: '待领取',
  pending: '待发货',
  collected: '已领取',
  shipped: '已发货',
  cancelled: '已取消',
};

export const pictureUrl = (giftid: number) => `/api/gift-pictures/${giftid}`;

/** A gift's picture: an SVG card in its colour with its name. */
export function giftPictureFor(db: Db, text: string): string | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const gift = select<Pick<GiftRow, 'name' | 'color'>>(db, 'SELECT name, color FROM gifts WHERE giftid = ?').get(
    Number(text),
  );
  if (!gift) return null;
  const lines = wrapText(gift.name, 7, 3)
    .map((line, i) => `<tspan x="150" dy="${i === 0 ? 0 : 40}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(gift.name)}">
<rect width="300" height="300" fill="${escapeXml(gift.color)}"/>
<circle cx="150" cy="84" r="34" fill="none" stroke="#fff" stroke-width="6"/>
<text x="150" y="176" fill="#fff" font-size="32" font-weight="bold" font-family="sans-serif" text-anchor="middle">${lines}</text>
</svg>`;
}

const giftRecord = (db: Db, giftid: number) =>
  select<GiftRecord>(db, 'SELECT * FROM gifts WHERE giftid = ?').get(giftid);

/** The card's redemptions of a gift that count against its limit (not cancelled). */
const redeemedBy = (db: Db, rdrno: string, giftid: number) =>
  scalar<number>(
    db,
    "SELECT COUNT(*) FROM redemptions WHERE rdrno = ? AND giftid = ? AND state <> 'cancelled'",
    rdrno,
    giftid,
  ) ?? 0;

const facts = (g: GiftRecord): GiftFacts => ({
  points: g.points,
  stock: g.stock,
  startdate: g.startdate,
  enddate: g.enddate,
  perReader: g.perreader,
  delivery: g.delivery,
  withdrawn: g.withdrawn === 1,
});

/** The gifts listed: on the shelf and not past their days (one not yet on offer is listed). */
const LISTED = 'withdrawn = 0 AND enddate >= @today';

/** giftList: the categories with their listed gifts. */
export function giftCategories(db: Db, now: number): GiftCategory[] {
  return select<GiftCategory>(
    db,
    `SELECT c.cataid, c.name, (SELECT COUNT(*) FROM gifts g WHERE g.cataid = c.cataid AND ${LISTED}) AS count
     FROM gift_cata c ORDER BY c.sortnum`,
  ).all({ today: cstDate(now) });
}

/** getGiftPage: listed gifts in the library's order; with a card, its count and verdict for each. */
export function giftPage(
  db: Db,
  query: { cataid: number | null; rdrno: string; page: number; rows: number },
  now: number,
): { rows: Gift[]; total: number } {
  const today = cstDate(now);
  const where = `${LISTED} AND (@cataid IS NULL OR cataid = @cataid)`;
  const bind = { today, cataid: query.cataid };
  const total = scalar<number>(db, `SELECT COUNT(*) FROM gifts WHERE ${where}`, bind) ?? 0;
  const records = select<GiftRecord>(
    db,
    `SELECT * FROM gifts WHERE ${where} ORDER BY sortnum, giftid LIMIT @limit OFFSET @offset`,
  ).all({ ...bind, limit: query.rows, offset: (query.page - 1) * query.rows });
  const reader = query.rdrno ? requireReader(db, query.rdrno, now) : null;
  const balance = query.rdrno ? pointsBalance(db, query.rdrno) : 0;
  const rows = records.map((g): Gift => {
    const redeemed = reader ? redeemedBy(db, query.rdrno, g.giftid) : 0;
    // The verdict before the reader chooses how to receive it: delivery is not asked yet.
    const choice = { delivery: g.delivery === 'post' ? ('post' as const) : ('pickup' as const), addressOk: true };
    const reason = reader ? redeemRefusal({ cardState: reader.state, balance, redeemed, today, choice }, facts(g)) : '';
    const { withdrawn: _, color: __, ...shown } = g;
    return { ...shown, picture: pictureUrl(g.giftid), deliveryname: DELIVERY_NAMES[g.delivery], redeemed, reason };
  });
  return { rows, total };
}

/** How the reader receives it: at a library, or posted to this address (already the user's). */
export type RedeemChoice =
  | { delivery: 'pickup'; libcode: string }
  | { delivery: 'post'; address: { consignee: string; phone: string; address: string } | null };

/** getGiftInsert: the card redeems the gift; the redemption as 我的礼品 lists it. */
export function redeemGift(db: Db, rdrno: string, giftid: number, choice: RedeemChoice, now: number): Redemption {
  const today = cstDate(now);
  return db.transaction(() => {
    const gift = giftRecord(db, giftid);
    if (!gift) throw new InputError('礼品不存在');
    if (choice.delivery === 'pickup' && !prepare(db, 'SELECT 1 FROM libraries WHERE code = ?').get(choice.libcode)) {
      throw new InputError('请选择领取礼品的图书馆');
    }
    const reader = requireReader(db, rdrno, now);
    const refusal = redeemRefusal(
      {
        cardState: reader.state,
        balance: pointsBalance(db, rdrno),
        redeemed: redeemedBy(db, rdrno, giftid),
        today,
        choice: { delivery: choice.delivery, addressOk: choice.delivery === 'pickup' || !!choice.address },
      },
      facts(gift),
    );
    if (refusal) throw new InputError(refusal);
    const taken = prepare(db, 'UPDATE gifts SET stock = stock - 1 WHERE giftid = ? AND stock > 0').run(giftid).changes;
    if (taken !== 1) throw new InputError('该礼品已兑完');
    const pickup = choice.delivery === 'pickup';
    const posted = choice.delivery === 'post' ? choice.address : null;
    const id = Number(
      prepare(
        db,
        `INSERT INTO redemptions (rdrno, giftid, points, state, delivery, libcode, pickupcode, consignee, phone, address, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        rdrno,
        giftid,
        gift.points,
        pickup ? 'ready' : 'pending',
        choice.delivery,
        pickup ? choice.libcode : '',
        pickup ? String(randomInt(1_000_000_000, 10_000_000_000)) : '',
        posted?.consignee ?? '',
        posted?.phone ?? '',
        posted?.address ?? '',
        now,
      ).lastInsertRowid,
    );
    prepare(
      db,
      "INSERT INTO points_log (rdrno, points, reason, createdate, kind, ref) VALUES (?, ?, ?, ?, 'redeem', ?)",
    ).run(rdrno, -gift.points, `${BONUS_NAMES.redeem}《${gift.name}》`, cstDateTime(now), String(id));
    return redemption(db, rdrno, id);
  })();
}

const REDEMPTION_SELECT = `
  SELECT r.id, r.giftid, g.name, r.points, r.state, r.delivery, r.libcode, COALESCE(l.name, '') AS libname,
         r.pickupcode, r.consignee, r.phone, r.address, r.created_at, r.closed_at
  FROM redemptions r JOIN gifts g ON g.giftid = r.giftid LEFT JOIN libraries l ON l.code = r.libcode`;

type RedemptionRecord = Omit<Redemption, 'picture' | 'statename' | 'createtime' | 'closetime'> &
  Pick<RedemptionRow, 'created_at' | 'closed_at'>;

const shown = ({ created_at, closed_at, ...r }: RedemptionRecord): Redemption => ({
  ...r,
  picture: pictureUrl(r.giftid),
  statename: STATE_NAMES[r.state],
  createtime: cstDateTime(created_at),
  closetime: closed_at == null ? null : cstDateTime(closed_at),
});

/** One of the card's redemptions, or a refusal (another card's reads as not there). */
function redemption(db: Db, rdrno: string, id: number): Redemption {
  const row = select<RedemptionRecord>(db, `${REDEMPTION_SELECT} WHERE r.id = ? AND r.rdrno = ?`).get(id, rdrno);
  if (!row) throw new InputError('兑换记录不存在');
  return shown(row);
}

/** getReaderGiftList: the card's redemptions, newest first. */
export function readerGifts(
  db: Db,
  rdrno: string,
  paging: { page: number; rows: number },
): { rows: Redemption[]; total: number } {
  const total = scalar<number>(db, 'SELECT COUNT(*) FROM redemptions WHERE rdrno = ?', rdrno) ?? 0;
  const rows = select<RedemptionRecord>(
    db,
    `${REDEMPTION_SELECT} WHERE r.rdrno = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
  ).all(rdrno, paging.rows, (paging.page - 1) * paging.rows);
  return { rows: rows.map(shown), total };
}

/** cancelGiftOrder: the points and one of the stock go back; only before it is collected or posted. */
export function cancelRedemption(db: Db, rdrno: string, id: number, now: number): Redemption {
  return db.transaction(() => {
    const before = redemption(db, rdrno, id);
    const refusal = cancelRedemptionRefusal(before.state);
    if (refusal) throw new InputError(refusal);
    const changed = prepare(
      db,
      "UPDATE redemptions SET state = 'cancelled', closed_at = ? WHERE id = ? AND state IN ('ready', 'pending')",
    ).run(now, id).changes;
    if (changed !== 1) throw new InputError('该兑换已取消');
    prepare(db, 'UPDATE gifts SET stock = stock + 1 WHERE giftid = ?').run(before.giftid);
    prepare(
      db,
      "INSERT INTO points_log (rdrno, points, reason, createdate, kind, ref) VALUES (?, ?, ?, ?, 'refund', ?)",
    ).run(rdrno, before.points, `${BONUS_NAMES.refund}《${before.name}》`, cstDateTime(now), String(id));
    return redemption(db, rdrno, id);
  })();
}

/**
 * The desk (the control API): a gift 待领取 is collected by its pickup code, or a posted one 待发货
 * is sent (by the redemption's id). The redemption as the reader will see it.
 */
export function handOverGift(db: Db, action: HandOver, key: { pickupcode: string } | { id: number }, now: number) {
  return db.transaction(() => {
    type Found = Pick<RedemptionRow, 'id' | 'rdrno'>;
    const found =
      'pickupcode' in key
        ? select<Found>(db, "SELECT id, rdrno FROM redemptions WHERE pickupcode = ? AND pickupcode <> ''").get(
            key.pickupcode,
          )
        : select<Found>(db, 'SELECT id, rdrno FROM redemptions WHERE id = ?').get(key.id);
    if (!found) throw new InputError('pickupcode' in key ? '领取码不存在' : '兑换记录不存在');
    const before = redemption(db, found.rdrno, found.id);
    const refusal = handOverRefusal(before.state, action);
    if (refusal) throw new InputError(refusal);
    const [from, to] = action === 'collect' ? ['ready', 'collected'] : ['pending', 'shipped'];
    prepare(db, 'UPDATE redemptions SET state = ?, closed_at = ? WHERE id = ? AND state = ?').run(
      to,
      now,
      found.id,
      from,
    );
    return redemption(db, found.rdrno, found.id);
  })();
}

/** The desk counts a gift's stock again (the control API): what is left to redeem, 0 to 9999. */
export function setGiftStock(db: Db, giftid: number, stock: number): { giftid: number; name: string; stock: number } {
  if (!Number.isInteger(stock) || stock < 0 || stock > 9999) throw new InputError('库存 stock 须为0到9999的整数');
  const row = select<{ giftid: number; name: string; stock: number }>(
    db,
    'UPDATE gifts SET stock = ? WHERE giftid = ? RETURNING giftid, name, stock',
  ).get(stock, giftid);
  if (!row) throw new InputError('礼品不存在');
  return row;
}
