/** The route a page is rendered for, handed down by the outlet (a kept page keeps its own). */
import { createContext, useContext } from 'react';
import type { RouteDef } from './types';

export const CurrentRouteContext = createContext<RouteDef | null>(null);

export function useCurrentRoute(): RouteDef | null {
  return useContext(CurrentRouteContext);
}
