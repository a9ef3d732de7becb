/**
 * The one store tree, built once and handed down with React context (see useStores). The core
 * stores are made here; a feature's store is made by `feature(Store)` the first time a screen of
 * that feature asks for it, so its code and state live in the feature's chunk.
 */
import { reaction } from 'mobx';
import { setSessionRenewer } from '../api/http';
import { AppStore } from './AppStore';
import { ReaderStore } from './ReaderStore';
import { WechatStore } from './WechatStore';
import type { AppEnv } from './env';

/** A feature store: holds data of the active reader card, forgotten when the card changes. */
export interface FeatureStore {
  clearReaderData(): void;
  /** The card's loans changed elsewhere (a loan made with the phone, a transfer, a renewal): reload when shown. */
  loansChanged?(): void;
  /** The card earned points in the app (a comment, an approved work or photo): reload when shown. */
  pointsChanged?(): void;
}

export type FeatureStoreClass<T extends FeatureStore> = new (root: RootStore) => T;

export class RootStore {
  readonly app: AppStore;
  readonly wechat: WechatStore;
  readonly reader: ReaderStore;
  private readonly features = new Map<FeatureStoreClass<FeatureStore>, FeatureStore>();

  constructor(readonly env: AppEnv) {
    this.app = new AppStore(env);
    this.wechat = new WechatStore(this.app, env);
    this.reader = new ReaderStore(this.app, env);
    // DESIGN failure policy: a 401 logs in again once and the call is retried; the new session
    // proves the reader's WeChat identity before it may name their openid or cards.
    setSessionRenewer(async () => (await this.app.renewSession()) && (await this.wechat.proveAgain()));
    // Switching or unbinding the active card: no feature keeps the previous reader's data.
    reaction(
      () => this.reader.readerNumber,
      () => this.clearReaderData(),
    );
  }

  /** The active card's reader number ('' without one): what every card-scoped feature store asks by. */
  get rdrno(): string {
    return this.reader.readerNumber;
  }

  /** The feature's store, made on first use (one per RootStore). */
  feature<T extends FeatureStore>(Store: FeatureStoreClass<T>): T {
    let store = this.features.get(Store);
    if (!store) {
      store = new Store(this);
      this.features.set(Store, store);
    }
    return store as T;
  }

  /** How many feature stores exist (tests check that none is made before it is needed). */
  get featureCount(): number {
    return this.features.size;
  }

  clearReaderData(): void {
    for (const store of this.features.values()) store.clearReaderData();
  }

  /**
   * Tells every feature that the active card's loans changed (a loan made, taken over, renewed;
   * no feature imports another): each marks its lists stale, and each list reloads once, when it
   * is next asked for. `source` has shown the change in its own lists already and is not told.
   */
  loansChanged(source?: FeatureStore): void {
    for (const store of this.features.values()) if (store !== source) store.loansChanged?.();
  }

  /** Tells every feature that the active card's points changed (as loansChanged). */
  pointsChanged(): void {
    for (const store of this.features.values()) store.pointsChanged?.();
  }
}
