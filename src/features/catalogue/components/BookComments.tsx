/** 读者评论 on the detail page: the title's comments, newest first, a form to add one, delete own. */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { COMMENT_RULES } from '../../../api/contract/comments';
import type { BookComment } from '../../../api/contract';
import { AsyncView } from '../../../components/AsyncView';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { PATHS } from '../../../router/paths';
import { useStores } from '../../../stores/context';
import { commentLength, commentProblem, type CommentsStore } from '../CommentsStore';

export const BookComments = observer(function BookComments({
  store,
  bookrecno,
}: {
  store: CommentsStore;
  bookrecno: number;
}) {
  const { book } = store;
  useEffect(() => {
    void store.loadBook(bookrecno);
  }, [store, bookrecno]);
  const count = book.status === 'ready' && book.query?.bookrecno === bookrecno ? book.total : 0;
  return (
    <section className="ui-card shelf-comments" aria-label="读者评论">
      <h2 className="opac-section-title">读者评论{count ? ` (${count})` : ''}</h2>
      <CommentForm store={store} bookrecno={bookrecno} />
      <AsyncView status={book.status} error={book.error} onRetry={() => void book.refresh()}>
        {() =>
          book.rows.length ? (
            <>
              <ul className="shelf-comment-list">
                {book.rows.map((comment) => (
                  <li key={comment.id}>
                    <CommentItem comment={comment} store={store} />
                  </li>
                ))}
              </ul>
              {book.hasMore || book.moreStatus === 'error' ? (
                <button
                  type="button"
                  className="shelf-more"
                  disabled={book.moreStatus === 'loading'}
                  onClick={() => void book.loadMore()}
                >
                  {book.moreStatus === 'loading'
                    ? '加载中…'
                    : book.moreStatus === 'error'
                      ? '加载失败，点击重试'
                      : '更多评论'}
                </button>
              ) : null}
            </>
          ) : (
            <p className="opac-none">还没有评论，来写第一条吧</p>
          )
        }
      </AsyncView>
    </section>
  );
});

const CommentForm = observer(function CommentForm({ store, bookrecno }: { store: CommentsStore; bookrecno: number }) {
  const { env, rdrno } = useStores();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  if (!rdrno) {
    return (
      <p className="opac-reserve-hint">
        <Link to={PATHS.bind}>绑定读者证</Link>后可发表评论
      </p>
    );
  }
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const local = commentProblem(text);
    setProblem(local);
    if (local) return;
    const result = await store.post.run(bookrecno, text);
    if (result.ok) {
      setText('');
      env.ui.toast(result.message);
    } else setProblem(result.message);
  }
  const length = commentLength(text);
  return (
    <form className="shelf-comment-form" onSubmit={(e) => void submit(e)} noValidate>
      <textarea
        aria-label="写评论"
        placeholder={`说说你对这本书的看法（${COMMENT_RULES.min}–${COMMENT_RULES.max}字）`}
        value={text}
        rows={3}
        onChange={(e) => {
          setText(e.target.value);
          if (problem) setProblem('');
        }}
      />
      <div className="shelf-comment-bar">
        <span className={`shelf-count ${length > COMMENT_RULES.max ? 'shelf-count--over' : ''}`}>
          {length}/{COMMENT_RULES.max}
        </span>
        <button type="submit" className="ui-button" disabled={store.post.busy}>
          {store.post.busy ? '发表中…' : '发表'}
        </button>
      </div>
      {problem ? (
        <p className="shelf-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {store.noPoints ? (
        <p className="shelf-no-points" role="status">
          {store.noPoints}
        </p>
      ) : null}
    </form>
  );
});

const CommentItem = observer(function CommentItem({ comment, store }: { comment: BookComment; store: CommentsStore }) {
  const confirmThen = useConfirmedAction();
  const remove = () =>
    confirmThen({ title: '删除评论', content: '确定删除这条评论吗？', confirmText: '删除' }, () =>
      store.remove.run(comment.id),
    );
  return (
    <article className="shelf-comment">
      <div className="shelf-comment-head">
        <span className="shelf-comment-who">{comment.nickname}</span>
        <time>{comment.createtime}</time>
      </div>
      <p className="shelf-comment-text" data-user-content>
        {comment.content}
      </p>
      {comment.mine ? (
        <button
          type="button"
          className="shelf-delete"
          disabled={store.remove.busyFor(comment.id)}
          aria-label={`删除评论：${comment.content.slice(0, 10)}`}
          onClick={() => void remove()}
        >
          删除
        </button>
      ) : null}
    </article>
  );
});
