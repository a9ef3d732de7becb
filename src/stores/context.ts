import { createContext, useContext } from 'react';
import type { RootStore } from './RootStore';

export const StoreContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const root = useContext(StoreContext);
  if (!root) throw new Error('useStores() outside <StoreContext.Provider>');
  return root;
}
