/**
 * Events and study spaces as readers and the library live them: `reader` signs up for an event in
 * the harness page's phone and the desk checks them in from the 闸机 panel by the entry code on
 * 我的活动; `newcomer` joins a full event's waitlist and is moved up when `reader` gives the seat
 * back; `reader` books a room's half hour while `fined`'s page still shows it free (refused,
 * then shown taken), and checks in by scanning the door's code once the clock is at the start.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openHarness, openInPhone } from './harness.e2e';
import { twoUsers } from './twoUsers';
import type { Scenario } from './types';

/** The control API's envelope `data`, or the refusal thrown. */
async function control<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object): Promise<T> {
  const response = await page.request.fetch(url, { method, data: body });
  const json = (await response.json()) as { code: number; message: string; data: T };
  if (json.code !== 1) throw new Error(`${method} ${url}: ${json.message}`);
  return json.data;
}

export const MINUTE = 60_000;
/** `YYYY-MM-DD HH:mm` in China time of a moment. */
export const chinaMinute = (ms: number) => new Date(ms + 8 * 60 * MINUTE).toISOString().slice(0, 16).replace('T', ' ');

/** The start-up's 你没有绑定读者证 for a user without a card: backed out of, as a reader would. */
async function dismissBindPrompt(page: Page) {
  const prompt = page.getByRole('dialog').filter({ hasText: '你没有绑定读者证' });
  if (await prompt.count()) {
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached', timeout: 5000 });
  }
}

/** Seeded: full, open to WeChat users, `reader` holding a seat, room on the waitlist. */
const FULL_EVENT = 1008;

export const eventScenarios: Scenario[] = [
  [
    'events: reader signs up in the harness phone, 我的活动 shows the entry code, the desk checks them in from the 闸机 panel',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      try {
        const { now } = await control<{ now: number }>(page, 'GET', `${baseUrl}/__harness/api/clock`);
        const start = Math.ceil((now + 20 * MINUTE) / MINUTE) * MINUTE;
        const event = await control<{ eventid: number }>(page, 'POST', `${baseUrl}/__harness/api/events`, {
          title: '馆员带你逛书库',
          libcode: 'SXLIB',
          kind: 'training',
          starttime: chinaMinute(start),
          endtime: chinaMinute(start + 60 * MINUTE),
          capacity: 20,
          audience: 'wechat',
          place: '一楼总服务台集合',
        });
        await page.locator('.persona', { hasText: 'reader' }).getByRole('button', { name: '切换' }).click();
        await page.locator('.persona.on', { hasText: 'reader' }).waitFor();
        await app.getByText('图书检索').first().waitFor({ timeout: 20000 });
        await openInPhone(page, `/events/detail?id=${event.eventid}`);
        await app.getByRole('heading', { name: '馆员带你逛书库', level: 1 }).waitFor({ timeout: 20000 });
        await app.locator('.events-signup').getByRole('button', { name: '报名' }).click();
        const result = app.locator('.ui-result');
        await result.getByText('报名成功').waitFor({ timeout: 10000 });
        await page.screenshot({ path: shot('events-signed-up') });
        await result.getByRole('button', { name: '查看我的活动' }).click();
        const card = app.locator('.events-mine').filter({ hasText: '馆员带你逛书库' });
        await card.waitFor({ timeout: 15000 });
        assert.match((await card.locator('.qr-image').getAttribute('data-payload')) ?? '', /^LIBEVENT:\d+\./);
        assert.ok(
          await card.getByRole('button', { name: '扫码签到' }).isVisible(),
          'check-in is open 20 minutes ahead',
        );

        await page.getByRole('tab', { name: '闸机' }).click();
        await page.getByRole('button', { name: '扫描手机上的入场码' }).click();
        const verdict = page
          .getByRole('status', { name: '签到结果' })
          .or(page.locator('output[aria-label="签到结果"]'));
        await verdict.getByText(/已签到：林书远，馆员带你逛书库/).waitFor({ timeout: 10000 });
        await page.screenshot({ path: shot('events-desk-checkin') });
        await openInPhone(page, '/events/mine');
        await card.locator('.events-state', { hasText: '已签到' }).waitFor({ timeout: 15000 });
        assert.equal(await card.locator('.qr-image').count(), 0, 'no entry code once checked in');
      } finally {
        await harness.close();
      }
    },
    25,
  ],
  [
    'events: newcomer joins a full event’s waitlist, reader gives the seat back on 我的活动, newcomer is moved up',
    async ({ browser, baseUrl, shot }) => {
      const { users, close } = await twoUsers(browser, baseUrl, ['newcomer', 'reader']);
      const [newcomer, reader] = users;
      try {
        await newcomer.page.goto(`${baseUrl}/events/detail?id=${FULL_EVENT}`);
        const signup = newcomer.page.locator('.events-signup');
        await signup.waitFor({ timeout: 20000 });
        await dismissBindPrompt(newcomer.page);
        assert.ok(await signup.getByText('名额已满，可加入候补').isVisible());
        await signup.getByRole('button', { name: '加入候补' }).click();
        const result = newcomer.page.locator('.ui-result');
        await result.getByText('已加入候补').waitFor({ timeout: 10000 });
        assert.match((await result.textContent()) ?? '', /候补第1位/);
        await newcomer.page.screenshot({ path: shot('events-waitlisted') });

        await reader.page.goto(`${baseUrl}/events/mine`);
        const seat = reader.page.locator('.events-mine').filter({ hasText: '冬季读书月' });
        await seat.getByRole('button', { name: '取消报名' }).click({ timeout: 20000 });
        await reader.page
          .getByRole('alertdialog')
          .or(reader.page.getByRole('dialog'))
          .getByRole('button', { name: '确认取消报名' })
          .click();
        await reader.page.getByText('已取消报名').first().waitFor({ timeout: 10000 });

        await newcomer.page.goto(`${baseUrl}/events/mine`);
        const moved = newcomer.page.locator('.events-mine').filter({ hasText: '冬季读书月' });
        await moved.getByText(/候补成功/).waitFor({ timeout: 20000 });
        await dismissBindPrompt(newcomer.page);
        assert.match((await moved.locator('.events-state').textContent()) ?? '', /已报名/);
        assert.match((await moved.locator('.qr-image').getAttribute('data-payload')) ?? '', /^LIBEVENT:/);
        await newcomer.page.screenshot({ path: shot('events-promoted') });
      } finally {
        await close();
      }
    },
    20,
  ],
  [
    'spaces: reader books a room’s half hour; another reader’s page, still showing it free, is refused and shows it taken; reader checks in by the door’s code',
    async ({ browser, baseUrl, shot }) => {
      // `multicard`'s first card holds two bookings already (its limit): `fined` is the other reader.
      const { users, close } = await twoUsers(browser, baseUrl, ['reader', 'fined']);
      const [reader, other] = users;
      try {
        await reader.page.goto(`${baseUrl}/spaces`);
        await reader.page.locator('.spaces-row').first().click({ timeout: 20000 });
        const free = reader.page.getByRole('button', { name: /可预约$/ });
        // The first day with a free half hour (the library may be closed, or the day nearly over).
        const tabs = reader.page.getByRole('tablist', { name: '预约日期' }).getByRole('tab');
        await tabs.first().waitFor({ timeout: 20000 });
        for (let i = 0; (await free.count()) === 0 && i < (await tabs.count()); i += 1) {
          await tabs.nth(i).click();
          await reader.page.waitForTimeout(800);
        }
        // A slot is named by what it shows: its start and state (09:00 可预约).
        const label = ((await free.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
        const [, startText] = /^(\d\d:\d\d) 可预约$/.exec(label) ?? [];
        assert.ok(startText, `a free slot: ${label}`);
        const url = new URL(reader.page.url());
        const spaceid = Number(url.searchParams.get('id'));
        const date = url.searchParams.get('date') ?? '';

        // The other reader opens the same day and picks the same half hour.
        await other.page.goto(`${baseUrl}/spaces/detail?id=${spaceid}&date=${date}`);
        await other.page.getByRole('button', { name: label }).click({ timeout: 20000 });
        await reader.page.getByRole('button', { name: label }).click();
        await reader.page.locator('.spaces-book').getByRole('button', { name: '预约' }).click();
        await reader.page.locator('.ui-result').getByText('预约成功').waitFor({ timeout: 10000 });
        await reader.page.screenshot({ path: shot('spaces-booked') });

        await other.page.locator('.spaces-book').getByRole('button', { name: '预约' }).click();
        await other.page.getByText('所选时段已被预约，请选择其他时段').waitFor({ timeout: 10000 });
        await other.page.getByRole('button', { name: label.replace('可预约', '已约满') }).waitFor({ timeout: 10000 });
        await other.page.screenshot({ path: shot('spaces-refused') });

        // The clock to five minutes before the start (check-in opens 15 minutes before it).
        const { now } = await control<{ now: number }>(reader.page, 'GET', `${baseUrl}/__harness/api/clock`);
        const target = Date.parse(`${date}T${startText}:00+08:00`) - 5 * MINUTE;
        const ahead = Math.max(0, Math.floor((target - now) / MINUTE));
        if (ahead > 0) {
          await control(reader.page, 'POST', `${baseUrl}/__harness/api/clock`, {
            days: Math.floor(ahead / 1440),
            hours: Math.floor((ahead % 1440) / 60),
            minutes: ahead % 60,
          });
        }
        const doors = await control<{ rows: { spaceid: number; code: string }[] }>(
          reader.page,
          'GET',
          `${baseUrl}/__harness/api/spaces`,
        );
        const door = doors.rows.find((row) => row.spaceid === spaceid)?.code ?? '';
        await control(reader.page, 'POST', `${baseUrl}/__harness/api/answers`, {
          api: 'scanQRCode',
          answer: { action: 'ok', data: { result: door, codeType: 'QR_CODE' } },
        });
        await reader.page.goto(`${baseUrl}/spaces/mine`);
        const booking = reader.page.locator('.spaces-booking').filter({ hasText: startText });
        await booking.getByRole('button', { name: '扫码签到' }).click({ timeout: 20000 });
        await reader.page.getByText('签到成功').first().waitFor({ timeout: 10000 });
        await booking.getByText('使用中').waitFor({ timeout: 10000 });
        await reader.page.screenshot({ path: shot('spaces-checked-in') });
      } finally {
        // The clock is the worker's harness's: the next scenario starts at today again.
        await control(reader.page, 'DELETE', `${baseUrl}/__harness/api/clock`).catch(() => undefined);
        await close();
      }
    },
    25,
  ],
];
