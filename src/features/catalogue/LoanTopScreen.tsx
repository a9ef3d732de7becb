/** 借阅排行 (/books/loanTop): the titles lent most in the last 30 days, 90 days or year, at one library or all. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoanTopRow } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { Chips } from '../../components/ui/Chips';
import { Cover } from '../../components/ui/Cover';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { ChoiceSheet } from '../../components/ChoiceSheet';
import {
  LOAN_TOP_PERIODS,
  type LoanTopQuery,
  LoanTopStore,
  loanTopQueryString,
  readLoanTopQuery,
} from './LoanTopStore';
import '../../components/ui/page.css';
import './recommend.css';

const LoanTop = observer(function LoanTop() {
  const store = useFeature(LoanTopStore);
  const { app } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = readLoanTopQuery(params);
  const key = loanTopQueryString(query);
  useEffect(() => {
    void store.ranking.ensure(readLoanTopQuery(new URLSearchParams(key)), 5 * 60_000);
  }, [store, key]);
  const go = (next: LoanTopQuery) => {
    const search = loanTopQueryString(next);
    navigate(search ? `${PATHS.loanTop}?${search}` : PATHS.loanTop, { replace: true });
  };
  return (
    <div className="ui-page rec">
      <div className="rec-bar">
        <Chips
          legend="统计周期"
          items={LOAN_TOP_PERIODS.map((p) => ({ id: p.period, label: p.label }))}
          active={query.period}
          onPick={(period) => go({ ...query, period })}
        />
        <ChoiceSheet
          label="图书馆"
          className="rec-select"
          value={query.lib}
          choices={[
            { value: '', text: '全部图书馆' },
            ...app.libcode.map((lib) => ({ value: lib.code, text: lib.name })),
          ]}
          onChange={(lib) => go({ ...query, lib })}
        />
      </div>
      <AsyncList
        list={store.ranking}
        label="借阅排行"
        rowKey={(row: LoanTopRow) => row.bookrecno}
        estimateSize={108}
        renderRow={(row: LoanTopRow) => <RankedBook row={row} />}
        emptyState={{
          title: '这段时间还没有借阅记录',
          text: '换个统计周期或图书馆看看',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      />
    </div>
  );
});

function RankedBook({ row }: { row: LoanTopRow }) {
  return (
    <Link className="rec-book" to={`${PATHS.bookDetail}?bookrecno=${row.bookrecno}`}>
      <span className={`rec-rank ${row.rank <= 3 ? `rec-rank--top rec-rank--${row.rank}` : ''}`}>
        <span className="ui-visually-hidden">第</span>
        {row.rank}
        <span className="ui-visually-hidden">名</span>
      </span>
      <Cover isbn={row.isbn} title={row.title} />
      <span className="rec-book-text">
        <span className="rec-book-title">{row.title}</span>
        <span className="rec-book-line">{row.author}</span>
        <span className="rec-book-line">{row.publisher}</span>
        <span className="rec-book-count">借阅 {row.loancount} 次</span>
      </span>
    </Link>
  );
}

export default LoanTop;
