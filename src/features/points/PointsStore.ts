/**
 * 积分记录: the card's points log (newest first, each entry with the balance after it), the
 * balance it ends at, and how points are earned and spent, as the library sets it.
 */
import { makeAutoObservable } from 'mobx';
import type { BonusLogRow, PointRule } from '../../api/contract';
import { elibPage } from '../../api/result';
import { CardList } from '../../stores/base/CardList';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { getPointRules, listReaderBonusLog } from './api';

/** Points change when the reader is elsewhere (a return at the desk): a minute's grace. */
const LOG_MAX_AGE = 60_000;

export class PointsStore implements FeatureStore {
  readonly log = new CardList<BonusLogRow>(
    () => this.root.rdrno,
    (query, paging) => listReaderBonusLog({ ...query, ...paging }).then(elibPage),
    { pageSize: 20 },
  );
  readonly rules = new ListStore<PointRule>(() => getPointRules().then(elibPage), { pageSize: 100 });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PointsStore, 'root'>(this, { root: false, log: false, rules: false });
  }

  /** The card's points now: the newest entry's balance (0 with none); null until the log is in. */
  get balance(): number | null {
    if (this.log.status !== 'ready') return null;
    return this.log.rows[0]?.balance ?? 0;
  }

  load(maxAge = LOG_MAX_AGE): Promise<void> {
    void this.rules.ensure({});
    return this.log.load(maxAge);
  }

  clearReaderData(): void {
    this.log.clear();
  }

  /** A return earns points: the log is read again when next shown. */
  loansChanged(): void {
    this.log.invalidate();
  }

  /** Points earned in the app (a comment, a work, a photo): the log is read again when next shown. */
  pointsChanged(): void {
    this.log.invalidate();
  }
}
