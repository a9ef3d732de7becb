/**
 * 借阅信息 (/books/index): current loans, 续借 on those the library would renew (why not on the
 * others), 全部续借 after asking and with its summary, 订阅到期提醒 (and 过期提醒 while a loan is
 * overdue), and the loan history. ?barcode= (a reminder's 查看详情) shows that loan, marked.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CardListView } from '../../components/CardListView';
import { Tabs } from '../../components/ui/Tabs';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature, useStores } from '../../stores/context';
import { HistoryList } from './components/HistoryList';
import { LoanCard } from './components/LoanCard';
import { ReminderOffer } from '../../components/ReminderOffer';
import { RenewSummaryPanel } from './components/RenewSummary';
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
  useCardLoad(() => (tab === 'current' ? store.loadCurrent() : undefined), [store, tab]);
  return (
    <div className="ui-page loans">
      <Tabs
        label="借阅信息"
        items={TABS}
        active={tab}
        onPick={(id) => setParams(id === 'current' ? {} : { tab: id }, { replace: true })}
      />
      {/* The history list shows its own load (AsyncList); the current loans are shown here. */}
      <CardListView
        load={tab === 'current' ? store.current : undefined}
        whyBind="绑定后即可查看借阅"
        loadingLabel="借阅信息加载中"
        emptyState={{
          title: '当前没有借阅',
          text: '找一本想读的书吧',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      >
        {() =>
          tab === 'history' ? (
            <HistoryList store={store} />
          ) : (
            <CurrentLoans store={store} focus={params.get('barcode') ?? ''} />
          )
        }
      </CardListView>
    </div>
  );
});

const CurrentLoans = observer(function CurrentLoans({ store, focus }: { store: LoansStore; focus: string }) {
  const { env } = useStores();
  const list = store.current;
  const renewable = store.renewable.length;
  const overdue = store.loans.some((view) => view.status.kind === 'overdue');
  const dueLater = store.loans.some((view) => view.status.kind !== 'overdue');
  const focused = focus ? store.loans.find((view) => view.loan.barcode === focus) : undefined;
  // The loan a reminder is about, in view (after the page's own move to its top).
  useEffect(() => {
    if (!focused) return;
    const timer = setTimeout(() =>
      document.querySelector('.loans-item[aria-current]')?.scrollIntoView({ block: 'center' }),
    );
    return () => clearTimeout(timer);
  }, [focused]);
  async function renewAll() {
    if (await env.ui.confirm(store.renewAllQuestion)) await store.renewAll();
  }
  return (
    <>
      <div className="loans-summary">
        <span>
          在借 <strong>{store.loans.length}</strong> 本{renewable > 0 ? ` · 可续借 ${renewable} 本` : null}
        </span>
        {renewable > 0 || store.renewingAll ? (
          <button
            type="button"
            className="ui-button loans-renew-all"
            disabled={store.busy}
            aria-busy={store.renewingAll}
            onClick={() => void renewAll()}
          >
            {store.renewingAll ? '续借中…' : '全部续借'}
          </button>
        ) : (
          <span className="loans-summary-none">暂无可续借的图书</span>
        )}
      </div>
      <RenewSummaryPanel store={store} />
      {focus && !focused ? (
        <p className="ui-list-stale" role="status">
          条码 {focus} 的书不在当前借阅中，可能已归还或已转借
        </p>
      ) : null}
      {overdue ? <ReminderOffer kind="overdue" /> : null}
      {dueLater || !overdue ? <ReminderOffer kind="due" /> : null}
      {list.error ? (
        <p className="loans-stale" role="alert">
          {list.error}
        </p>
      ) : null}
      {store.loans.map((view) => (
        <LoanCard key={view.loan.barcode} view={view} store={store} focused={view === focused} />
      ))}
    </>
  );
});

export default Loans;
