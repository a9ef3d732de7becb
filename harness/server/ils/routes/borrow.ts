/**
 * /v1/elib borrowing with the phone: checkLoanBook (the scanned copy and whether the card may
 * borrow it here) and loanBook (lend it). Both name the card with `rdrno` and carry the phone's
 * position; docs/API.md, "Borrowing with the phone".
 */
import type { LoanCheck } from '../../../../src/api/contract/index.js';
import { InputError, rows } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { requireRdrno } from '../../infra/params.js';
import { cstDate } from '../../infra/util.js';
import { checkItemBarcode, holdingInfo } from '../bib.js';
import { addDays } from '../dates.js';
import { lendByPhone, phoneLoanRefusal } from '../phoneLoans.js';
import type { Position } from '../rules/index.js';
import { limitsOf } from '../standing.js';
import type { ElibRoute } from './types.js';

/** The phone's position as given: both coordinates, or a refusal. */
export function positionOf(params: Params): Position {
  const latitude = optional(params, 'latitude');
  const longitude = optional(params, 'longitude');
  if (!latitude || !longitude) throw new InputError('无法获取您的位置，请开启定位后重试');
  const position = { latitude: Number(latitude), longitude: Number(longitude) };
  const valid =
    /^-?\d{1,3}(\.\d{1,12})?$/.test(latitude) &&
    /^-?\d{1,3}(\.\d{1,12})?$/.test(longitude) &&
    Math.abs(position.latitude) <= 90 &&
    Math.abs(position.longitude) <= 180;
  if (!valid) throw new InputError('位置信息格式错误');
  return position;
}

export function borrowRoutes(elib: ElibRoute, { db, now }: Deps): void {
  const copyOf = (params: Params) => checkItemBarcode(required(params, 'barcode', '图书条码'));

  elib('checkLoanBook', ({ params }) => {
    const rdrno = requireRdrno(params);
    const barcode = copyOf(params);
    const phone = positionOf(params);
    const copy = holdingInfo(db, barcode);
    const reason = phoneLoanRefusal(db, rdrno, barcode, phone, now());
    const duedate = addDays(cstDate(now()), limitsOf(db, rdrno).loandays);
    return rows<LoanCheck>([{ ...copy, reason, loanable: !reason, duedate }]);
  });

  elib('loanBook', ({ params }) => {
    const rdrno = requireRdrno(params);
    const barcode = copyOf(params);
    const phone = positionOf(params);
    return rows([lendByPhone(db, rdrno, barcode, phone, now())], '借阅成功');
  });
}
