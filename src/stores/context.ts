import { createContext, useContext, useEffect } from 'react';
import type { FeatureStore, FeatureStoreClass, RootStore } from './RootStore';

export const StoreContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const root = useContext(StoreContext);
  if (!root) throw new Error('useStores() outside <StoreContext.Provider>');
  return root;
}

/** A feature's store, made the first time any screen asks for it. */
export function useFeature<T extends FeatureStore>(Store: FeatureStoreClass<T>): T {
  return useStores().feature(Store);
}

/**
 * Loads a screen's card data once the active card is known, and again when it changes or one of
 * `deps` does (a tab, a filter). `load` goes through `ensure` (CardList.load): a kept-alive page
 * shown again re-runs the effect and must not refetch what is fresh. The screen is an observer.
 */
export function useCardLoad(load: (rdrno: string) => unknown, deps: readonly unknown[] = []): void {
  const rdrno = useStores().rdrno;
  // `load` is a new closure each render; what it loads is named by the card and `deps`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card and the caller's deps decide
  useEffect(() => {
    if (rdrno) void load(rdrno);
  }, [rdrno, ...deps]);
}
