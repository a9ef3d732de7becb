/**
 * Two WeChat users on one harness at once: each a browser context of its own (cookies, storage,
 * persona), so flows between readers (a transfer, a reservation released to the next reader)
 * can be driven side by side.
 */
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phone } from './browser';
import type { Scenario } from './types';

export interface PhoneUser {
  persona: string;
  context: BrowserContext;
  page: Page;
}

export interface TwoUsers {
  users: [PhoneUser, PhoneUser];
  close(): Promise<void>;
}

/** Two phones in WeChat, one per persona, each with a page open (nothing loaded yet). */
export async function twoUsers(
  browser: Browser,
  baseUrl: string,
  personas: [string, string] = ['reader', 'multicard'],
): Promise<TwoUsers> {
  const users = (await Promise.all(
    personas.map(async (persona) => {
      const context = await phone(browser, baseUrl, { persona });
      return { persona, context, page: await context.newPage() };
    }),
  )) as [PhoneUser, PhoneUser];
  return { users, close: async () => void (await Promise.all(users.map((user) => user.context.close()))) };
}

/** What a page keeps of its reader: the openid and the platform token. */
const identity = (page: Page) =>
  page.evaluate(() => ({
    openid: localStorage.getItem('openid'),
    token: document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? '',
  }));

export const twoUsersScenarios: Scenario[] = [
  [
    'two readers on one harness at once each see their own card and stay signed in as themselves',
    async ({ browser, baseUrl, shot }) => {
      const { users, close } = await twoUsers(browser, baseUrl, ['reader', 'multicard']);
      const [reader, multicard] = users;
      await Promise.all(users.map(({ page }) => page.goto(`${baseUrl}/userindex`)));
      await Promise.all([
        reader.page.getByText('林书远').filter({ visible: true }).first().waitFor({ timeout: 20000 }),
        // Start-up moves the multicard family's selection to the card the library system binds.
        multicard.page.getByText('王建国').filter({ visible: true }).first().waitFor({ timeout: 20000 }),
      ]);
      await multicard.page.getByText('王家三口').filter({ visible: true }).first().waitFor();
      assert.equal(await reader.page.getByText('王建国').count(), 0);
      assert.equal(await multicard.page.getByText('林书远').count(), 0);

      const [first, second] = await Promise.all([identity(reader.page), identity(multicard.page)]);
      assert.equal(first.openid, 'oHARNESS_reader0000000000001');
      assert.equal(second.openid, 'oHARNESS_multicard0000000003');
      assert.ok(first.token && second.token && first.token !== second.token, 'a platform token each');

      // One reader coming back does not pick up the other's session.
      await reader.page.reload();
      await reader.page.getByText('林书远').filter({ visible: true }).first().waitFor({ timeout: 15000 });
      assert.equal((await identity(reader.page)).openid, first.openid);
      await reader.page.screenshot({ path: shot('two-users-reader') });
      await multicard.page.screenshot({ path: shot('two-users-multicard') });
      await close();
    },
  ],
];
