/** 借阅信息 (/books/index): current loans with 续借 / 全部续借, and the loan history. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AsyncView, Empty, Skeleton } from '../../components/AsyncView';
import { CardGate } from '../../components/CardGate';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { HistoryList } from './components/HistoryList';
import { LoanCard } from './components/LoanCard';
import { LoansStore } from './LoansStore';
import '../../components/ui/page.css';
import './loans.css';

const TABS = [
  { id: 'current', label: '当前借阅' },
  { id: 'history', label: '借阅历史' },
] as const;

const Loans = observer(function Loans() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'current';
  const store = useFeature(LoansStore);
  return (
    <div className="ui-page loans">
      <div className="loans-tabs" role="tablist" aria-label="借阅信息">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={`loans-tab ${tab === t.id ? 'loans-tab--active' : ''}`}
            onClick={() => setParams(t.id === 'current' ? {} : { tab: t.id }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <CardGate
        noCard={
          <Empty
            state={{
              title: '还没有绑定读者证',
              text: '绑定后即可查看借阅',
              actionText: '去绑定',
              onAction: () => navigate(PATHS.bind),
            }}
          />
        }
        skeleton={<Skeleton rows={3} label="借阅信息加载中" />}
      >
        {() => (tab === 'history' ? <HistoryList store={store} /> : <CurrentLoans store={store} />)}
      </CardGate>
    </div>
  );
});

const CurrentLoans = observer(function CurrentLoans({ store }: { store: LoansStore }) {
  const navigate = useNavigate();
  const { env } = useStores();
  const rdrno = store.rdrno;
  useEffect(() => {
    if (rdrno) void store.loadCurrent();
  }, [store, rdrno]);
  const list = store.current;
  async function renewAll() {
    env.ui.toast((await store.renewAll()).message);
  }
  return (
    <AsyncView
      status={list.status}
      error={list.error}
      onRetry={() => void list.refresh()}
      empty={list.isEmpty}
      emptyState={{
        title: '当前没有借阅',
        text: '找一本想读的书吧',
        actionText: '去检索',
        onAction: () => navigate(PATHS.search),
      }}
      skeleton={<Skeleton rows={3} label="借阅信息加载中" />}
    >
      {() => (
        <>
          <div className="loans-summary">
            <span>
              在借 <strong>{store.loans.length}</strong> 本
            </span>
            <button
              type="button"
              className="ui-button loans-renew-all"
              disabled={store.busy}
              aria-busy={store.renewingAll}
              onClick={() => void renewAll()}
            >
              {store.renewingAll ? '续借中…' : '全部续借'}
            </button>
          </div>
          {list.error ? (
            <p className="loans-stale" role="alert">
              {list.error}
            </p>
          ) : null}
          {store.loans.map((view) => (
            <LoanCard key={view.loan.barcode} view={view} store={store} />
          ))}
        </>
      )}
    </AsyncView>
  );
});

export default Loans;
