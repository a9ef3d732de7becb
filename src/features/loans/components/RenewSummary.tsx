/** What 全部续借 did: how many were renewed, each one's new due date, and why the others were not. */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { LoansStore } from '../LoansStore';

export const RenewSummaryPanel = observer(function RenewSummaryPanel({ store }: { store: LoansStore }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = store.summary;
  // The outcome replaces the waiting: move focus to it so it is read out.
  useEffect(() => {
    if (summary) heading.current?.focus();
  }, [summary]);
  if (!summary) return null;
  const { renewed, notRenewed } = summary;
  const kind = renewed.length > 0 ? 'ok' : 'none';
  return (
    <section className={`ui-card loans-renewed loans-renewed--${kind}`} aria-labelledby="loans-renewed-title">
      <h2 id="loans-renewed-title" tabIndex={-1} ref={heading}>
        {renewed.length > 0 ? '续借完成' : '没有续借成功的图书'}
      </h2>
      <p>
        成功 <strong>{renewed.length}</strong> 本，未续借 <strong>{notRenewed.length}</strong> 本
      </p>
      {renewed.length > 0 ? (
        <ul aria-label="已续借">
          {renewed.map((row) => (
            <li key={row.barcode}>
              <span className="loans-renewed-book">《{row.title}》</span>
              <span className="loans-seg">应还 {row.returndate}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {notRenewed.length > 0 ? (
        <ul className="loans-renewed-list loans-renewed-list--not" aria-label="未续借">
          {notRenewed.map((row) => (
            <li key={row.barcode}>
              <span className="loans-renewed-book">《{row.title}》</span>
              <span>{row.reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="ui-button ui-button--ghost loans-renewed-close"
        onClick={() => store.dismissSummary()}
      >
        知道了
      </button>
    </section>
  );
});
