/** Points in the library system (/v1/elib): the card's log, and the rules as the library sets them. */
import type { BonusLogParams, BonusLogRow, PointRule } from '../../api/contract';
import { elibGet, elibPost } from '../../api/elib';

// SPEC lists ListReaderBonusLog among the POST calls.
export const listReaderBonusLog = (p: BonusLogParams) => elibPost<BonusLogRow>('ListReaderBonusLog', p);
export const getPointRules = () => elibGet<PointRule>('getParameter', { key: 'pointrules' });
