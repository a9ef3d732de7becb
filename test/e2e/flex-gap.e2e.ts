/**
 * Chrome 80–83 lay flex containers out without their gaps; there the inline script loads
 * assets/flexgap-[hash].css (src/boot/flexGap.ts, scripts/flex-gap-fallback.mjs). Here, in a
 * Chromium that has flex gap, each page is laid out three times: as it is; as Chrome 80 would
 * (every flex container's gap zeroed, by the kill switch made from the same rule list); and with
 * the fallback on top of that. With the fallback, every element must be where it was with gaps,
 * and the page no wider than the screen. A page that fails is laid out again with screenshots of
 * the three, side by side: test/e2e/artifacts/flex-gap-<page>.png (every page's with
 * FLEX_GAP_SHOTS=1). The pages share one signed-in phone (one OAuth trip, not one a page). And the inline script's part: in a Chromium that looks
 * like Chrome 80 to its probe, <html> is marked and the sheet written in ahead of the app's, and
 * the first paint waits for it; in one that does not, nothing is added.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { flexGapFallback } from '../../scripts/flex-gap-fallback.mjs';
import { phone } from './browser';
import type { Scenario } from './types';

/** Pages with most kinds of flex container: rows, columns, wrapping chips, forms, a list. */
const PAGES = [
  '/',
  '/userindex',
  '/books/index',
  '/events',
  '/mall',
  '/aloud/index',
  '/opac/result?q=红楼梦',
  '/message/add',
  '/usa',
];

const assets = join(process.cwd(), 'dist/assets');
const sheet = (name: string) => {
  const file = readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.css'));
  assert.ok(file, `dist/assets/${name}-*.css`);
  return file;
};

/** Every element's box, in document order, to 0.1 px. */
const BOXES = `[...document.querySelectorAll('body *')].map((el) => {
  const r = el.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10);
})`;

/** Element i (as in BOXES): a short path and its text, for a failure's message. */
const DESCRIBE = `(i) => {
  const el = document.querySelectorAll('body *')[i];
  const path = [];
  for (let e = el; e && e !== document.body && path.length < 3; e = e.parentElement)
    path.unshift(e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : ''));
  return path.join(' > ') + ' "' + (el.textContent || '').trim().slice(0, 16) + '"';
}`;

/** Whether element i is a wrapping flex container: the fallback moves its own box on purpose. */
const WRAPS = `(i) => {
  const s = getComputedStyle(document.querySelectorAll('body *')[i]);
  return /flex/.test(s.display) && s.flexWrap !== 'nowrap';
}`;

/** Flex containers that still have a gap (the kill switch missed them): must be none. */
const GAPPED = `[...document.querySelectorAll('*')].filter((el) => {
  const s = getComputedStyle(el);
  return /flex/.test(s.display) && [s.rowGap, s.columnGap].some((g) => g !== 'normal' && g !== '0px');
}).map((el) => el.tagName.toLowerCase() + '.' + el.className)`;

/**
 * Chrome 80–83 as far as the probe can tell: no aspect-ratio, and no gap in any flex container
 * (a style put in as soon as <html> exists, before the inline script runs).
 */
const WITHOUT_FLEX_GAP = `(() => {
  const supports = CSS.supports.bind(CSS);
  CSS.supports = (a, b) => (/aspect-ratio/.test(a) ? false : supports(a, b));
  const zero = () => {
    const style = document.createElement('style');
    style.textContent = '* { row-gap: 0 !important; column-gap: 0 !important }';
    document.documentElement.appendChild(style);
  };
  if (document.documentElement) zero();
  else new MutationObserver((_, seen) => {
    if (document.documentElement) { seen.disconnect(); zero(); }
  }).observe(document, { childList: true });
})();`;

/** Whether <html> is marked, the stylesheets in document order (hashes dropped), the first paint. */
const SHEETS = `({
  marked: document.documentElement.classList.contains('no-flex-gap'),
  sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href').replace(/-[A-Z0-9]+\\.css$/, '')),
  firstPaint: performance.getEntriesByType('paint').map((e) => e.startTime)[0] ?? -1,
})`;

/** Until the page stops changing: the same number of elements three times, no skeleton. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  let last = -1;
  for (let same = 0, i = 0; same < 3 && i < 60; i += 1) {
    await page.waitForTimeout(200);
    const count = (await page.evaluate(
      "document.querySelectorAll('body *').length + (document.querySelector('[class*=skeleton], .boot') ? 1e6 : 0)",
    )) as number;
    same = count === last ? same + 1 : 0;
    last = count;
  }
}

const name = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^\w\u4e00-\u9fff]+/g, '-'));

export const flexGapScenarios: Scenario[] = [
  [
    'flex gap fallback: with every flex gap zeroed (Chrome 80–83) and the fallback sheet on, pages lay out as with flex gap',
    async ({ browser, baseUrl, shot }) => {
      const css = ['app', 'lazy'].map((n) => readFileSync(join(assets, sheet(n)), 'utf8')).join('\n');
      const { killSwitch } = flexGapFallback(css);
      const fallback = `/assets/${sheet('flexgap')}`;
      const problems: string[] = [];
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const everyShot = process.env.FLEX_GAP_SHOTS === '1';
      try {
        for (const path of PAGES) {
          // A page that changes by itself while it is measured (a list reloading) is measured again.
          let found: string[] | null = null;
          for (let attempt = 0; attempt < 3 && !found; attempt += 1) {
            found = await comparePage(context, baseUrl, path, { killSwitch, fallback, shot, shots: everyShot });
          }
          // What went wrong, in pictures: the page laid out again, photographed.
          if (found?.length && !everyShot)
            await comparePage(context, baseUrl, path, { killSwitch, fallback, shot, shots: true });
          problems.push(...(found ?? [`${path}: the page kept changing while it was measured`]));
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    },
    60,
  ],
  [
    'flex gap fallback: only an engine without flex gap gets the class and the sheet, written ahead of the app stylesheet, before the first paint',
    async ({ browser, baseUrl }) => {
      type Seen = { marked: boolean; sheets: string[]; firstPaint: number };
      const open = async (withoutGap: boolean) => {
        const context = await phone(browser, baseUrl, { persona: 'reader' });
        try {
          if (withoutGap) await context.addInitScript({ content: WITHOUT_FLEX_GAP });
          const page = await context.newPage();
          // The fallback sheet held back 1.5 s: the first paint must wait for it.
          await page.route(/\/assets\/flexgap-[A-Z0-9]+\.css$/, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1500));
            await route.continue();
          });
          await page.goto(`${baseUrl}/userindex`);
          await page.waitForFunction(() => document.title === '用户中心', null, { timeout: 15000 });
          await page.waitForLoadState('networkidle');
          return (await page.evaluate(SHEETS)) as Seen;
        } finally {
          await context.close();
        }
      };
      const modern = await open(false);
      assert.equal(modern.marked, false);
      assert.deepEqual(modern.sheets, ['/assets/app', '/assets/lazy']);
      const old = await open(true);
      assert.equal(old.marked, true);
      assert.deepEqual(old.sheets, ['/assets/flexgap', '/assets/app', '/assets/lazy']);
      assert.ok(old.firstPaint >= 1400, `first paint at ${old.firstPaint} ms, before the held-back sheet`);
    },
    15,
  ],
];

/**
 * One page with flex gap, with every flex gap zeroed, and with the fallback on top: what the
 * fallback does not put back, or null when the page changed by itself meanwhile.
 */
async function comparePage(
  context: BrowserContext,
  baseUrl: string,
  path: string,
  {
    killSwitch,
    fallback,
    shot,
    shots,
  }: { killSwitch: string; fallback: string; shot: (name: string) => string; shots: boolean },
): Promise<string[] | null> {
  const problems: string[] = [];
  // A document of its own: the styles added below go with it.
  const page = await context.newPage();
  const photograph = async (state: string) => {
    if (shots) await page.screenshot({ path: shot(`flex-gap-${name(path)}-${state}`), fullPage: true });
  };
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}${path}`);
    await settle(page);
    const before = (await page.evaluate(BOXES)) as number[][];
    await photograph('1-normal');
    // Chrome 80: no gap in any flex container.
    await page.addStyleTag({ content: killSwitch });
    const missed = (await page.evaluate(GAPPED)) as string[];
    if (missed.length > 0) problems.push(`${path}: flex gaps the kill switch misses: ${missed.join(', ')}`);
    await photograph('2-no-gap');
    // The fallback, as src/boot/flexGap.ts adds it: the class, the sheet ahead of the app's.
    await page.evaluate(`new Promise((loaded) => {
      document.documentElement.classList.add('no-flex-gap');
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = ${JSON.stringify(fallback)};
      link.onload = loaded;
      document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"]'));
    })`);
    await page.waitForTimeout(100);
    const after = (await page.evaluate(BOXES)) as number[][];
    await photograph('3-fallback');
    if (after.length !== before.length) return null;
    for (let i = 0; i < before.length; i += 1) {
      const moved = before[i].some((v, k) => Math.abs(v - after[i][k]) > 0.5);
      if (moved && !(await page.evaluate(`(${WRAPS})(${i})`))) {
        const what = await page.evaluate(`(${DESCRIBE})(${i})`);
        problems.push(`${path}: ${what} ${JSON.stringify(before[i])} → ${JSON.stringify(after[i])}`);
      }
    }
    const wider = (await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    )) as number;
    if (wider > 0) problems.push(`${path}: ${wider}px wider than the screen with the fallback`);
    if (shots) await sideBySide(page, shot, name(path));
    return problems;
  } finally {
    await page.close();
  }
}

/** The three screenshots of a page in one picture: test/e2e/artifacts/flex-gap-<page>.png. */
async function sideBySide(page: Page, shot: (name: string) => string, page_: string) {
  const states = ['1-normal', '2-no-gap', '3-fallback'];
  const labels = ['有 flex gap（Chrome 84+）', '无 flex gap（Chrome 80–83）', '无 flex gap + 回退样式'];
  const pictures = states.map((s) => readFileSync(shot(`flex-gap-${page_}-${s}`)).toString('base64'));
  const board = await page.context().newPage();
  await board.setViewportSize({ width: 3 * 390 + 40, height: 600 });
  await board.setContent(
    `<body style="margin:0;display:flex;background:#777;font:14px sans-serif;align-items:flex-start">${pictures
      .map(
        (png, i) =>
          `<figure style="margin:0 ${i < 2 ? 20 : 0}px 0 0;width:390px"><figcaption style="color:#fff;padding:4px">${labels[i]}</figcaption><img style="display:block;width:390px" src="data:image/png;base64,${png}"></figure>`,
      )
      .join('')}</body>`,
  );
  await board.screenshot({ path: shot(`flex-gap-${page_}`), fullPage: true });
  await board.close();
}
