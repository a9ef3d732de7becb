import { createContext, useContext } from 'react';
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
