/** One React.lazy per route, made on first use and forgotten after a failed load so retry works. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from './types';

const made = new Map<string, LazyExoticComponent<ComponentType>>();

export function pageFor(route: RouteDef): LazyExoticComponent<ComponentType> {
  let page = made.get(route.path);
  if (!page) {
    page = lazy(route.load);
    made.set(route.path, page);
  }
  return page;
}

export function forgetPage(route: RouteDef) {
  made.delete(route.path);
}
