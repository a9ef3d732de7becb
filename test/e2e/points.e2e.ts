/**
 * Points as readers live them: redeem a gift posted to an address imported from WeChat, find it
 * in 我的礼品 and the points gone from 积分记录; a gift the card may not take says why; the last one
 * taken on another phone while the sheet is open is refused and nothing changes.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openAs } from './browser';
import type { Scenario } from './types';

const ADDRESS = {
  userName: '林书远',
  telNumber: '13805710001',
  postalCode: '310012',
  provinceName: '浙江省',
  cityName: '杭州市',
  countryName: '西湖区',
  detailInfo: '文三路 100 号 301 室',
  nationalCode: '330106',
};

async function balanceOn(page: Page): Promise<number> {
  const value = page.locator('.mall-head-value');
  await page.waitForFunction(() => /^\d+$/.test(document.querySelector('.mall-head-value')?.textContent ?? ''));
  return Number(await value.textContent());
}

const gift = (page: Page, name: string) => page.locator(`.mall-gift[aria-label="${name}"]`);

export const pointsScenarios: Scenario[] = [
  [
    '积分商城: reader redeems a gift posted to an address imported from WeChat; 我的礼品 shows it and 积分记录 the points gone',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/mall', '积分商城');
      await gift(page, '书香市图书馆帆布袋').waitFor({ timeout: 15000 });
      const before = await balanceOn(page);
      await page.screenshot({ path: shot('mall'), fullPage: true });
      await gift(page, '书香市图书馆帆布袋').getByRole('button', { name: '兑换' }).click();
      const sheet = page.getByRole('dialog', { name: '兑换礼品' });
      await sheet.getByText(`兑换后剩余${before - 200}`).waitFor();
      await sheet.getByRole('radio', { name: '邮寄' }).check();
      await sheet.getByText('还没有收货地址').waitFor({ timeout: 10000 });
      // WeChat's address sheet answers with the reader's address (the harness control API).
      const queued = await page.request.post(`${baseUrl}/__harness/api/answers`, {
        data: { api: 'openAddress', answer: { action: 'ok', data: ADDRESS } },
      });
      assert.equal(queued.status(), 200);
      await sheet.getByRole('button', { name: '从微信导入' }).click();
      // The imported address is chosen, and shown whole with the phone masked.
      await sheet.getByText('林书远 138****0001').waitFor({ timeout: 10000 });
      await sheet.getByText('浙江省 杭州市 西湖区 文三路 100 号 301 室').waitFor();
      await page.screenshot({ path: shot('mall-redeem-sheet') });
      await sheet.getByRole('button', { name: '确认兑换' }).click();
      const done = page.getByRole('region', { name: '兑换成功' });
      await done.getByText('浙江省 杭州市 西湖区 文三路 100 号 301 室').waitFor({ timeout: 10000 });
      await done.getByText(`${before - 200} 积分`).waitFor();
      await page.screenshot({ path: shot('mall-redeemed') });
      await done.getByRole('button', { name: '查看我的礼品' }).click();
      await page.waitForURL((url) => url.pathname === '/getgifts');
      const first = page.locator('.gifts-card').first();
      await first.getByText('书香市图书馆帆布袋').waitFor({ timeout: 10000 });
      await first.getByText('待发货').waitFor();
      await first.getByText('邮寄至：林书远 138****0001').waitFor();
      await page.screenshot({ path: shot('getgifts'), fullPage: true });

      await page.goto(`${baseUrl}/points`);
      const entry = page.locator('.points-entry').first();
      await entry.getByText('兑换礼品《书香市图书馆帆布袋》').waitFor({ timeout: 15000 });
      assert.equal((await entry.locator('.points-minus').textContent())?.trim(), '−200');
      assert.equal(Number(await page.locator('.points-balance-value').textContent()), before - 200);
      await page.screenshot({ path: shot('points-after-redeem'), fullPage: true });

      // The same gift again: one per reader, said on its card.
      await page.goto(`${baseUrl}/mall`);
      const bag = gift(page, '书香市图书馆帆布袋');
      await bag.getByText('每位读者限兑1件，您已兑换1件').waitFor({ timeout: 15000 });
      assert.ok(await bag.getByRole('button', { name: '兑换' }).isDisabled());
      await context.close();
    },
  ],
  [
    '积分商城: the last one, taken on another phone while the sheet is open, is refused and the points stay',
    async ({ browser, baseUrl, shot }) => {
      const reader = await openAs(browser, baseUrl, 'reader', '/mall', '积分商城');
      const other = await openAs(browser, baseUrl, 'fined', '/mall', '积分商城');
      const page = reader.page;
      await gift(page, '藏书票套装').getByText('库存 1').waitFor({ timeout: 15000 });
      const before = await balanceOn(page);
      assert.ok(before >= 120, `reader has ${before} points`);
      await gift(page, '藏书票套装').getByRole('button', { name: '兑换' }).click();
      const sheet = page.getByRole('dialog', { name: '兑换礼品' });
      await sheet.getByRole('button', { name: '确认兑换' }).waitFor();

      await gift(other.page, '藏书票套装').getByRole('button', { name: '兑换' }).click();
      await other.page.getByRole('dialog', { name: '兑换礼品' }).getByRole('button', { name: '确认兑换' }).click();
      await other.page.getByRole('region', { name: '兑换成功' }).waitFor({ timeout: 10000 });

      await sheet.getByRole('button', { name: '确认兑换' }).click();
      await sheet.getByRole('alert').getByText('该礼品已兑完').waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('mall-refused') });
      await sheet.getByRole('button', { name: '暂不兑换' }).click();
      await gift(page, '藏书票套装').getByText('该礼品已兑完').waitFor({ timeout: 10000 });
      assert.equal(await balanceOn(page), before);
      await reader.context.close();
      await other.context.close();
    },
  ],
];
