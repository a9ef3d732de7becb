/**
 * 朗读比赛 as readers and the library live it (Chromium's fake microphone): a reader records five
 * seconds in the page, replays and uploads it; the library approves it in the harness page's 审核
 * panel; another reader finds it in the ranking, plays it (the play is counted), votes, and a
 * second vote the same day (from another tab) is refused.
 */
import assert from 'node:assert/strict';
import { openAs } from './browser';
import { openHarness } from './harness.e2e';
import type { Scenario } from './types';

const TITLE = '《春晓》';

export const aloudScenarios: Scenario[] = [
  [
    '朗读比赛: record 5 s in the page and upload; approved on the harness page; ranked, played and voted; a second vote refused',
    async ({ browser, baseUrl, shot }) => {
      const author = await openAs(browser, baseUrl, 'fined', '/demo?contest=1', '上传朗读作品');
      const page = author.page;
      await page.getByLabel('作品标题').fill(TITLE);
      await page.getByLabel('朗读的文字').fill('春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。');
      await page.getByRole('button', { name: '开始录音' }).click();
      const timer = page.getByRole('timer');
      await timer.waitFor({ timeout: 10000 });
      await page.waitForFunction(
        () => /^00:0[5-9]/.test(document.querySelector('[role="timer"]')?.textContent ?? ''),
        null,
        {
          timeout: 15000,
        },
      );
      await page.screenshot({ path: shot('aloud-recording') });
      await page.getByRole('button', { name: '停止录音' }).click();
      await page.getByText(/录音 · \d+\.\d 秒/).waitFor({ timeout: 10000 });
      assert.ok(await page.locator('audio.aloud-replay').count(), 'the take replays before sending');
      await page.screenshot({ path: shot('aloud-recorded') });
      await page.getByRole('button', { name: '上传作品' }).click();
      await page.waitForURL((url) => url.pathname === '/aloudworks', { timeout: 20000 });
      const mine = page.locator('.aloud-mine').filter({ hasText: TITLE });
      await mine.getByText('审核中').waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('aloud-my-works'), fullPage: true });

      const harness = await openHarness(browser, baseUrl);
      await harness.page.getByRole('tab', { name: '审核' }).click();
      const review = harness.page.getByRole('tabpanel', { name: '审核' });
      const item = review.getByRole('listitem').filter({ hasText: TITLE });
      await item.waitFor({ timeout: 10000 });
      await item.getByRole('button', { name: '通过', exact: true }).click();
      await item.waitFor({ state: 'detached', timeout: 10000 });
      await harness.close();

      const listener = await openAs(browser, baseUrl, 'reader', '/aloud/index?id=1', '朗读比赛');
      const row = listener.page.locator('.aloud-row').filter({ hasText: TITLE });
      await row.waitFor({ timeout: 15000 });
      await listener.page.screenshot({ path: shot('aloud-ranking'), fullPage: true });
      await row.click();
      await listener.page.waitForURL((url) => url.pathname === '/alouddetail');
      const detail = listener.page;
      await detail.getByRole('button', { name: '播放' }).waitFor({ timeout: 15000 });
      // The same reader in a second tab, opened (and signed in: the tabs share the token cookie)
      // before the vote.
      const other = await listener.context.newPage();
      await other.goto(detail.url());
      await other.getByRole('button', { name: '投票' }).waitFor({ timeout: 15000 });

      await detail.getByRole('button', { name: '播放' }).click();
      await detail.getByText('1 次播放').waitFor({ timeout: 10000 });
      const state = () =>
        detail.evaluate(() => {
          const audio = document.querySelector('audio');
          return {
            time: audio?.currentTime,
            paused: audio?.paused,
            ready: audio?.readyState,
            error: audio?.error?.code,
            src: audio?.currentSrc,
            shown: document.querySelector('.aloud-time')?.textContent,
          };
        });
      await detail
        .waitForFunction(() => (document.querySelector('.aloud-time')?.textContent ?? '').startsWith('00:01'), null, {
          timeout: 10000,
        })
        .catch(async (error) => {
          throw new Error(`${error.message} ${JSON.stringify(await state())}`);
        });
      await detail.getByRole('button', { name: '暂停' }).click();
      await detail.getByRole('button', { name: '投票' }).click();
      await detail.getByRole('button', { name: '今日已投票' }).waitFor({ timeout: 10000 });
      await detail.getByText('1 票').waitFor();
      await detail.screenshot({ path: shot('aloud-voted'), fullPage: true });

      await other.getByRole('button', { name: '投票' }).click();
      await other.getByText('今天已经给这个作品投过票了，明天再来吧').waitFor({ timeout: 10000 });
      await author.context.close();
      await listener.context.close();
    },
  ],
];
