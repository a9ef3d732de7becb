/**
 * End-to-end suites in a real Chromium against the harness server: a release build of the app,
 * the emulated WeChat and library system on a throw-away database. Screenshots go to
 * test/e2e/artifacts/. Prints "N passed, N failed" and exits non-zero on any failure.
 *
 *   npm run test:e2e                  every suite, the route sweep last
 *   npm run test:e2e -- sweep faulty  only scenarios whose name contains one of the words
 *   E2E_ONLY=<regular expression>     only scenarios whose name matches
 *   PORT=5411 npm run test:e2e        the harness on a fixed port (default: a free one; E2E_PORT too)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildRelease } from '../../build.mjs';
import { startServer } from '../../harness/server/index';
import { launch } from './browser';
import { aloudScenarios } from './aloud.e2e';
import { borrowScenarios } from './borrow.e2e';
import { cardScenarios } from './cards.e2e';
import { harnessScenarios } from './harness.e2e';
import { startupScenarios } from './startup.e2e';
import { catalogueScenarios } from './catalogue.e2e';
import { contentScenarios } from './content.e2e';
import { failureScenarios } from './failures.e2e';
import { loansScenarios } from './loans.e2e';
import { mapScenarios } from './map.e2e';
import { messageScenarios } from './messages.e2e';
import { photoScenarios } from './photos.e2e';
import { pointsScenarios } from './points.e2e';
import { shelfScenarios } from './shelf.e2e';
import { recommendScenarios } from './recommend.e2e';
import { polishPointsScenarios } from './polish-points.e2e';
import { polishCardsScenarios } from './polish-cards.e2e';
import { polishLoansScenarios } from './polish-loans.e2e';
import { polishCatalogueScenarios } from './polish-catalogue.e2e';
import { polishMediaScenarios } from './polish-media.e2e';
import { polishStartupScenarios } from './polish-startup.e2e';
import { sweepScenarios } from './sweep.e2e';
import { transferScenarios } from './transfer.e2e';
import { twoUsersScenarios } from './twoUsers';

export interface E2EContext {
  browser: Browser;
  baseUrl: string;
  shot(name: string): string;
}

export type Scenario = [name: string, run: (ctx: E2EContext) => Promise<void>];

const artifacts = join(process.cwd(), 'test/e2e/artifacts');
mkdirSync(artifacts, { recursive: true });

const build = await buildRelease();
if (!build.ok) {
  console.error('Release build failed; end-to-end suites not run.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'harness-e2e-'));
const server = await startServer({
  port: Number(process.env.PORT ?? process.env.E2E_PORT) || 0,
  dbPath: join(dataDir, 'e2e.db'),
  seedScale: 'small',
});
const browser = await launch();
const ctx: E2EContext = { browser, baseUrl: server.url, shot: (name) => join(artifacts, `${name}.png`) };

const words = process.argv.slice(2).map((w) => w.toLowerCase());
const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null;
const scenarios = [
  ...startupScenarios,
  ...failureScenarios,
  ...harnessScenarios,
  ...loansScenarios,
  ...catalogueScenarios,
  ...shelfScenarios,
  ...recommendScenarios,
  ...borrowScenarios,
  ...transferScenarios,
  ...twoUsersScenarios,
  ...cardScenarios,
  ...pointsScenarios,
  ...messageScenarios,
  ...photoScenarios,
  ...aloudScenarios,
  ...contentScenarios,
  ...mapScenarios,
  ...polishPointsScenarios,
  ...polishCardsScenarios,
  ...polishLoansScenarios,
  ...polishCatalogueScenarios,
  ...polishMediaScenarios,
  ...polishStartupScenarios,
  ...sweepScenarios,
].filter(
  ([name]) => (!words.length || words.some((w) => name.toLowerCase().includes(w))) && (!only || only.test(name)),
);

let passed = 0;
let failed = 0;
for (const [name, run] of scenarios) {
  const started = Date.now();
  try {
    await run(ctx);
    passed += 1;
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`  ✘ ${name} (${Date.now() - started} ms)\n    ${(error as Error).stack ?? error}`);
  }
}

await browser.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
