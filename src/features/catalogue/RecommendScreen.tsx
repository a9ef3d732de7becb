/**
 * 图书推荐 (/books/recommend): 推荐书目 (the librarians' titles by category), 新书上架 (the new
 * books, page by page: 图书检索's 更多 opens it) and 我要荐购 (the purchase suggestion form and the
 * reader's suggestions). The tab, category and new books' filters are the address's (?tab=suggest,
 * ?cata=2, ?tab=new&days=30&lib=SXLIB-ET); a link may fill the form in (?title=&author=&isbn=&publisher=,
 * which alone also opens 我要荐购: 检索结果's 荐购 sends ?title=).
 */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { CardGate } from '../../components/CardGate';
import { Tabs } from '../../components/ui/Tabs';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { NewBooks } from './components/NewBooks';
import { RecommendPicks } from './components/RecommendPicks';
import { SUGGEST_TITLE_ID, SuggestForm } from './components/SuggestForm';
import { SuggestionList } from './components/SuggestionList';
import { RecommendStore } from './RecommendStore';
import { newBooksParams, readNewBooksQuery } from './newBooksQuery';
import { draftFromQuery, PREFILL_FIELDS } from './suggestionForm';
import '../../components/ui/page.css';
import './recommend.css';

type Tab = 'picks' | 'new' | 'suggest';

const TABS: { id: Tab; label: string }[] = [
  { id: 'picks', label: '推荐书目' },
  { id: 'new', label: '新书上架' },
  { id: 'suggest', label: '我要荐购' },
];

/** The tab the address asks for: `tab`, else 我要荐购 when it fills the form in. */
export function tabOf(params: URLSearchParams): Tab {
  const tab = params.get('tab');
  if (tab === 'suggest' || tab === 'picks' || tab === 'new') return tab;
  return PREFILL_FIELDS.some((field) => params.get(field)) ? 'suggest' : 'picks';
}

const Recommend = observer(function Recommend() {
  const store = useFeature(RecommendStore);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const cataid = Number(params.get('cata')) || 0;
  const query = params.toString();
  const prefill = useMemo(() => draftFromQuery(new URLSearchParams(query)), [query]);
  const show = (next: Tab) => setParams(next === 'picks' ? {} : { tab: next }, { replace: true });
  const newBooks = readNewBooksQuery(params);

  return (
    <div className="ui-page rec">
      <Tabs label="图书推荐" items={TABS} active={tab} onPick={show} panelId="rec-panel" />
      <div id="rec-panel" role="tabpanel" aria-labelledby={`rec-panel-tab-${tab}`}>
        {tab === 'picks' ? (
          <RecommendPicks
            store={store}
            cataid={cataid}
            onCategory={(id) => setParams({ cata: String(id) }, { replace: true })}
          />
        ) : tab === 'new' ? (
          <NewBooks
            store={store}
            query={newBooks}
            onQuery={(next) => setParams(newBooksParams(next), { replace: true })}
          />
        ) : (
          <Suggest store={store} prefill={prefill} />
        )}
      </div>
    </div>
  );
});

const Suggest = observer(function Suggest({
  store,
  prefill,
}: {
  store: RecommendStore;
  prefill: ReturnType<typeof draftFromQuery>;
}) {
  const location = useLocation();
  const bind = `${PATHS.bind}?redirect_url=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <CardGate
      noCard={
        <div className="ui-card rec-bind">
          <p className="rec-bind-what">
            <Link to={bind}>绑定读者证</Link>后可荐购
          </p>
          <p className="rec-bind-why">图书馆没有的书，可以推荐我们购买，处理结果会在这里答复</p>
        </div>
      }
    >
      {() => (
        <>
          <SuggestForm store={store} prefill={prefill} />
          <SuggestionList store={store} onEmpty={() => document.getElementById(SUGGEST_TITLE_ID)?.focus()} />
        </>
      )}
    </CardGate>
  );
});

export default Recommend;
