/**
 * 指南详情 (/sguide/detail?id=): one entry of the service guide, read without start-up like the
 * guide. A link inside to the rest of the app loads the app afresh, so start-up runs for it. An
 * entry that does not exist (withdrawn, a stale link) is one calm panel with 返回服务指南 only.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AsyncView, Missing } from '../../components/AsyncView';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { ArticleView } from './components/ArticleView';
import { ContentStore } from './ContentStore';
import '../../components/ui/page.css';
import './content.css';

const GuideDetail = observer(function GuideDetail() {
  const store = useFeature(ContentStore);
  const { env } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  useEffect(() => {
    if (id) void store.loadGuideEntry(id);
  }, [store, id]);
  const entry = store.guideEntry;
  const openPath = (path: string) => (path.includes('sguide') ? navigate(path) : env.redirect(path));
  if (!id || (entry.status === 'missing' && entry.key === id)) {
    return (
      <div className="ui-page content content--guide content--article">
        <Missing
          title={(id && entry.error) || '指南不存在'}
          state={{
            text: id ? '这条指南可能已下线，或链接已失效' : '链接可能不完整',
            actionText: '返回服务指南',
            onAction: () => navigate(PATHS.guide),
          }}
        />
      </div>
    );
  }
  return (
    <div className="ui-page content content--guide content--article">
      <nav className="guide-crumbs" aria-label="位置">
        <Link to={PATHS.guide}>服务指南</Link>
        {store.guideCategoryOf(id) ? <span>{store.guideCategoryOf(id)}</span> : null}
      </nav>
      <AsyncView status={entry.status} error={entry.error} onRetry={() => void entry.refresh()}>
        {() => (entry.value ? <ArticleView article={entry.value} openPath={openPath} /> : null)}
      </AsyncView>
      <Link className="ui-button ui-button--ghost ui-button--wide guide-back" to={PATHS.guide}>
        返回服务指南
      </Link>
    </div>
  );
});

export default GuideDetail;
