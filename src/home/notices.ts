/**
 * What on home asks for the reader's attention (a lost or expired card, overdue or nearly due
 * loans, reservations to collect, fines owed), each leading to its screen. Pure: from the card's
 * base and extended info and today's date in the library.
 */
import type { ReaderBase, ReaderExtend } from '../api/contract';
import { formatMoney } from '../lib/format';
import { daysBetween } from '../lib/loanStatus';
import { PATHS } from '../router/paths';

export interface HomeNotice {
  key: string;
  text: string;
  path: string;
  /** Something to act on now (red), or a reminder (orange). */
  urgent: boolean;
}

export function homeNotices(
  base: ReaderBase | null,
  extra: ReaderExtend | null,
  today: string,
  dueSoonDays: number,
): HomeNotice[] {
  const notices: HomeNotice[] = [];
  if (base?.state === 'lost') {
    notices.push({ key: 'card', text: '读者证已挂失，找回后可取消挂失', path: PATHS.cardDetail, urgent: true });
  } else if (base?.state === 'expired') {
    notices.push({ key: 'card', text: '读者证已过期，请办理延期', path: PATHS.cardDetail, urgent: true });
  }
  if (!extra) return notices;
  if (extra.overduecount > 0) {
    notices.push({
      key: 'overdue',
      text: `${extra.overduecount} 本图书已过期，请尽快归还`,
      path: PATHS.loans,
      urgent: true,
    });
  } else if (extra.nextreturndate) {
    const days = daysBetween(today, extra.nextreturndate);
    if (days !== null && days >= 0 && days <= dueSoonDays) {
      const when = days === 0 ? '今天' : ` ${days} 天后`;
      notices.push({ key: 'dueSoon', text: `有图书${when}到期，记得续借或归还`, path: PATHS.loans, urgent: false });
    }
  }
  if (extra.readycount > 0) {
    notices.push({
      key: 'ready',
      text: `${extra.readycount} 本预约的图书可以取了`,
      path: PATHS.reserve,
      urgent: false,
    });
  }
  if (extra.fine > 0) {
    notices.push({
      key: 'fine',
      text: `未缴罚款 ${formatMoney(extra.fine)}，点击缴纳`,
      path: PATHS.fines,
      urgent: true,
    });
  }
  return notices;
}
