/**
 * Share cards as WeChat gets them (the harness's JS-SDK log): a book's card from one phone, opened
 * by a friend as another persona, who lands on the book after OAuth; the reader's QR page hides
 * sharing, and the next page offers it again with its own card.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phone } from './browser';
import { openHarness, openInPhone } from './harness.e2e';
import type { Scenario } from './types';

interface LogRow {
  id: number;
  invoke: string;
  args: Record<string, unknown>;
  pageUrl: string;
}

/** The JS-SDK log's rows, oldest first. */
async function jssdkLog(page: Page, baseUrl: string): Promise<LogRow[]> {
  const log = await (await page.request.get(`${baseUrl}/__harness/api/jssdk-log`)).json();
  return [...(log.data.rows as LogRow[])].sort((a, b) => a.id - b.id);
}

/** The id of the latest row in the log (0 when empty): `logged` can then wait for later rows only. */
async function lastLogId(page: Page, baseUrl: string): Promise<number> {
  return (await jssdkLog(page, baseUrl)).at(-1)?.id ?? 0;
}

/** Waits for a logged call that `match` accepts, among the rows after the row `since`; its row. */
async function logged(
  page: Page,
  baseUrl: string,
  match: (row: LogRow) => boolean,
  what: string,
  since = 0,
): Promise<LogRow> {
  for (let tries = 0; tries < 60; tries += 1) {
    const row = (await jssdkLog(page, baseUrl)).filter((row) => row.id > since && match(row)).at(-1);
    if (row) return row;
    await page.waitForTimeout(250);
  }
  throw new Error(`never logged: ${what}`);
}

export const shareScenarios: Scenario[] = [
  [
    'share: a book’s card (《title》, author, cover, no code in its link); a newcomer who opens it lands on the book after OAuth',
    async ({ browser, baseUrl }) => {
      const reader = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await reader.newPage();
      await page.goto(`${baseUrl}/opac/detail?bookrecno=1`);
      const title = (await page.locator('.opac-record-title').first().textContent({ timeout: 15000 }))?.trim() ?? '';
      assert.ok(title, 'the book is shown');
      const card = await logged(
        page,
        baseUrl,
        (row) => row.invoke === 'updateAppMessageShareData' && row.args.title === `《${title}》`,
        'the book’s card',
      );
      const link = String(card.args.link);
      assert.equal(new URL(link).pathname + new URL(link).search, '/opac/detail?bookrecno=1');
      assert.match(String(card.args.imgUrl), /^http:\/\/.+\/api\/covers\//);
      assert.ok(String(card.args.desc).length > 0, 'the author under the title');
      await logged(
        page,
        baseUrl,
        (row) => row.invoke === 'updateTimelineShareData' && row.args.title === `《${title}》`,
        'the Moments card',
      );
      await reader.close();

      const friend = await phone(browser, baseUrl, { persona: 'newcomer' });
      const other = await friend.newPage();
      await other.goto(link);
      await other.waitForURL((url) => url.pathname === '/opac/detail' && url.searchParams.get('bookrecno') === '1', {
        timeout: 20000,
      });
      await other.locator('.opac-record-title', { hasText: title }).first().waitFor({ timeout: 15000 });
      assert.equal(new URL(other.url()).searchParams.get('code'), null, 'the OAuth code is gone from the address');
      await friend.close();
    },
  ],
  [
    'share: 读者证二维码 hides sharing and copying its link; 首页 offers them again with the library’s card',
    async ({ browser, baseUrl }) => {
      const reader = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await reader.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByText('林书远').first().waitFor({ timeout: 15000 });
      const since = await lastLogId(page, baseUrl);
      await page.goto(`${baseUrl}/rdrnos/qrcode`);
      const hidden = await logged(
        page,
        baseUrl,
        (row) => row.invoke === 'hideMenuItems' && row.pageUrl.includes('/rdrnos/qrcode'),
        'hideMenuItems on the QR page',
        since,
      );
      const items = hidden.args.menuList as string[];
      for (const item of ['menuItem:share:appMessage', 'menuItem:share:timeline', 'menuItem:copyUrl'])
        assert.ok(items.includes(item), item);
      const after = (await jssdkLog(page, baseUrl)).filter((row) => row.id > since);
      assert.ok(
        !after.some((row) => row.invoke === 'updateAppMessageShareData' && row.pageUrl.includes('/rdrnos/qrcode')),
        'no card is set on the QR page',
      );
      await page.getByRole('button', { name: '首页' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await logged(page, baseUrl, (row) => row.invoke === 'showMenuItems', 'showMenuItems after leaving', since);
      const card = await logged(
        page,
        baseUrl,
        (row) => row.invoke === 'updateAppMessageShareData' && new URL(row.pageUrl).pathname === '/',
        'home’s card',
        since,
      );
      assert.equal(card.args.title, '书香市图书馆');
      await reader.close();
    },
  ],
  [
    'share on the harness page: ··· 发送给朋友 shows the book’s card as a chat bubble; 在第二台手机打开 as newcomer lands on the book; on the QR page 发送给朋友 is greyed out',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await page.locator('.persona', { hasText: 'reader' }).getByRole('button', { name: '切换' }).click();
      await page.locator('.persona.on', { hasText: 'reader' }).waitFor();
      await app.getByText('图书检索').first().waitFor({ timeout: 20000 });
      const before = await lastLogId(page, baseUrl);
      await openInPhone(page, '/opac/detail?bookrecno=1');
      const title = (await app.locator('.opac-record-title').first().textContent({ timeout: 15000 }))?.trim() ?? '';
      assert.ok(title, 'the book is shown');
      // The page sets its card after the route change: the bubble has it once the log shows it.
      await logged(
        page,
        baseUrl,
        (row) => row.invoke === 'updateAppMessageShareData' && row.args.title === `《${title}》`,
        'the book’s card',
        before,
      );

      await page.getByRole('button', { name: '更多' }).click();
      const menu = page.getByRole('menu', { name: '网页菜单' });
      await menu.getByRole('menuitem', { name: '发送给朋友' }).click();
      const preview = page.getByRole('dialog', { name: '发送给朋友预览' });
      const bubble = preview.locator('.chat-bubble');
      await bubble.waitFor();
      assert.equal((await bubble.locator('.share-title').textContent())?.trim(), `《${title}》`);
      assert.match((await bubble.locator('.share-link').textContent()) ?? '', /\/opac\/detail\?bookrecno=1$/);
      await page.screenshot({ path: shot('share-sheet-book-bubble') });

      await preview.getByLabel('以哪个用户打开').selectOption('newcomer');
      const [second] = await Promise.all([
        page.context().waitForEvent('page'),
        preview.getByRole('button', { name: '在第二台手机打开' }).click(),
      ]);
      const friend = second.frameLocator('iframe[title="应用"]');
      await friend.locator('.opac-record-title', { hasText: title }).first().waitFor({ timeout: 30000 });
      await second.locator('.persona.on', { hasText: 'newcomer' }).waitFor();
      await second.close();

      await harness.close();

      // A phone of its own (the second tab shared this one's cookies): the QR page.
      const own = await openHarness(browser, baseUrl);
      await own.page.locator('.persona', { hasText: 'reader' }).getByRole('button', { name: '切换' }).click();
      await own.app.getByText('图书检索').first().waitFor({ timeout: 20000 });
      // Earlier scenarios of this harness logged the QR page too: only this visit's calls count.
      const since = await lastLogId(own.page, baseUrl);
      await openInPhone(own.page, '/rdrnos/qrcode');
      await logged(
        own.page,
        baseUrl,
        (row) => row.invoke === 'hideMenuItems' && row.pageUrl.includes('/rdrnos/qrcode'),
        'hideMenuItems on the QR page',
        since,
      );
      await own.page.getByRole('button', { name: '更多' }).click();
      const ownMenu = own.page.getByRole('menu', { name: '网页菜单' });
      for (const item of ['发送给朋友', '分享到朋友圈', '复制链接']) {
        const disabled = await ownMenu.getByRole('menuitem', { name: item }).isDisabled();
        const calls = (await jssdkLog(own.page, baseUrl))
          .filter((row) => row.id > since)
          .map((row) => `${row.id} ${row.invoke} ${new URL(row.pageUrl).pathname}`);
        assert.ok(disabled, `${item} is greyed out; calls since: ${calls.join(', ')}`);
      }
      assert.ok(await ownMenu.getByRole('menuitem', { name: '刷新' }).isEnabled(), '刷新 stays');
      await own.page.screenshot({ path: shot('share-sheet-qr-greyed') });
      await own.close();
    },
  ],
];
