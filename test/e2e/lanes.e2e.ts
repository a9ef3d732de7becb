/**
 * The reader journeys (journeys.ts) in browsers other than the suites' modern Chromium, one
 * browser session per lane, on a database reseeded for it (and again after, for the scenarios
 * that follow in the worker):
 *
 * - **legacy**: Chromium (the suites' headless shell) with every JavaScript built-in that Chrome
 *   80 or Safari 15.0 lacks deleted before any page script runs (legacyBuiltins.ts: computed from
 *   MDN's compat data against package.json's browserslist). What the app or the harness bridge
 *   calls that those phones do not have fails here as it would there.
 * - **webkit**: WebKitGTK's MiniBrowser driven by WebKitWebDriver over W3C WebDriver (webkit.ts,
 *   webdriver.ts) with an iOS WeChat user agent: WebKit's own JavaScriptCore, layout and events.
 *   `E2E_WEBKIT=0` leaves it out; without WebKitWebDriver, MiniBrowser or Xvfb it fails and says
 *   what to install.
 *
 *   npm run test:e2e -- legacy     only the legacy lane
 *   npm run test:e2e -- webkit     only the WebKit lane
 */
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { phone } from './browser';
import { control, runJourneys } from './journeys';
import { playwrightLanePage, webdriverLanePage } from './lanePage';
import { LEGACY_REPORT, type LegacyReport, legacyInitScript, missingBuiltins } from './legacyBuiltins';
import type { Scenario } from './types';
import { openWebKit } from './webkit';

const reseed = (baseUrl: string) => control(baseUrl, 'POST', '/reset', { scale: 'small' });

/** A last run's failure screenshots of the lane (<lane>-failed-<n>.png) would outlive its fix. */
function forgetFailures(lane: string, shot: (name: string) => string) {
  const dir = dirname(shot(lane));
  for (const file of readdirSync(dir)) if (file.startsWith(`${lane}-failed-`)) rmSync(join(dir, file), { force: true });
}

const legacyLane: Scenario = [
  'legacy lane: the reader journeys in Chromium without the built-ins Chrome 80 or Safari 15.0 lack',
  async ({ browser, baseUrl, shot }) => {
    forgetFailures('legacy', shot);
    const list = missingBuiltins();
    await reseed(baseUrl);
    const context = await phone(browser, baseUrl, { persona: 'reader' });
    await context.addInitScript({ content: legacyInitScript(list) });
    const page = await context.newPage();
    let report: LegacyReport | undefined;
    page.on('console', (message) => {
      const text = message.text();
      if (!report && text.startsWith(LEGACY_REPORT))
        report = JSON.parse(text.slice(LEGACY_REPORT.length)) as LegacyReport;
    });
    const lane = playwrightLanePage('legacy', page, baseUrl, shot);
    const removed = () =>
      report
        ? `removed ${report.removed} built-ins (${report.byKind.global} globals, ${report.byKind.static} static and ` +
          `${report.byKind.prototype} prototype members) of ${list.length} that MDN's data says a target lacks ` +
          `(${report.absent} not in this Chromium at that place)`
        : `no report from the init script (${list.length} built-ins listed)`;
    try {
      const lines = await runJourneys(lane, baseUrl);
      console.log(`  legacy lane: ${removed()}\n${lines.join('\n')}`);
    } catch (error) {
      throw new Error(`${removed()}\n${(error as Error).message}`);
    } finally {
      await lane.close();
      await reseed(baseUrl).catch(() => undefined);
    }
  },
  // About 20 s on a quiet machine (MDN's data read in 3 of them), a minute under a load of 20.
  30,
];

const webkitLane: Scenario = [
  'webkit lane: the reader journeys in WebKitGTK MiniBrowser over WebDriver, as iOS WeChat',
  async ({ baseUrl, shot }) => {
    forgetFailures('webkit', shot);
    const webkit = await openWebKit();
    const { session } = webkit;
    const lane = webdriverLanePage('webkit', session, baseUrl, shot, webkit.close);
    try {
      await reseed(baseUrl);
      // Cookies are set on the document's origin: a file of the harness first, then the phone's
      // persona and device as phone() gives Chromium (the emulated authorize page answers at once).
      await session.navigate(`${baseUrl}/favicon.svg`);
      await session.addCookie({ name: 'harness_persona', value: 'reader', path: '/' });
      await session.addCookie({ name: 'harness_device', value: 'ios', path: '/' });
      const lines = await runJourneys(lane, baseUrl);
      const { width, height } = webkit.viewport;
      console.log(
        `  webkit lane: MiniBrowser, WebKitGTK ${webkit.version}, viewport ${width}×${height}\n${lines.join('\n')}`,
      );
    } finally {
      await lane.close();
      await reseed(baseUrl).catch(() => undefined);
    }
  },
  // About 20 s on a quiet machine (5 of them starting Xvfb, the driver and MiniBrowser), 80 under load.
  40,
];

export const laneScenarios: Scenario[] = process.env.E2E_WEBKIT === '0' ? [legacyLane] : [legacyLane, webkitLane];
