/** How a loan was made and ended, as its row says it (a desk loan and return say nothing extra). */
import type { LentVia } from '../../api/contract';

const LENT: Record<LentVia, string> = { desk: '', phone: '（手机借书）', transfer: '（转借转入）' };

/** 借出 2026-11-02（转借转入） */
export const lentText = (loandate: string, via: LentVia | undefined) => `借出 ${loandate}${LENT[via ?? 'desk'] ?? ''}`;

/** 归还 2026-11-20, or 转借给他人 2026-11-20 */
export const endedText = (backdate: string, via: 'desk' | 'transfer' | undefined) =>
  `${via === 'transfer' ? '转借给他人' : '归还'} ${backdate}`;
