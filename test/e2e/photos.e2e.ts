/**
 * 读者晒图 as a reader and the library live it, on the harness page: the reader shares two pictures
 * chosen in the 图片 panel; the post waits for review; the library approves it in the 审核 panel;
 * it is on the wall, opens, and takes one like.
 */
import { openHarness, openInPhone, waitingPanel } from './harness.e2e';
import type { Scenario } from './types';

const TEXT = '周末在少儿阅览室陪孩子读绘本，阳光正好。';

export const photoScenarios: Scenario[] = [
  [
    'harness page: 去晒图 with two pictures from the 图片 panel; approved in 审核, on the wall, opened and liked',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await app.getByRole('radio', { name: /林书远/ }).check();
      await app.getByRole('button', { name: '允许' }).click();
      await app.locator('nav').waitFor({ timeout: 15000 });
      await openInPhone(page, '/sharephoto');
      await app.getByRole('button', { name: '添加图片' }).click();
      await page.getByRole('tab', { name: '图片' }).click();
      const panel = await waitingPanel(page, '图片', 'chooseImage');
      await panel.getByRole('button', { name: '生成示例图片' }).click();
      await panel.getByRole('button', { name: '生成示例图片' }).click();
      await panel.getByRole('button', { name: '发送 2 张' }).click();
      await app.getByText('已上传 2/2').waitFor({ timeout: 15000 });
      await app.getByLabel('说点什么').fill(TEXT);
      await app.getByRole('button', { name: '#阅读时光' }).click();
      await page.screenshot({ path: shot('harness-sharephoto') });
      await app.getByRole('button', { name: '发布' }).click();
      await app.getByText('审核中，通过后将在晒图墙展示').waitFor({ timeout: 10000 });

      await page.getByRole('tab', { name: '审核' }).click();
      const review = page.getByRole('tabpanel', { name: '审核' });
      await review.getByRole('button', { name: '刷新' }).click();
      const item = review.getByRole('listitem').filter({ hasText: TEXT });
      await item.waitFor({ timeout: 10000 });
      await item.getByRole('button', { name: '通过', exact: true }).click();
      await item.waitFor({ state: 'detached', timeout: 10000 });

      await openInPhone(page, '/readerphoto');
      const tile = app.locator('.photo-tile').filter({ hasText: TEXT });
      await tile.waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('harness-photo-wall') });
      await tile.click();
      await app.locator('.photo-pictures img').nth(1).waitFor({ timeout: 10000 });
      await app.getByRole('button', { name: '点赞 ♥ 0' }).click();
      await app.getByRole('button', { name: '已赞 ♥ 1' }).waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('harness-photo-liked') });
      await harness.close();
    },
  ],
];
