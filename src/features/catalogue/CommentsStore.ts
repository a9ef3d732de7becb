/**
 * Comments on books: one title's comments (public), the card's own comments (图书评论), posting
 * one (checked here for length first, then by the server, which keeps only those that pass; a kept
 * one then asks for its points, addReaderBonusLog) and deleting one's own.
 */
import { makeAutoObservable } from 'mobx';
import { COMMENT_RULES, textLength } from '../../api/contract/comments';
import type { BookComment, MyComment } from '../../api/contract';
import { failureMessage, platformData, platformOk } from '../../api/result';
import { Action, failed, KeyedAction, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { earnPoints } from '../../stores/earnPoints';
import { commentList, deleteComment, myComments, saveComment } from './api';

/** Characters as the reader counts them (and the server checks): code points, after trimming. */
export const commentLength = (content: string) => [...content.trim()].length;

/**
 * '' when the comment may be sent, else why not, with the server's messages (it checks again, and
 * more): 5–300 characters, at least 5 of them letters or CJK (emoji and punctuation do not count).
 */
export function commentProblem(content: string): string {
  const length = commentLength(content);
  if (length < COMMENT_RULES.min || length > COMMENT_RULES.max) return COMMENT_RULES.message;
  return textLength(content) < COMMENT_RULES.minText ? COMMENT_RULES.textMessage : '';
}

export class CommentsStore implements FeatureStore {
  readonly book = new ListStore<BookComment, { bookrecno: number }>(
    (query, paging) => commentList({ ...query, ...paging }).then((res) => platformData(res)),
    { pageSize: 10 },
  );
  readonly mine = new CardList<MyComment, { openid: string }>(
    () => this.root.rdrno,
    (query, paging) => myComments({ ...query, ...paging }).then((res) => platformData(res)),
  );
  /** Why the last comment posted earned no points (the daily limit ...); '' when it did, or none yet. */
  noPoints = '';
  /** 发表: 评论成功，积分+5; when the library gives no points, the comment is kept and noPoints says why. */
  readonly post = new Action<[number, string]>(async (bookrecno, content) => {
    this.setNoPoints('');
    const { openid } = this;
    const { rdrno } = this.root;
    if (!rdrno || !openid) return failed('请先绑定读者证');
    const problem = commentProblem(content);
    if (problem) return failed(problem);
    const res = await saveComment({ openid, rdrno, bookrecno, content: content.trim() });
    if (!platformOk(res)) return failed(failureMessage(res, '评论失败，请稍后重试'));
    if (this.book.query?.bookrecno === bookrecno) void this.book.refresh();
    this.mine.invalidate();
    const posted = res.message || '评论成功';
    const points = await earnPoints(this.root, 'comment', res.data.id);
    if (points.ok) return succeeded(`${posted}，${points.message}`);
    this.setNoPoints(`本条评论未获得积分：${points.message}`);
    return succeeded(posted);
  });
  readonly remove = new KeyedAction(
    (id: number) => id,
    async (id: number) => {
      const openid = this.openid;
      const res = await deleteComment({ openid, id });
      if (!platformOk(res)) return failed(failureMessage(res, '删除失败，请稍后重试'));
      this.book.remove((c) => c.id === id);
      this.mine.remove((c) => c.id === id);
      return succeeded(res.message || '删除成功');
    },
  );

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CommentsStore, 'root'>(this, {
      root: false,
      book: false,
      mine: false,
      post: false,
      remove: false,
    });
  }

  setNoPoints(why: string): void {
    this.noPoints = why;
  }

  get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  loadBook(bookrecno: number, maxAge = 30_000): Promise<void> {
    return this.book.ensure({ bookrecno }, maxAge);
  }

  loadMine(maxAge = 30_000): Promise<void> {
    const { openid } = this;
    return openid ? this.mine.load(maxAge, { openid }) : Promise.resolve();
  }

  /** The card's own list goes; a title's comments stay (who may delete which is the session's, not the card's). */
  clearReaderData(): void {
    this.mine.clear();
    this.post.result = null;
    this.noPoints = '';
  }
}
