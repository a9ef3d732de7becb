/**
 * Home's carousel: the library's banners. It starts with what the first screen painted (the
 * answer the entry asked for beside the login, if it is in, else the last visit's list), so the
 * app takes over the painted screen without a change; then the fresh list, kept for next time.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Banner } from '../api/contract';
import { earlyBannersNow, takeEarlyBanners } from '../api/earlyLogin';
import { platformOk } from '../api/result';
import { listBanners } from '../api/platform';
import type { FeatureStore } from '../stores/RootStore';
import { cachedBanners, keepBanners, shownBanners } from './banners';

export class HomeBannersStore implements FeatureStore {
  /** What to show: null while nothing is known (home keeps the room), [] for no banners. */
  list: Banner[] | null = null;
  private asked = false;

  constructor() {
    const early = earlyBannersNow();
    this.list = early && platformOk(early) ? shownBanners(early.data) : cachedBanners();
    makeAutoObservable<HomeBannersStore, 'asked'>(this, { asked: false });
  }

  /** Banners are the library's, not the reader's: nothing to forget when the card changes. */
  clearReaderData(): void {}

  /** Once per visit; a failure keeps what is shown (the last visit's banners, or none). */
  async load(): Promise<void> {
    if (this.asked) return;
    this.asked = true;
    const res = await (takeEarlyBanners() ?? listBanners());
    runInAction(() => {
      if (platformOk(res)) {
        this.list = shownBanners(res.data);
        keepBanners(this.list);
      } else {
        this.asked = false;
        this.list ??= [];
      }
    });
  }
}
