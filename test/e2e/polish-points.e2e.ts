/**
 * Issue "every screen as a careful reader finds it": the points defects, each as the reader meets
 * it. The redeem sheet shows the address it will post to, whole, and lets it be changed, added or
 * imported; redeeming ends on a result page; 我的地址 picks the region from China's divisions and
 * shows each problem under its field; a payment that did not happen says the fine is still unpaid,
 * and one that did ends on a result page. Each scenario starts from the seeded data.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { openAs } from './browser';
import type { Scenario } from './types';

const WECHAT_ADDRESS = {
  userName: '林小远',
  telNumber: '13905710002',
  postalCode: '310005',
  provinceName: '浙江省',
  cityName: '杭州市',
  countryName: '拱墅区',
  detailInfo: '湖墅南路 8 号 2 单元 601 室',
  nationalCode: '330105',
};

async function reseed(baseUrl: string) {
  const res = await fetch(`${baseUrl}/__harness/api/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scale: 'small' }),
  });
  assert.equal(res.status, 200);
}

/** WeChat's next answer for an interactive API (the harness control API). */
async function answer(page: Page, baseUrl: string, api: string, reply: object) {
  const res = await page.request.post(`${baseUrl}/__harness/api/answers`, { data: { api, answer: reply } });
  assert.equal(res.status(), 200);
}

/** The UI kit's cascade picker: a tap on each column's item, then 确定. */
async function pickRegion(page: Page, names: string[]) {
  const picker = page.locator('.adm-picker').filter({ hasText: '所在地区' });
  await picker.locator('.adm-picker-view-column-item').first().waitFor({ timeout: 15000 });
  for (const [i, name] of names.entries()) {
    const item = picker
      .locator('.adm-picker-view-column')
      .nth(i)
      .locator('.adm-picker-view-column-item')
      .filter({ hasText: new RegExp(`^${name}$`) });
    await item.dispatchEvent('click');
    await picker
      .locator('.adm-picker-view-column')
      .nth(i)
      .locator('.adm-picker-view-column-item-active')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .waitFor();
  }
  await page.screenshot({ path: pickerShot });
  await picker.getByText('确定').click();
  await picker.waitFor({ state: 'hidden' });
}
let pickerShot = '';

/** A field of the address form, by its label. */
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

async function fillAddress(page: Page, form: Locator, phone: string) {
  await field(form, '收货人').fill('林书远');
  await field(form, '手机号码').fill(phone);
  await form.getByRole('button', { name: /^所在地区/ }).click();
  await pickRegion(page, ['浙江省', '杭州市', '西湖区']);
  await field(form, '详细地址').fill('文三路 100 号 2 幢 301 室');
  await field(form, '邮政编码').fill('310012');
}

export const polishPointsScenarios: Scenario[] = [
  [
    'polish points: 邮寄 shows the address whole (name, 138****1234, full address), changeable, added on the sheet or imported, before 确认兑换; it ends on a result page',
    async ({ browser, baseUrl, shot }) => {
      await reseed(baseUrl);
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/mall', '积分商城');
      const bag = page.locator('.mall-gift[aria-label="书香市图书馆帆布袋"]');
      await bag.getByRole('button', { name: '兑换书香市图书馆帆布袋' }).click({ timeout: 15000 });
      const sheet = page.getByRole('dialog', { name: '兑换礼品' });
      await sheet.getByRole('radio', { name: '邮寄' }).check();
      await sheet.getByText('还没有收货地址，请新增或从微信导入').waitFor({ timeout: 10000 });

      // 新增地址 on the sheet: the phone typed with spaces, the region from the picker.
      await sheet.getByRole('button', { name: '新增地址' }).click();
      const form = sheet.getByRole('form', { name: '新增地址' });
      pickerShot = shot('polish-points-redeem-region-picker');
      await fillAddress(page, form, '138 0000 1234');
      await page.screenshot({ path: shot('polish-points-redeem-new-address') });
      await form.getByRole('button', { name: '保存' }).click();
      const chosen = sheet.locator('.mall-address-text').first();
      await chosen.getByText('林书远 138****1234').waitFor({ timeout: 10000 });
      await chosen.getByText('浙江省 杭州市 西湖区 文三路 100 号 2 幢 301 室').waitFor();
      const box = await chosen.boundingBox();
      assert.ok(box && box.width > 250, `the address is readable (${box?.width} px wide)`);
      await page.screenshot({ path: shot('polish-points-redeem-address') });

      // 更换地址 → 从微信导入: WeChat's address is kept and chosen.
      await sheet.getByRole('button', { name: '更换地址' }).click();
      await answer(page, baseUrl, 'openAddress', { action: 'ok', data: WECHAT_ADDRESS });
      await sheet.getByRole('button', { name: '从微信导入' }).click();
      await sheet.getByText('林小远 139****0002').waitFor({ timeout: 10000 });
      await sheet.getByText('浙江省 杭州市 拱墅区 湖墅南路 8 号 2 单元 601 室').waitFor();
      assert.equal(await sheet.getByRole('radio', { name: /林书远/ }).count(), 0, 'the choice is shown, not the list');

      // 更换地址 again: every address, each whole; the first one chosen back.
      await sheet.getByRole('button', { name: '更换地址' }).click();
      const list = sheet.getByRole('radiogroup', { name: '选择收货地址' });
      assert.equal(await list.getByRole('radio').count(), 2);
      await page.screenshot({ path: shot('polish-points-redeem-change') });
      await list.getByRole('radio', { name: /林书远 138\*\*\*\*1234/ }).click();
      await sheet.getByText('林书远 138****1234').waitFor();

      // 确认兑换 ends on the result page.
      await sheet.getByRole('button', { name: '确认兑换' }).click();
      const result = page.getByRole('region', { name: '兑换成功' });
      await result.waitFor({ timeout: 10000 });
      const text = (await result.textContent()) ?? '';
      for (const part of [
        '书香市图书馆帆布袋',
        '消耗积分200 积分',
        '剩余积分120 积分',
        '收货人林书远 138****1234',
        '邮寄地址浙江省 杭州市 西湖区 文三路 100 号 2 幢 301 室',
      ]) {
        assert.ok(text.replace(/\s+/g, ' ').includes(part) || text.includes(part), `result shows ${part}: ${text}`);
      }
      assert.equal(await page.getByRole('dialog', { name: '兑换礼品' }).count(), 0, 'the sheet is closed');
      await page.screenshot({ path: shot('polish-points-redeem-result'), fullPage: true });

      // 返回积分商城, then a gift collected at a library: the result says where and the pickup code.
      await result.getByRole('button', { name: '返回积分商城' }).click();
      const bookmark = page.locator('.mall-gift[aria-label="图书馆定制书签"]');
      await bookmark.getByRole('button', { name: '兑换图书馆定制书签' }).click({ timeout: 15000 });
      const sheet2 = page.getByRole('dialog', { name: '兑换礼品' });
      await sheet2.getByRole('button', { name: /^领取图书馆/ }).waitFor();
      assert.equal(await sheet2.locator('select').count(), 0, 'no native select');
      await page.screenshot({ path: shot('polish-points-redeem-pickup-sheet') });
      // Another library, from the UI kit's picker.
      await sheet2.getByRole('button', { name: /^领取图书馆/ }).click();
      const libraries = page.locator('.adm-picker').filter({ hasText: '领取图书馆' });
      await libraries
        .locator('.adm-picker-view-column-item')
        .filter({ hasText: /^书香市图书馆河西分馆$/ })
        .dispatchEvent('click');
      await libraries.locator('.adm-picker-view-column-item-active').filter({ hasText: '河西分馆' }).waitFor();
      await page.screenshot({ path: shot('polish-points-redeem-library-picker') });
      await libraries.getByText('确定').click();
      await sheet2.getByRole('button', { name: '领取图书馆：书香市图书馆河西分馆' }).waitFor();
      await sheet2.getByRole('button', { name: '确认兑换' }).click();
      await result.waitFor({ timeout: 10000 });
      await result.getByText('领取码', { exact: true }).waitFor();
      assert.match((await result.textContent()) ?? '', /领取图书馆书香市图书馆河西分馆领取码\d{10}/);
      await page.screenshot({ path: shot('polish-points-redeem-result-pickup'), fullPage: true });
      await result.getByRole('button', { name: '查看我的礼品' }).click();
      await page.waitForURL((url) => url.pathname === '/getgifts');
      const posted = page.locator('.gifts-card[aria-label="书香市图书馆帆布袋 待发货"]');
      await posted.getByText('邮寄至：林书远 138****1234').waitFor({ timeout: 10000 });
      await context.close();
    },
  ],
  [
    'polish points: 我的地址 picks the region from China’s divisions, takes a phone with spaces, masks it, puts each problem under its field and refuses what is too long',
    async ({ browser, baseUrl, shot }) => {
      await reseed(baseUrl);
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/address', '我的地址');
      await page.getByRole('button', { name: '新增地址' }).first().click({ timeout: 15000 });
      const form = page.getByRole('form', { name: '新增地址' });
      assert.equal(await form.locator('select, input[type="date"]').count(), 0, 'no native select or date input');
      const importButton = form.getByRole('button', { name: '从微信导入' });
      const importBox = await importButton.boundingBox();
      assert.ok(importBox && importBox.height < 50, `从微信导入 on one line (${importBox?.height} px high)`);

      // Everything wrong at once: each problem under its own field, nothing sent.
      await field(form, '收货人').fill('林书远');
      await field(form, '手机号码').fill('138 0000 12');
      await field(form, '详细地址').fill(`文三路${'号'.repeat(98)}`);
      await field(form, '邮政编码').fill('31001');
      await form.getByRole('button', { name: '保存' }).click();
      // The problems are shown together, once the form has checked what was typed.
      await form.getByText('请填写正确的11位手机号码').waitFor({ timeout: 10000 });
      const under = async (label: string, message: string) => {
        const described = await field(form, label).getAttribute('aria-describedby');
        assert.ok(described, `${label} has a problem`);
        assert.equal((await page.locator(`[id="${described}"]`).textContent())?.trim(), message);
      };
      await under('手机号码', '请填写正确的11位手机号码');
      await under('详细地址', '详细地址不能超过100个字（现有101个字）');
      await under('邮政编码', '邮政编码应为6位数字');
      const region = form.getByRole('button', { name: /^所在地区/ });
      const regionProblem = await region.getAttribute('aria-describedby');
      assert.equal(
        (await page.locator(`[id="${regionProblem}"]`).textContent())?.trim(),
        '请选择所在地区（省、市、区县）',
      );
      assert.equal(
        (await field(form, '详细地址').inputValue()).length,
        101,
        'nothing cut: the reader sees what was typed',
      );
      await page.screenshot({ path: shot('polish-points-address-problems'), fullPage: true });

      // Mended: the region from the picker, a phone with spaces, the address within the limit.
      pickerShot = shot('polish-points-address-region-picker');
      await fillAddress(page, form, '138 0000 1234');
      await form.getByRole('button', { name: '保存' }).click();
      const card = page.locator('.address-card').first();
      await card.waitFor({ timeout: 10000 });
      assert.match(
        (await card.textContent()) ?? '',
        /林书远\s*138\*\*\*\*1234\s*默认.*浙江省 杭州市 西湖区 文三路 100 号 2 幢 301 室 · 邮编 310012/,
      );
      await page.screenshot({ path: shot('polish-points-address-list'), fullPage: true });

      // 编辑 shows the region chosen, and the picker opens on it.
      await card.getByRole('button', { name: '编辑' }).click();
      const edit = page.getByRole('form', { name: '编辑地址' });
      await edit.getByRole('button', { name: '所在地区 浙江省 杭州市 西湖区' }).click();
      const picker = page.locator('.adm-picker').filter({ hasText: '所在地区' });
      await picker.locator('.adm-picker-view-column-item-active').nth(2).filter({ hasText: '西湖区' }).waitFor();
      await picker.getByText('取消').click();
      await edit.getByRole('button', { name: '取消' }).click();

      // 删除 asks first, the button naming the action.
      await card.getByRole('button', { name: '删除' }).click();
      const dialog = page.getByRole('dialog', { name: '删除地址' });
      await dialog.getByRole('button', { name: '删除地址' }).waitFor();
      await page.screenshot({ path: shot('polish-points-address-delete') });
      await dialog.getByRole('button', { name: '暂不' }).click();
      assert.equal(await page.locator('.address-card').count(), 1);
      await context.close();
    },
  ],
  [
    'polish points: a failed or cancelled payment says the fine is still unpaid and what to do; a paid one ends on a result page',
    async ({ browser, baseUrl, shot }) => {
      await reseed(baseUrl);
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/CurFineList', '财经记录');
      const owed = page.locator('.loans-owed-amount');
      await owed.waitFor({ timeout: 15000 });
      assert.equal((await owed.textContent())?.trim(), '¥1.50');

      await answer(page, baseUrl, 'chooseWXPay', { action: 'fail', errMsg: 'chooseWXPay:fail' });
      await page.getByRole('button', { name: '去缴费' }).click();
      const problem = page.getByRole('region', { name: '未缴罚款' }).getByRole('alert');
      await problem.waitFor({ timeout: 15000 });
      assert.equal(
        (await problem.textContent())?.trim(),
        '支付未完成（微信接口调用失败），罚款仍未缴纳。请再点“去缴费”重试，或到馆缴纳。',
      );
      assert.equal((await owed.textContent())?.trim(), '¥1.50');
      await page.screenshot({ path: shot('polish-points-pay-failed') });

      await answer(page, baseUrl, 'chooseWXPay', { action: 'cancel' });
      await page.getByRole('button', { name: '去缴费' }).click();
      await problem
        .getByText('支付已取消，罚款仍未缴纳。需要时可再点“去缴费”，或到馆缴纳。')
        .waitFor({ timeout: 15000 });
      await page.reload();
      await owed.waitFor({ timeout: 15000 });
      assert.equal((await owed.textContent())?.trim(), '¥1.50', 'nothing paid');

      await answer(page, baseUrl, 'chooseWXPay', { action: 'ok' });
      await page.getByRole('button', { name: '去缴费' }).click();
      const result = page.getByRole('region', { name: '缴费成功' });
      await result.waitFor({ timeout: 20000 });
      const text = (await result.textContent()) ?? '';
      assert.match(text, /缴费金额¥1\.50/);
      assert.match(text, /订单号\S+/);
      await page.screenshot({ path: shot('polish-points-pay-result'), fullPage: true });
      await result.getByRole('button', { name: '返回财经记录' }).click();
      await page.waitForFunction(() => document.querySelector('.loans-owed-amount')?.textContent?.trim() === '¥0.00');
      await context.close();
    },
  ],
  [
    'polish points: 积分记录 folds 积分规则 behind a button, no native <details>',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/points', '积分记录');
      const toggle = page.getByRole('button', { name: '积分规则' });
      await toggle.waitFor({ timeout: 15000 });
      assert.equal(await page.locator('details, select, input[type="date"]').count(), 0);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await toggle.click();
      await page.getByText('每张读者证一次').waitFor();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await page.screenshot({ path: shot('polish-points-rules') });
      await context.close();
    },
  ],
];
