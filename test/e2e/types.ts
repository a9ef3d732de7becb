import type { Browser } from 'playwright-core';

/** What a scenario gets: its worker's Chromium and harness server, and where screenshots go. */
export interface E2EContext {
  browser: Browser;
  baseUrl: string;
  shot(name: string): string;
}

/** A scenario; `weight` orders the queue (the longest first), in rough seconds (default 10). */
export type Scenario = [name: string, run: (ctx: E2EContext) => Promise<void>, weight?: number];
