import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  dateToDay,
  dayToDate,
  daysBetween,
  daysLeftText,
  libraryToday,
  loanStatus,
  monthDayText,
  sortLoans,
} from '../../src/lib/loanStatus';

const Status = suite('loanStatus: SPEC §4 borrow status texts');

Status('过期 once the due date has passed; 临期 within the window, its edge included; 借阅中 beyond', () => {
  const today = '2026-03-10';
  assert.equal(loanStatus('2026-03-09', today, 3), { kind: 'overdue', text: '过期', daysLeft: -1 });
  assert.equal(loanStatus('2026-03-10', today, 3), { kind: 'dueSoon', text: '临期', daysLeft: 0 });
  assert.equal(loanStatus('2026-03-13', today, 3), { kind: 'dueSoon', text: '临期', daysLeft: 3 });
  assert.equal(loanStatus('2026-03-14', today, 3), { kind: 'onLoan', text: '借阅中', daysLeft: 4 });
  assert.is(loanStatus('2026-03-11', today, 0).kind, 'onLoan', 'a window of 0 days: only the day itself');
  assert.is(loanStatus('2026-03-10', today, 0).kind, 'dueSoon');
});

Status('counts calendar days across months, leap days and years', () => {
  assert.is(daysBetween('2028-02-28', '2028-03-01'), 2);
  assert.is(daysBetween('2026-12-31', '2027-01-01'), 1);
  assert.is(daysBetween('2026-03-10', '2026-03-10 23:59:59'), 0);
  assert.is(daysBetween('2026-03-10', 'soon'), null);
  assert.equal(loanStatus('', '2026-03-10', 3), { kind: 'onLoan', text: '借阅中', daysLeft: null });
});

Status("the library's day is China's: 16:30 UTC is already the next day", () => {
  assert.is(libraryToday(Date.UTC(2026, 2, 10, 15, 59)), '2026-03-10');
  assert.is(libraryToday(Date.UTC(2026, 2, 10, 16, 0)), '2026-03-11');
});

Status('days left in words', () => {
  assert.is(daysLeftText(5), '还剩 5 天');
  assert.is(daysLeftText(0), '今天到期');
  assert.is(daysLeftText(-2), '已过期 2 天');
  assert.is(daysLeftText(null), '');
});

Status('overdue first, then nearly due, then the rest, the earliest due first in each', () => {
  const loans = ['2026-04-01', '2026-03-12', '2026-03-01', '2026-03-20', '2026-03-08', '2026-03-11'].map(
    (returndate) => ({ returndate }),
  );
  assert.equal(
    sortLoans(loans, '2026-03-10', 3).map((l) => l.returndate),
    ['2026-03-01', '2026-03-08', '2026-03-11', '2026-03-12', '2026-03-20', '2026-04-01'],
  );
});

Status('a date as a reader says it: 11月29日, with the year only when it is another year', () => {
  assert.is(monthDayText('2026-11-29', '2026-11-25'), '11月29日');
  assert.is(monthDayText('2027-01-03', '2026-12-30'), '2027年1月3日');
  assert.is(monthDayText('garbled', '2026-11-25'), 'garbled');
});

Status("a date picker's local Date and the library's day, both ways", () => {
  const date = dayToDate('2024-02-29')!;
  assert.equal([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()], [2024, 1, 29, 0]);
  assert.is(dateToDay(date), '2024-02-29');
  assert.is(dateToDay(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
  assert.is(dayToDate(''), null);
});

Status.run();
