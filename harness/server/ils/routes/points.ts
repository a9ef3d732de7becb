/**
 * /v1/elib points: ListReaderBonusLog (the card's log), addReaderBonusLog (the points for one
 * thing of the card's) and getParameter (the library's parameters readers see: `pointrules`).
 * docs/API.md, "Points".
 */
import type { EarnKind } from '../../../../src/api/contract/index.js';
import { InputError, page, rows } from '../../infra/envelope.js';
import { type Deps, optional, required } from '../../infra/http.js';
import { requireRdrno } from '../../infra/params.js';
import { earnPoints, listBonusLog, pointRules } from '../bonus.js';
import { requireCard } from '../cardExists.js';
import { parsePaging } from '../history.js';
import type { ElibRoute } from './types.js';

const EARN_KINDS: EarnKind[] = ['bind', 'ontime', 'comment', 'aloud', 'photo'];

export function pointRoutes(elib: ElibRoute, { db, now }: Deps): void {
  elib('ListReaderBonusLog', ({ params }) => {
    const rdrno = requireRdrno(params);
    requireCard(db, rdrno);
    const { rows: list, total } = listBonusLog(
      db,
      rdrno,
      parsePaging(optional(params, 'page'), optional(params, 'rows')),
    );
    return page(list, total);
  });

  elib('addReaderBonusLog', ({ params }) => {
    const rdrno = requireRdrno(params);
    const kind = required(params, 'kind', '积分类型') as EarnKind;
    if (!EARN_KINDS.includes(kind)) throw new InputError('积分类型 kind 须为 bind、ontime、comment、aloud 或 photo');
    const ref = required(params, 'ref', '积分对应的记录');
    if (ref.length > 32) throw new InputError('积分对应的记录 ref 过长');
    return rows([earnPoints(db, rdrno, kind, ref, now())], '积分已发放');
  });

  elib('getParameter', ({ params }) => {
    const key = required(params, 'key', '参数名');
    if (key !== 'pointrules') throw new InputError('参数名 key 须为 pointrules');
    return rows(pointRules());
  });
}
