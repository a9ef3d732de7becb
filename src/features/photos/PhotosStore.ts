/**
 * 读者晒图 and 晒图详情: the wall (approved posts, newest or most liked), the card's own posts in
 * every state (我的), one post, 点赞 (once per WeChat user) and deleting one's own. A like or a
 * delete is shown in every list that holds the post.
 */
import { makeAutoObservable } from 'mobx';
import type { Photo } from '../../api/contract';
import { failureMessage, platformData, platformOk } from '../../api/result';
import { Action, failed, KeyedAction, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import { DetailStore } from '../../stores/base/DetailStore';
import { ListStore, type PagedList } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { earnPoints } from '../../stores/earnPoints';
import { deletePhoto, likePhoto, listPhotos, myPhotos, photoDetail } from './api';

export type WallView = 'newest' | 'likes' | 'mine';

const FRESH_MS = 30_000;

export class PhotosStore implements FeatureStore {
  readonly wall = new ListStore<Photo, { sort: 'newest' | 'likes'; openid: string }>(
    (query, paging) => listPhotos({ ...query, ...paging }).then((res) => platformData(res)),
    { pageSize: 10 },
  );
  readonly mine = new CardList<Photo, { openid: string }>(
    () => this.root.rdrno,
    (query, paging) => myPhotos({ ...query, ...paging }).then((res) => platformData(res)),
    { pageSize: 10 },
  );
  readonly detail = new DetailStore<Photo, { id: number; openid: string }>((key) =>
    photoDetail(key).then((res) => platformData(res)),
  );
  view: WallView = 'newest';

  /** 点赞: once; the count the server answers is shown everywhere the post is. */
  readonly like = new Action<[Photo]>(async (photo) => {
    const res = await likePhoto({ openid: this.openid, id: photo.id });
    if (!platformOk(res)) return failed(failureMessage(res, '点赞失败，请稍后重试'));
    this.show(res.data);
    return succeeded(res.message || '点赞成功');
  });

  /** 删除: one's own post, from every list. */
  readonly remove = new KeyedAction(
    (photo: Photo) => photo.id,
    async (photo: Photo) => {
      const res = await deletePhoto({ openid: this.openid, id: photo.id });
      if (!platformOk(res)) return failed(failureMessage(res, '删除失败，请稍后重试'));
      for (const list of [this.wall, this.mine]) list.remove((p) => p.id === photo.id);
      return succeeded(res.message || '已删除');
    },
  );

  /**
   * 领取积分: the points of one's own approved photo, asked once (addReaderBonusLog); given, it says
   * so everywhere it is shown; refused, its row says why.
   */
  readonly earn = new KeyedAction(
    (photo: Photo) => photo.id,
    async (photo: Photo) => {
      const result = await earnPoints(this.root, 'photo', photo.id);
      if (result.ok) this.show({ ...photo, pointsgiven: true });
      return result;
    },
  );

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PhotosStore, 'root'>(this, {
      root: false,
      wall: false,
      mine: false,
      detail: false,
      like: false,
      remove: false,
      earn: false,
    });
  }

  get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  /** The list the wall shows now. */
  get shown(): PagedList<Photo> {
    return this.view === 'mine' ? this.mine : this.wall;
  }

  setView(view: WallView): void {
    this.view = view;
    void this.load();
  }

  load(maxAge = FRESH_MS): Promise<void> {
    if (this.view === 'mine') {
      return this.mine.load(maxAge, { openid: this.openid });
    }
    return this.wall.ensure({ sort: this.view, openid: this.openid }, maxAge);
  }

  loadDetail(id: number): Promise<void> {
    return this.detail.ensure({ id, openid: this.openid }, 0);
  }

  /** A post just shared: 我的 shows it at once. */
  shared(photo: Photo): void {
    if (this.mine.status === 'ready') this.mine.prepend(photo, (p) => p.id === photo.id);
    else this.mine.invalidate();
  }

  private show(photo: Photo): void {
    for (const list of [this.wall, this.mine])
      list.patch(
        (p) => p.id === photo.id,
        () => photo,
      );
    this.detail.replace({ id: photo.id, openid: this.openid }, photo);
  }

  clearReaderData(): void {
    this.mine.clear();
    this.earn.forget();
  }
}
