/**
 * 借阅历史's return-date range: two fields that open the UI kit's date picker (never the browser's
 * date input). A picked date applies at once; the start is never after the end, nor either after
 * today; 清除 shows every return again.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { dateToDay, dayToDate, libraryToday } from '../../../lib/loanStatus';
import type { LoansStore } from '../LoansStore';

/** How far back the pickers go. */
const YEARS_BACK = 10;

const loadPicker = () => import('./DatePickerSheet');
const DatePickerSheet = lazy(loadPicker);

type End = 'startdate' | 'enddate';
const NAMES: Record<End, string> = { startdate: '开始日期', enddate: '结束日期' };

export const RangeForm = observer(function RangeForm({ store }: { store: LoansStore }) {
  const [picking, setPicking] = useState<End | null>(null);
  // The picker's code comes with the first tap on a date field, and stays for the next ones.
  const [pickerWanted, setPickerWanted] = useState(false);
  // Fetched while the reader looks at the history, so the first tap opens the picker at once.
  useEffect(() => {
    void loadPicker();
  }, []);
  const [error, setError] = useState('');
  const { startdate, enddate } = store.range;
  const today = libraryToday(Date.now());
  const earliest = `${Number(today.slice(0, 4)) - YEARS_BACK}${today.slice(4)}`;
  // Where each picker may go, and where it opens: the start a month before the end by default.
  const bounds: Record<End, { min: string; max: string; open: string }> = {
    startdate: { min: earliest, max: enddate || today, open: startdate || monthBefore(enddate || today) },
    enddate: { min: startdate || earliest, max: today, open: enddate || today },
  };
  function apply(end: End, day: string) {
    setError(store.setRange({ ...store.range, [end]: day }));
  }
  function clear() {
    setError(store.setRange({ startdate: '', enddate: '' }));
  }
  const field = (end: End) => (
    <button
      type="button"
      className={`loans-range-field${store.range[end] ? '' : ' loans-range-field--open'}`}
      aria-label={`${NAMES[end]}：${store.range[end] || '不限'}`}
      aria-haspopup="dialog"
      onClick={() => {
        setPickerWanted(true);
        setPicking(end);
      }}
    >
      {store.range[end] || '不限'}
    </button>
  );
  const active = picking ? bounds[picking] : null;
  return (
    <section className="ui-card loans-range" aria-label="按归还日期筛选">
      <span className="loans-range-label">归还日期</span>
      {field('startdate')}
      <span aria-hidden="true">至</span>
      {field('enddate')}
      {startdate || enddate ? (
        <button type="button" className="ui-link-button loans-range-clear" onClick={clear}>
          清除
        </button>
      ) : null}
      {error ? (
        <p className="loans-range-error" role="alert">
          {error}
        </p>
      ) : null}
      {pickerWanted ? (
        <Suspense fallback={null}>
          <DatePickerSheet
            visible={picking !== null}
            title={picking ? `选择${NAMES[picking]}` : ''}
            value={active ? dayToDate(active.open) : null}
            min={active ? (dayToDate(active.min) ?? undefined) : undefined}
            max={active ? (dayToDate(active.max) ?? undefined) : undefined}
            onClose={() => setPicking(null)}
            onConfirm={(date) => {
              if (picking) apply(picking, dateToDay(date));
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
});

/** The same day a month earlier (the last day of that month when it is shorter). */
function monthBefore(day: string): string {
  const date = dayToDate(day);
  if (!date) return day;
  const wanted = date.getMonth() - 1;
  date.setDate(1);
  date.setMonth(wanted);
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  date.setDate(Math.min(Number(day.slice(8, 10)), last));
  return dateToDay(date);
}
