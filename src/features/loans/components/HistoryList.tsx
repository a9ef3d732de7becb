/**
 * 借阅历史: returned loans, newest first, by the return dates the reader picks (the UI kit's date
 * picker); each row opens the book, and its 借阅详情 the loan's own history (LoanRecordSheet).
 * Virtualized past 100 rows.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CirHistory } from '../../../api/contract';
import { AsyncList } from '../../../components/AsyncList';
import { PATHS } from '../../../router/paths';
import { useCardLoad } from '../../../stores/context';
import { endedText, lentText } from '../lentVia';
import type { LoansStore } from '../LoansStore';
import { RangeForm } from './RangeForm';

const LoanRecordSheet = lazy(() => import('./LoanRecordSheet'));

export const HistoryList = observer(function HistoryList({ store }: { store: LoansStore }) {
  const navigate = useNavigate();
  useCardLoad(() => store.loadHistory(), [store]);
  return (
    <>
      <RangeForm store={store} />
      <AsyncList
        list={store.history}
        label="借阅历史"
        rowKey={(row: CirHistory) => row.loanid}
        estimateSize={132}
        renderRow={(row: CirHistory) => <HistoryRow row={row} store={store} />}
        emptyState={{
          title: store.range.startdate || store.range.enddate ? '这段时间没有借阅记录' : '还没有借阅记录',
          text: '找一本想读的书吧',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      />
      {store.recordOf !== null ? (
        <Suspense fallback={null}>
          <LoanRecordSheet store={store} />
        </Suspense>
      ) : null}
    </>
  );
});

/** One returned loan: a link to the book (图书详情), and 借阅详情. */
function HistoryRow({ row, store }: { row: CirHistory; store: LoansStore }) {
  return (
    <div className="loans-history-item">
      <Link className="loans-history-row" to={`${PATHS.bookDetail}?bookrecno=${row.bookrecno}`}>
        <span className="loans-history-title">{row.title}</span>
        <span className="loans-item-line">
          {row.author} · {row.libname}
        </span>
        <span className="loans-item-line">
          <span className="loans-seg">{lentText(row.loandate, row.lentvia)}</span> ·{' '}
          <span className="loans-seg">{endedText(row.backdate, row.returnedvia)}</span>
          {row.renewcount > 0 ? ` · 续借 ${row.renewcount} 次` : ''}
        </span>
      </Link>
      <button
        type="button"
        className="loans-history-more"
        aria-haspopup="dialog"
        aria-label={`借阅详情：${row.title}`}
        onClick={() => void store.openRecord(row.loanid)}
      >
        借阅详情
      </button>
    </div>
  );
}
