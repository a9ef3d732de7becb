/** One article as published: its title, who published it and when, how often it was read, the body. */
import type { Article } from '../../../api/contract';
import { useShareCard } from '../../../wx/useShareCard';
import { RichText } from '../../../components/RichText';

export function ArticleView({ article, openPath }: { article: Article; openPath?: (path: string) => void }) {
  useShareCard({
    title: article.title,
    desc: [article.source, article.publishtime.slice(0, 10)].filter(Boolean).join(' '),
  });
  return (
    <article className="article" aria-labelledby={`article-${article.id}`}>
      <h1 className="article-title" id={`article-${article.id}`}>
        {article.title}
      </h1>
      <p className="article-meta">
        {article.source ? <span>{article.source}</span> : null}
        <time>{article.publishtime.slice(0, 10)}</time>
        <span>阅读 {article.readcount}</span>
      </p>
      <RichText html={article.html} openPath={openPath} />
    </article>
  );
}
