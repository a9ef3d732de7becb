/**
 * The reader journeys every browser lane drives (test/e2e/lanes.e2e.ts), written once against
 * `LanePage`: home on a first visit (the OAuth round trip) and as a returning reader; search →
 * results → detail → 预约 of a seeded title; 借阅信息 with a 续借; the 读者证二维码; 活动报名 (sign
 * up to an event); 空间预约 (book a half hour). As persona `reader` (林书远, SX100001) on a database
 * reseeded for the lane. Each journey checks what the reader sees and ends with no page error:
 * none in the harness bridge's record of the tab (uncaught errors and unhandled rejections of
 * every document since the journey began, harness/bridge/pageErrors.ts) nor among the browser's
 * own reports (Playwright's pageerror).
 *
 * Selectors and seeded records are the flow suites' (startup, catalogue, loans, cards, events).
 */
import assert from 'node:assert/strict';
import { chinaMinute, MINUTE } from './events.e2e';
import {
  attribute,
  DEFAULT_TIMEOUT,
  type LanePage,
  type TabRecord,
  tabRecord,
  texts,
  waitFor,
  waitForPath,
  waitForTitle,
  waitUntil,
} from './lanePage';

/** The control API (docs/HARNESS.md) from Node: its envelope's `data`, or the refusal thrown. */
export async function control<T>(baseUrl: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) {
  const response = await fetch(`${baseUrl}/__harness/api${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { code: number; message: string; data: T };
  if (json.code !== 1) throw new Error(`${method} ${path}: ${json.message}`);
  return json.data;
}

export interface Journey {
  name: string;
  run(page: LanePage, baseUrl: string): Promise<void>;
}

/** The seeded title `reader` reserves: its copies at 书香市图书馆 are all out, none on the shelf there. */
const RESERVED_TITLE = '三体Ⅱ：黑暗森林';
const MAIN_LIBRARY = '书香市图书馆';
const GRID_CELL = '.ui-grid:not(.ui-grid--skeleton) .ui-grid-cell';

/**
 * The home grid, settled on `/` (the OAuth landing address replaced). A first visit may be the
 * worker's first page: its server compresses each file once, at its first request (brotli 11,
 * about a second a chunk; several under load).
 */
async function homeGrid(page: LanePage, timeout = DEFAULT_TIMEOUT) {
  await waitFor(page, { css: GRID_CELL, text: '图书检索' }, timeout);
  await waitForPath(page, /^\/$/);
  await waitForTitle(page, MAIN_LIBRARY);
  const cells = await texts(page, GRID_CELL);
  assert.ok(cells.length >= 8, `the service grid: ${cells.join(' ')}`);
  for (const service of ['借阅信息', '预约预借', '我的读者证']) assert.ok(cells.includes(service), cells.join(' '));
}

export const JOURNEYS: Journey[] = [
  {
    name: 'home on a first visit: OAuth round trip, then the grid',
    async run(page) {
      const started = Date.now();
      await page.goto('/');
      await homeGrid(page, 60_000);
      // The first document left for the authorize page, which sent the phone back with a code.
      const record = await tabRecord(page);
      assert.ok(record, 'the harness bridge is in the page');
      const trip = record.documents.filter((d) => d.time >= started).map((d) => new URL(d.url));
      assert.ok(trip.length >= 2, `two documents (the app, then back from OAuth): ${trip.join(' → ')}`);
      assert.equal(trip[0].pathname + trip[0].search, '/');
      assert.ok(
        trip.slice(1).some((url) => url.searchParams.get('code') && url.searchParams.has('state')),
        `back from the authorize page with a code: ${trip.join(' → ')}`,
      );
      await page.screenshot('home');
    },
  },
  {
    name: 'home as a returning reader, then 个人中心',
    async run(page) {
      const started = Date.now();
      await page.goto('/');
      await homeGrid(page);
      const record = await tabRecord(page);
      const loaded = record?.documents.filter((d) => d.time >= started).map((d) => d.url) ?? [];
      assert.equal(loaded.length, 1, `one document, no OAuth round trip: ${loaded.join(' → ')}`);
      await page.screenshot('home-returning');
      await page.click({ css: '.tabbar .tabbar-item', text: '个人中心' });
      await waitForPath(page, /^\/userindex$/);
      await waitFor(page, { css: '.ui-reader-name', text: '林书远' });
      await waitFor(page, { css: 'main *', text: '我的读者证', exact: true });
      await page.screenshot('userindex');
    },
  },
  {
    name: 'search → results → detail → 预约',
    async run(page) {
      await page.goto('/opac/index');
      await waitForTitle(page, '图书检索');
      await page.click({ css: 'form.opac-search .opac-type', text: '书名', exact: true });
      await page.fill({ css: 'form.opac-search input[type="search"]' }, '三体');
      await page.click({ css: 'form.opac-search .opac-go', text: '检索', exact: true });
      await waitForPath(page, /^\/opac\/result\?/);
      await waitFor(page, { css: '.opac-bib .opac-bib-title', text: RESERVED_TITLE });
      await page.screenshot('results');
      await page.click({ css: '.opac-bib', text: RESERVED_TITLE });
      await waitForPath(page, /^\/opac\/detail\?bookrecno=\d+$/);
      await waitFor(page, { css: '.opac-record-title', text: RESERVED_TITLE });
      await waitForTitle(page, '图书详情');
      await waitFor(page, { css: '.opac-copy' });
      const states = await texts(page, '.opac-copy-state');
      assert.ok(states.length > 0 && states.every((s) => /^(在编|在馆|借出|锁定|丢失)/.test(s)), states.join(','));
      await page.screenshot('detail');
      await page.click({ css: '.opac-pickup .opac-type', text: MAIN_LIBRARY, exact: true });
      await waitUntil(
        page,
        '预约 enabled',
        "document.querySelector('.opac-reserve-go') && !document.querySelector('.opac-reserve-go').disabled",
      );
      await page.click({ css: '.opac-reserve-go', text: '预约', exact: true });
      await waitFor(page, { css: '[role="dialog"]', text: `在${MAIN_LIBRARY}预约《${RESERVED_TITLE}》？` });
      await page.click({ css: '[role="dialog"] button', text: '确认预约', exact: true });
      await waitFor(page, { css: '.ui-toast', text: '预约成功' });
      await waitFor(page, { css: '.opac-reserve--done button', text: '已预约', exact: true });
      assert.match(await waitFor(page, { css: '.opac-reserve-state' }), new RegExp(`^${MAIN_LIBRARY}取书`));
      await page.screenshot('reserved');
    },
  },
  {
    name: '借阅信息: 续借 one loan',
    async run(page) {
      await page.goto('/books/index');
      await waitFor(page, { css: '[role="tab"][aria-selected="true"]', text: '当前借阅' });
      await waitFor(page, { css: '.loans-item' });
      await waitForTitle(page, '借阅信息');
      const statuses = await texts(page, '.loans-status-text');
      assert.equal(statuses[0], '过期', `the overdue loan first: ${statuses.join(',')}`);
      const label = await attribute(page, { css: '.loans-item button[aria-label^="续借 "]' }, 'aria-label');
      const title = label.slice('续借 '.length);
      await page.click({ css: '.loans-item button[aria-label^="续借 "]', text: label, exact: true });
      const row = await waitFor(page, { css: '.loans-item', text: '续借成功' });
      assert.ok(row.includes(title), `the renewed row is ${title}: ${row}`);
      await page.screenshot('renewed');
    },
  },
  {
    name: '读者证二维码',
    async run(page, baseUrl) {
      await page.goto('/rdrnos/qrcode');
      await waitForTitle(page, '读者证二维码');
      await waitFor(page, { css: '.qr-image[data-payload] img' });
      await waitFor(page, { css: '.card-ecard-countdown', text: /^\d+ 秒后自动刷新/ });
      assert.equal(await waitFor(page, { css: '.card-ecard-name' }), '林*远');
      const payload = await attribute(page, { css: '.qr-image[data-payload]' }, 'data-payload');
      assert.match(payload, /^RC1\.SX100001\.\d+\./);
      const verdict = await control<{ result: string; message: string }>(baseUrl, 'POST', '/reader-qrcode/verify', {
        payload,
      });
      assert.equal(verdict.message, '验证通过：林书远（SX100001）');
      await page.screenshot('qrcode');
    },
  },
  {
    name: '活动报名: sign up to an event',
    async run(page, baseUrl) {
      const { now } = await control<{ now: number }>(baseUrl, 'GET', '/clock');
      // The day after tomorrow at 10:00, China time: sign-up open from now until then.
      const day = chinaMinute(now + 2 * 24 * 60 * MINUTE).slice(0, 10);
      const start = Date.parse(`${day}T10:00:00+08:00`);
      const title = `读书分享会（${page.lane}）`;
      const event = await control<{ eventid: number }>(baseUrl, 'POST', '/events', {
        title,
        libcode: 'SXLIB',
        kind: 'lecture',
        starttime: chinaMinute(start),
        endtime: chinaMinute(start + 90 * MINUTE),
        capacity: 30,
        audience: 'wechat',
        place: '三楼报告厅',
      });
      await page.goto('/events');
      await waitForTitle(page, '活动报名');
      await waitFor(page, { css: '.events-row' });
      await page.goto(`/events/detail?id=${event.eventid}`);
      await waitFor(page, { css: 'h1', text: title, exact: true });
      await page.click({ css: '.events-signup button', text: '报名', exact: true });
      await waitFor(page, { css: '.ui-result', text: '报名成功' });
      await page.screenshot('event-signed-up');
      await page.click({ css: '.ui-result button', text: '查看我的活动' });
      await waitForPath(page, /^\/events\/mine$/);
      const card = await waitFor(page, { css: '.events-mine', text: title });
      assert.match(card, /已报名/);
      await page.screenshot('events-mine');
    },
  },
  {
    name: '空间预约: book a half hour',
    async run(page) {
      await page.goto('/spaces');
      await waitForTitle(page, '空间预约');
      const room = await waitFor(page, { css: '.spaces-row strong', text: '研讨室' });
      await page.click({ css: '.spaces-row', text: room });
      await waitForPath(page, /^\/spaces\/detail\?id=\d+/);
      await waitFor(page, { css: 'h1#space-name', text: room, exact: true });
      // The first day with a free half hour (today may be closed, or over).
      const tabs = await texts(page, '[role="tablist"][aria-label="预约日期"] [role="tab"]');
      assert.ok(tabs.length > 0, 'the days that may be booked');
      let free = '';
      for (let day = 0; day < tabs.length && !free; day += 1) {
        if (day > 0)
          await page.click({
            css: '[role="tablist"][aria-label="预约日期"] [role="tab"]',
            text: tabs[day],
            exact: true,
          });
        await waitUntil(
          page,
          `the slots of ${tabs[day]}`,
          `(function () {
            var on = document.querySelector('[role="tablist"][aria-label="预约日期"] [role="tab"][aria-selected="true"]');
            var shown = on && on.textContent.replace(/\\s+/g, ' ').trim() === ${JSON.stringify(tabs[day])};
            return shown && !document.querySelector('.spaces [aria-busy="true"]') &&
              (document.querySelector('.spaces-slot') || document.querySelector('.spaces-closed'));
          })()`,
        );
        const slots = await texts(page, '.spaces-slot--free');
        free = slots[0] ?? '';
      }
      assert.match(free, /^\d\d:\d\d 可预约$/, 'a free half hour within the days offered');
      await page.click({ css: '.spaces-slot--free', text: free, exact: true });
      await waitFor(page, { css: '.spaces-picked', text: /^\d\d:\d\d–\d\d:\d\d · / });
      await page.click({ css: '.spaces-book button', text: '预约', exact: true });
      const result = await waitFor(page, { css: '.ui-result', text: '预约成功' });
      assert.ok(result.includes(room), `the result names ${room}: ${result}`);
      assert.ok(result.includes(free.slice(0, 5)), `the result names ${free.slice(0, 5)}: ${result}`);
      await page.screenshot('space-booked');
    },
  },
];

/** The errors of the journey: the bridge's record of the tab since `since`, and the browser's. */
async function errorsSince(page: LanePage, since: number): Promise<string[]> {
  let record: TabRecord | null = null;
  try {
    record = await tabRecord(page);
  } catch (error) {
    return [`the page could not be read: ${(error as Error).message}`];
  }
  if (!record) return ['no harness bridge in the page (its record of errors is missing)', ...page.browserErrors(since)];
  const fromBridge = record.errors.filter((e) => e.time >= since);
  // The same error as the browser reported it: once.
  const seen = new Set(fromBridge.map((e) => e.message.split('\n')[0]));
  return [
    ...fromBridge.map((e) => `${e.kind} at ${e.url}: ${e.message}`),
    ...page.browserErrors(since).filter((e) => !seen.has(e.split('\n')[0])),
  ];
}

/**
 * Runs the journeys in order in one page, each checked for page errors at its end, and fails
 * with every journey's verdict when any failed. When the first (the app starting) fails, the
 * others are not tried: they would each wait out their timeouts on the same cause.
 */
export async function runJourneys(page: LanePage, baseUrl: string, journeys: Journey[] = JOURNEYS): Promise<string[]> {
  const lines: string[] = [];
  let failed = 0;
  let appDown = false;
  for (const [index, journey] of journeys.entries()) {
    if (appDown) {
      lines.push(`    - ${journey.name}: not run (the app did not start)`);
      continue;
    }
    const since = Date.now();
    let problem = '';
    try {
      await journey.run(page, baseUrl);
    } catch (error) {
      problem = (error as Error).stack ?? String(error);
      await page.screenshot(`failed-${index + 1}`).catch(() => undefined);
    }
    const errors = await errorsSince(page, since);
    if (errors.length) problem += `${problem ? '\n' : ''}${errors.length} page error(s):\n${errors.join('\n')}`;
    const ms = Date.now() - since;
    if (problem) failed += 1;
    if (problem && index === 0) appDown = true;
    lines.push(
      problem
        ? `    ✘ ${journey.name} (${ms} ms)\n${problem.replace(/^/gm, '        ')}`
        : `    ✓ ${journey.name} (${ms} ms)`,
    );
  }
  if (failed)
    throw new Error(`${failed} of ${journeys.length} journeys failed in the ${page.lane} lane:\n${lines.join('\n')}`);
  return lines;
}
