/**
 * One current loan: the book, where it is from, its dates, its SPEC §4 status, and 续借 when the
 * library would renew it; otherwise why not, and no button (the reader is not invited to a refusal).
 */
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../lib/format';
import { daysLeftText } from '../../../lib/loanStatus';
import { lentText } from '../lentVia';
import type { LoansStore, LoanView } from '../LoansStore';
import { Cover } from '../../../components/ui/Cover';

export const LoanCard = observer(function LoanCard({
  view,
  store,
  focused = false,
}: {
  view: LoanView;
  store: LoansStore;
  /** The loan a reminder opened the page at (?barcode=): marked. */
  focused?: boolean;
}) {
  const { loan, status } = view;
  const result = store.renewal.resultFor(loan.barcode);
  const renewing = store.renewal.busyFor(loan.barcode);
  // The last renewal's outcome, else why the library would not renew it.
  const line = result ? (result.ok ? 'ok' : 'refused') : loan.renewable ? '' : 'note';
  const message = result?.message ?? (loan.renewable ? '' : loan.renewnote);
  return (
    <article
      className="ui-card loans-item"
      aria-label={loan.title}
      aria-current={focused ? 'true' : undefined}
      // Marked without a rule of its own in the budgeted stylesheet.
      style={focused ? { boxShadow: '0 0 0 2px var(--app-primary)' } : undefined}
    >
      <div className="loans-item-main">
        <Cover isbn={loan.isbn} title={loan.title} />
        <div className="loans-item-text">
          <h3 className="loans-item-title">{loan.title}</h3>
          <div className="loans-item-line">{loan.author}</div>
          <div className="loans-item-line">
            条码 {loan.barcode} · {loan.libname}
            {loan.curlocalname ? ` · ${loan.curlocalname}` : ''}
          </div>
          <div className="loans-item-line">
            <span className="loans-seg">{lentText(loan.loandate, loan.lentvia)}</span> ·{' '}
            <span className="loans-seg">
              应还 <strong>{loan.returndate}</strong>
            </span>
          </div>
          <div className="loans-item-line">
            已续借 {loan.renewcount}/{loan.renewlimit} 次
            {loan.fine > 0 ? <span className="loans-item-fine"> · 罚款 {formatMoney(loan.fine)}</span> : null}
          </div>
        </div>
        <div className={`loans-status loans-status--${status.kind}`}>
          <span className="loans-status-text">{status.text}</span>
          <span className="loans-status-days">{daysLeftText(status.daysLeft)}</span>
        </div>
      </div>
      <div className="loans-item-foot">
        <p className={`loans-result${line ? ` loans-result--${line}` : ''}`} role="status">
          {message}
        </p>
        {loan.renewable ? (
          <button
            type="button"
            className="ui-button ui-button--ghost loans-renew"
            disabled={renewing || store.renewingAll}
            aria-busy={renewing}
            aria-label={`续借 ${loan.title}`}
            onClick={() => void store.renew(loan.barcode)}
          >
            {renewing ? '续借中…' : '续借'}
          </button>
        ) : null}
      </div>
    </article>
  );
});
