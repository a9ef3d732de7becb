/**
 * 详情: an article by id (/banner_article?id=: a banner's, a notice's), or the reader service
 * agreement (/usa; /usa?id= names another agreement). The body is sanitized (components/sanitizeHtml.ts) and its
 * in-app links stay in the app (RichText). An article that does not exist (withdrawn, a stale
 * link) is one calm panel (文章不存在或已下线) with 返回通知公告 only.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AsyncView, Missing } from '../../components/AsyncView';
import { PATHS } from '../../router/paths';
import { useFeature } from '../../stores/context';
import { ArticleView } from './components/ArticleView';
import { ContentStore } from './ContentStore';
import '../../components/ui/page.css';
import './content.css';

const ArticleScreen = observer(function ArticleScreen() {
  const store = useFeature(ContentStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const agreement = pathname === PATHS.agreement;
  useEffect(() => {
    if (agreement) void store.loadAgreement(id);
    else if (id) void store.loadArticle(id);
  }, [store, id, agreement]);
  const article = agreement ? store.agreement : store.article;
  const back = { actionText: '返回通知公告', onAction: () => navigate(PATHS.notice) };
  return (
    <div className="ui-page content content--article">
      {id || agreement ? (
        <AsyncView
          status={article.status}
          error={article.error}
          onRetry={() => void article.refresh()}
          missing={{ text: '它可能已下线，或链接已失效', ...back }}
        >
          {() => (article.value ? <ArticleView article={article.value} /> : null)}
        </AsyncView>
      ) : (
        <Missing title="文章不存在" state={{ text: '链接可能不完整', ...back }} />
      )}
    </div>
  );
});

export default ArticleScreen;
