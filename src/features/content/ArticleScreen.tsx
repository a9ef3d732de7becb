/**
 * 详情: an article by id (/banner_article?id=: a banner's, a notice's), or the reader service
 * agreement (/usa; /usa?id= names another agreement). The body is sanitized (html.ts) and its
 * in-app links stay in the app (RichText).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AsyncView, Empty } from '../../components/AsyncView';
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
  return (
    <div className="ui-page content content--article">
      {id || agreement ? (
        <AsyncView status={article.status} error={article.error} onRetry={() => void article.refresh()}>
          {() => (article.value ? <ArticleView article={article.value} /> : null)}
        </AsyncView>
      ) : (
        <Empty
          state={{
            title: '文章不存在',
            text: '链接可能不完整',
            actionText: '查看通知公告',
            onAction: () => navigate(PATHS.notice),
          }}
        />
      )}
    </div>
  );
});

export default ArticleScreen;
