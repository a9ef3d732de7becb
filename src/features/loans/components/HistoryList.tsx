/** 借阅历史: returned loans, newest first, by date range; virtualized past 100 rows. */
import { endedText, lentText } from '../lentVia';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CirHistory } from '../../../api/contract';
import { AsyncList } from '../../../components/AsyncList';
import { PATHS } from '../../../router/paths';
import type { LoansStore } from '../LoansStore';

export const HistoryList = observer(function HistoryList({ store }: { store: LoansStore }) {
  const navigate = useNavigate();
  const rdrno = store.rdrno;
  useEffect(() => {
    if (rdrno) void store.loadHistory();
  }, [store, rdrno]);
  return (
    <>
      <RangeForm store={store} />
      <AsyncList
        list={store.history}
        label="借阅历史"
        rowKey={(row: CirHistory) => row.loanid}
        estimateSize={92}
        renderRow={(row: CirHistory) => <HistoryRow row={row} />}
        emptyState={{
          title: store.range.startdate || store.range.enddate ? '这段时间没有借阅记录' : '还没有借阅记录',
          text: '找一本想读的书吧',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      />
    </>
  );
});

function HistoryRow({ row }: { row: CirHistory }) {
  return (
    <div className="loans-history-row">
      <div className="loans-history-title">{row.title}</div>
      <div className="loans-item-line">
        {row.author} · {row.libname}
      </div>
      <div className="loans-item-line">
        <span className="loans-seg">{lentText(row.loandate, row.lentvia)}</span> ·{' '}
        <span className="loans-seg">{endedText(row.backdate, row.returnedvia)}</span>
        {row.renewcount > 0 ? ` · 续借 ${row.renewcount} 次` : ''}
      </div>
    </div>
  );
}

const RangeForm = observer(function RangeForm({ store }: { store: LoansStore }) {
  const [startdate, setStart] = useState(store.range.startdate);
  const [enddate, setEnd] = useState(store.range.enddate);
  const [error, setError] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(store.setRange({ startdate, enddate }));
  }
  function clear() {
    setStart('');
    setEnd('');
    setError(store.setRange({ startdate: '', enddate: '' }));
  }
  return (
    <form className="ui-card loans-range" onSubmit={submit} aria-label="按归还日期筛选">
      <label>
        <span>从</span>
        <input type="date" value={startdate} onChange={(e) => setStart(e.target.value)} aria-label="开始日期" />
      </label>
      <label>
        <span>到</span>
        <input type="date" value={enddate} onChange={(e) => setEnd(e.target.value)} aria-label="结束日期" />
      </label>
      <button type="submit" className="ui-button loans-range-go">
        筛选
      </button>
      {store.range.startdate || store.range.enddate ? (
        <button type="button" className="ui-link-button" onClick={clear}>
          清除
        </button>
      ) : null}
      {error ? (
        <p className="loans-range-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
});
