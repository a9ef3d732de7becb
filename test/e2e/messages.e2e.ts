/**
 * Messages to the library as a reader and a librarian live them: the reader leaves a message with
 * a picture chosen in WeChat's picker; the library replies on the harness page's 留言 panel and
 * shows it to everyone; the reader sees the reply, and 公开留言 shows it with the name masked.
 */
import { openAs } from './browser';
import { openHarness } from './harness.e2e';
import type { Scenario } from './types';

const TEXT = '一楼自助借还机旁边能否加一个还书箱？晚上闭馆后也能还书。';
const REPLY = '感谢建议！还书箱已在采购中，预计下月安装在东门入口。';

export const messageScenarios: Scenario[] = [
  [
    '读者留言: reader leaves a message with a picture; the library replies on the harness page; the reader sees it, and so does everyone',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/message/add', '我要留言');
      await page.getByRole('button', { name: '建议' }).click();
      await page.getByLabel('留言内容').fill(TEXT);
      // WeChat's picker answers with its default picture (no harness page is waiting on it).
      await page.getByRole('button', { name: '添加图片' }).click();
      await page.getByText('已上传 1/1').waitFor({ timeout: 15000 });
      await page.locator('.ui-pictures-thumb img').waitFor();
      await page.screenshot({ path: shot('message-add'), fullPage: true });
      await page.getByRole('button', { name: '提交' }).click();
      await page.waitForURL((url) => url.pathname === '/message/index', { timeout: 10000 });
      const mine = page.locator('.msg-card').first();
      await mine.getByText(TEXT).waitFor({ timeout: 10000 });
      await mine.getByText('等待图书馆回复').waitFor();
      await mine.locator('.msg-pictures img').waitFor();

      const harness = await openHarness(browser, baseUrl);
      await harness.page.getByRole('tab', { name: '留言' }).click();
      const item = harness.page.getByRole('listitem').filter({ hasText: TEXT });
      await item.waitFor({ timeout: 10000 });
      await item.getByLabel('回复内容').fill(REPLY);
      await item.getByRole('checkbox').check();
      await item.getByRole('button', { name: '回复' }).click();
      await harness.page
        .getByRole('listitem')
        .filter({ hasText: TEXT })
        .getByText('已回复', { exact: true })
        .waitFor({ timeout: 10000 });
      await harness.page.screenshot({ path: shot('harness-messages') });
      await harness.close();

      await page.reload();
      const replied = page.locator('.msg-card').filter({ hasText: TEXT });
      await replied.getByRole('region', { name: '图书馆回复' }).getByText(REPLY).waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('messages-mine'), fullPage: true });
      await page.getByRole('tab', { name: '公开留言' }).click();
      const shared = page.locator('.msg-card').filter({ hasText: REPLY }).first();
      await shared.waitFor({ timeout: 10000 });
      await shared.getByText('林**').waitFor();
      await page.screenshot({ path: shot('messages-public'), fullPage: true });
      await context.close();
    },
  ],
];
