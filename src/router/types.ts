/** How a feature declares its routes (data only; router/routes.ts joins them into the table). */
import type { ComponentType } from 'react';
import type { AppPath } from './paths';

export type PageModule = { default: ComponentType };

export interface RouteSpec {
  path: AppPath;
  /** SPEC §2's title, verbatim. */
  title: string;
  /** The screen's chunk (every route but home: `load` or `screen`, never neither). */
  load?: () => Promise<PageModule>;
  /**
   * The screen itself, in the first download (home only: the first paint must not wait for a
   * second chunk behind a second 加载中). Takes the place of `load`.
   */
  screen?: ComponentType;
  /** SPEC §2: the routes that remount on every visit say `keepAlive: false`. */
  keepAlive?: false;
  /** SPEC §2's guard: reachable without a reader number. */
  public?: true;
  /**
   * Decided for every route: true for a page that shows one reader's data or acts for them (a
   * card's QR code, loans, fines, 个人中心, a form of their own ...): WeChat's menu hides sharing
   * and copying its link while it is shown (wx/shareApply.ts); false for what anyone may be sent
   * (the catalogue, a book, an event, the library's content). The route sweep checks both ways.
   */
  private: boolean;
  /**
   * The screen renders the page's `<h1>` itself (its record's title: a book, a library, an
   * article). Any other page gets a visually hidden `<h1>` with the route's title from the outlet:
   * WeChat's title bar shows the title, a screen reader finds it as the page's heading.
   */
  ownHeading?: true;
}

/** A route of the joined table, every field resolved. */
export interface RouteDef {
  path: string;
  title: string;
  /** The guard's name for it (see routeName). */
  name: string;
  keepAlive: boolean;
  public: boolean;
  /** See RouteSpec.private. */
  private: boolean;
  /** See RouteSpec.ownHeading. */
  ownHeading: boolean;
  load: () => Promise<PageModule>;
  /** In the first download: rendered at once, never lazily. */
  screen?: ComponentType;
}
