/**
 * 朗读比赛, 朗读作品 and 我的朗读作品: the contests, a contest's ranking (by votes or plays), one
 * work, 投票 (the server's vote rule), plays counted when a work starts, the card's own works and
 * deleting one. A vote or a play is shown in every list that holds the work.
 */
import { makeAutoObservable } from 'mobx';
import type { AloudWork, Contest } from '../../api/contract';
import { failureMessage, platformData, platformOk } from '../../api/result';
import { Action, failed, KeyedAction, succeeded } from '../../stores/base/Action';
import { CardList } from '../../stores/base/CardList';
import { DetailStore } from '../../stores/base/DetailStore';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { earnPoints } from '../../stores/earnPoints';
import { deleteWork, listContests, listWorks, myWorks, playWork, voteWork, workDetail } from './api';

export type Ranking = 'votes' | 'plays';

export class AloudStore implements FeatureStore {
  readonly contests = new ListStore<Contest>(() => listContests().then((res) => platformData(res)), {
    pageSize: 100,
  });
  readonly works = new ListStore<AloudWork, { contestid: number; sort: Ranking; openid: string }>(
    (query, paging) => listWorks({ ...query, ...paging }).then((res) => platformData(res)),
    { pageSize: 20 },
  );
  readonly mine = new CardList<AloudWork, { openid: string }>(
    () => this.root.rdrno,
    (query, paging) => myWorks({ ...query, ...paging }).then((res) => platformData(res)),
    { pageSize: 20 },
  );
  readonly detail = new DetailStore<AloudWork, { id: number; openid: string }>((key) =>
    workDetail(key).then((res) => platformData(res)),
  );

  /** 投票: refused by the server's rule (once a day per work, a few a day, not one's own). */
  readonly vote = new Action<[AloudWork]>(async (work) => {
    const res = await voteWork({ openid: this.openid, id: work.id });
    if (!platformOk(res)) return failed(failureMessage(res, '投票失败，请稍后重试'));
    this.show(res.data);
    return succeeded(res.message || '投票成功');
  });

  /** 删除: one's own work, from every list; each work on its own. */
  readonly remove = new KeyedAction(
    (work: AloudWork) => work.id,
    async (work: AloudWork) => {
      const res = await deleteWork({ openid: this.openid, id: work.id });
      if (!platformOk(res)) return failed(failureMessage(res, '删除失败，请稍后重试'));
      for (const list of [this.works, this.mine]) list.remove((w) => w.id === work.id);
      return succeeded(res.message || '已删除');
    },
  );

  /**
   * 领取积分: the points of one's own approved work, asked once (addReaderBonusLog); given, it says
   * so everywhere it is shown; refused, its row says why.
   */
  readonly earn = new KeyedAction(
    (work: AloudWork) => work.id,
    async (work: AloudWork) => {
      const result = await earnPoints(this.root, 'aloud', work.id);
      if (result.ok) this.show({ ...work, pointsgiven: true });
      return result;
    },
  );

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AloudStore, 'root'>(this, {
      root: false,
      contests: false,
      works: false,
      mine: false,
      detail: false,
      vote: false,
      remove: false,
      earn: false,
    });
  }

  get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  loadContests(): Promise<void> {
    return this.contests.ensure({}, 60_000);
  }

  contest(id: number): Contest | undefined {
    return this.contests.rows.find((c) => c.id === id);
  }

  loadWorks(contestid: number, sort: Ranking): Promise<void> {
    return this.works.ensure({ contestid, sort, openid: this.openid }, 30_000);
  }

  loadMine(): Promise<void> {
    return this.mine.load(0, { openid: this.openid });
  }

  loadDetail(id: number): Promise<void> {
    return this.detail.ensure({ id, openid: this.openid }, 0);
  }

  /** A play started: counted once per start; the count the server answers is shown. */
  async played(work: AloudWork): Promise<void> {
    const res = await playWork({ id: work.id });
    if (platformOk(res)) this.show(res.data);
  }

  /** A work just uploaded: 我的朗读作品 shows it at once. */
  uploaded(work: AloudWork): void {
    if (this.mine.status === 'ready') this.mine.prepend(work, (w) => w.id === work.id);
    else this.mine.invalidate();
  }

  private show(work: AloudWork): void {
    for (const list of [this.works, this.mine])
      list.patch(
        (w) => w.id === work.id,
        () => work,
      );
    this.detail.replace({ id: work.id, openid: this.openid }, work);
  }

  clearReaderData(): void {
    this.mine.clear();
    this.earn.forget();
  }
}
