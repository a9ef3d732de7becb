/**
 * One React.lazy per route, made on first use and forgotten after a failed load so retry works;
 * a route whose screen is in the first download (home) is rendered as it is.
 */
import { lazy, type ComponentType } from 'react';
import type { RouteDef } from './types';

const made = new Map<string, ComponentType>();

export function pageFor(route: RouteDef): ComponentType {
  if (route.screen) return route.screen;
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
