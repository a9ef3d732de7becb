/** Issue "every screen as a careful reader finds it": the catalogue defects, each as the reader meets it. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phone } from './browser';
import type { Scenario } from './types';

/** Opens 图书详情 of the title found first by 书名 `title`; its bookrecno. */
async function openTitle(page: Page, baseUrl: string, title: string): Promise<number> {
  await page.goto(`${baseUrl}/opac/result?type=title&q=${encodeURIComponent(title)}`);
  await page.locator('.opac-bib').filter({ hasText: title }).first().click();
  await page.waitForURL(/\/opac\/detail\?bookrecno=\d+/);
  await page.locator('.opac-record').waitFor({ timeout: 15000 });
  return Number(new URL(page.url()).searchParams.get('bookrecno'));
}

/** Opens, from 任意词 历史, a title with no copy on the shelf that the reader can still reserve; its title. */
async function reservable(page: Page, baseUrl: string): Promise<string> {
  const candidates = page.locator('.opac-bib').filter({ hasText: /在馆 0 \/ 共 [1-9]/ });
  for (let i = 0; i < 12; i += 1) {
    await page.goto(`${baseUrl}/opac/result?type=keyword&q=${encodeURIComponent('历史')}`);
    await page.locator('.opac-bib').first().waitFor({ timeout: 15000 });
    for (let j = 0; j < 20 && (await candidates.count()) <= i; j += 1) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(200);
    }
    const row = candidates.nth(i);
    const title = ((await row.locator('.opac-bib-title').textContent()) ?? '').trim();
    await row.click();
    await page.locator('.opac-reserve').waitFor({ timeout: 15000 });
    await page.waitForFunction(() => !document.querySelector('.opac-reserve-go')?.hasAttribute('disabled'));
    if (await page.locator('.opac-reserve-go').count()) return title;
  }
  throw new Error('no title left to reserve');
}

/** The page on show (kept-alive pages stay in the document, hidden). */
const shown = (page: Page) => page.locator('.ui-page').filter({ has: page.locator('[data-missing]') });

/** What can be pressed or typed into on the page, by its text or label. */
async function actions(page: Page): Promise<string[]> {
  return shown(page)
    .locator('button:not([disabled]), a[href], textarea:not([disabled]), input:not([disabled])')
    .evaluateAll((els) => els.map((el) => (el.textContent || el.getAttribute('aria-label') || '').trim()));
}

/** The one calm "does not exist" panel: its title, and nothing else to press but the way back. */
async function expectMissing(page: Page, title: string, back: string) {
  await page.locator('[data-missing]').waitFor({ timeout: 15000 });
  assert.equal(await page.locator('[data-missing]').count(), 1);
  assert.equal(await page.getByText(title, { exact: true }).count(), 1, title);
  const body = (await shown(page).innerText()).trim();
  for (const word of ['加载失败', '重试', '预约', '发表']) assert.ok(!body.includes(word), `${word} in: ${body}`);
  assert.deepEqual(await actions(page), [back]);
}

export const polishCatalogueScenarios: Scenario[] = [
  [
    'polish catalogue: a stale link to a missing book, notice or library is one calm panel with the way back',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/opac/detail?bookrecno=999999`);
      await expectMissing(page, '书目不存在', '去检索');
      await page.screenshot({ path: shot('polish-catalogue-missing-book') });
      await page.getByRole('button', { name: '去检索' }).click();
      await page.waitForURL(/\/opac\/index$/);

      await page.goto(`${baseUrl}/banner_article?id=999999`);
      await expectMissing(page, '文章不存在或已下线', '返回通知公告');
      await page.screenshot({ path: shot('polish-catalogue-missing-notice') });
      await page.getByRole('button', { name: '返回通知公告' }).click();
      await page.waitForURL(/\/notice$/);

      await page.goto(`${baseUrl}/map/detail?libcode=NOPE`);
      await expectMissing(page, '图书馆不存在', '查看全部图书馆');
      await page.screenshot({ path: shot('polish-catalogue-missing-library') });
      await context.close();
    },
  ],
  [
    'polish catalogue: ten 😀 are not a comment, 😀📚 is not a title, and 三体 is 馆内已有此书 with a link, quota untouched',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await openTitle(page, baseUrl, '三体');
      const heading = page.locator('.shelf-comments h2');
      await heading.waitFor();
      const before = await heading.innerText();
      await page.getByRole('textbox', { name: '写评论' }).fill('😀'.repeat(10));
      await page.getByRole('button', { name: '发表', exact: true }).click();
      await page.getByText('评论需包含至少5个文字，表情、标点和空格不计').waitFor();
      await page.screenshot({ path: shot('polish-catalogue-emoji-comment') });
      assert.equal(await heading.innerText(), before, 'no comment added');

      await page.goto(`${baseUrl}/books/recommend?tab=suggest`);
      const title = page.locator('#suggest-title');
      await title.waitFor({ timeout: 15000 });
      const listed = page.locator('.rec-suggestion');
      await page.waitForTimeout(500);
      const suggestions = await listed.count();
      await title.fill('😀📚');
      await page.getByRole('button', { name: '提交荐购' }).click();
      await page.getByText('请填写真实的书名：至少2个字，表情和标点不计').waitFor();
      await title.fill('三体');
      await page.getByRole('button', { name: '提交荐购' }).click();
      const answer = page.locator('.rec-outcome');
      await answer.getByText(/^馆内已有此书/).waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('polish-catalogue-held-title') });
      assert.equal(await listed.count(), suggestions, 'no suggestion made');
      await answer.getByRole('link', { name: '图书详情' }).click();
      await page.waitForURL(/\/opac\/detail\?bookrecno=\d+/);
      await page.locator('.opac-record-title').getByText('三体', { exact: true }).waitFor({ timeout: 15000 });
      await context.close();
    },
  ],
  [
    'polish catalogue: 预约 asks first, naming the book and the library, then shows 已预约, also on a later visit',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      // A title with no copy on the shelf that this reader has not reserved yet (other scenarios share the data).
      const title = await reservable(page, baseUrl);
      const reserve = page.getByRole('button', { name: '预约', exact: true });
      // Collect where a copy is lent (a library with no copy of it would be refused, and say so).
      const group = page.locator('.opac-holding-group').filter({ hasText: '借出' }).first();
      const library = ((await group.locator('.opac-holding-place').innerText()).split(' · ')[0] ?? '').trim();
      await page.locator('.opac-pickup').getByRole('button', { name: library, exact: true }).click();
      assert.equal(await page.locator('.opac-pickup [aria-pressed="true"]').innerText(), library);
      await reserve.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`在${library}预约《${title}》？`).waitFor();
      await page.screenshot({ path: shot('polish-catalogue-reserve-confirm') });
      await dialog.getByRole('button', { name: '暂不' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.getByRole('button', { name: '已预约' }).count(), 0, '暂不 reserves nothing');
      await reserve.click();
      await page.getByRole('dialog').getByRole('button', { name: '确认预约' }).click();
      const done = page.getByRole('button', { name: '已预约' });
      await done.waitFor({ timeout: 10000 });
      assert.ok(await done.isDisabled());
      assert.equal(await page.getByRole('button', { name: '预约', exact: true }).count(), 0);
      await page.getByText(`${library}取书`).waitFor();
      await page.screenshot({ path: shot('polish-catalogue-reserved') });

      await page.reload();
      await page.getByRole('button', { name: '已预约' }).waitFor({ timeout: 15000 });
      await page.getByRole('link', { name: '查看预约预借' }).click();
      await page.waitForURL(/\/books\/reserve$/);
      await page.locator('.loans-item').filter({ hasText: title }).first().waitFor({ timeout: 15000 });
      await context.close();
    },
  ],
  [
    'polish catalogue: an ISBN typed by hand with one hit opens the book, and Back returns to 图书检索',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      const bookrecno = await openTitle(page, baseUrl, '三体');
      const isbn = (
        (await page.locator('.opac-record-row').filter({ hasText: 'ISBN' }).locator('dd').textContent()) ?? ''
      ).trim();
      await page.goto(`${baseUrl}/opac/index`);
      const form = page.locator('form.opac-search');
      await form.getByRole('button', { name: 'ISBN', exact: true }).click();
      // As a phone keyboard gives it: full-width digits, blanks and hyphens between the groups.
      const typed = ` ${isbn.slice(0, 3)}-${isbn.slice(3, 4)} ${isbn.slice(4, 8)}-${isbn.slice(8)} `.replace(
        /\d/g,
        (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0),
      );
      await form.getByRole('searchbox', { name: '检索词' }).fill(typed);
      await form.getByRole('button', { name: '检索', exact: true }).click();
      await page.waitForURL(new RegExp(`/opac/detail\\?bookrecno=${bookrecno}$`), { timeout: 15000 });
      await page.locator('.opac-record-title').getByText('三体', { exact: true }).waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('polish-catalogue-isbn-hit') });
      await page.goBack();
      await page.waitForURL(/\/opac\/index$/);
      await context.close();
    },
  ],
  [
    'polish catalogue: search results show covers at a fixed size, loaded lazily',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/opac/result?type=keyword&q=${encodeURIComponent('红楼')}`);
      const cover = page.locator('.opac-bib img.ui-cover').first();
      await cover.waitFor({ timeout: 15000 });
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.opac-bib img.ui-cover');
        return !!img && img.complete && img.naturalWidth > 0;
      });
      const box = await cover.boundingBox();
      assert.deepEqual([box?.width, box?.height], [60, 84]);
      assert.equal(await cover.getAttribute('loading'), 'lazy');
      const heights = await page.locator('.opac-bib').evaluateAll((rows) => rows.map((r) => r.clientHeight));
      assert.ok(
        heights.every((h) => h >= 108),
        `every row holds its cover: ${heights.join(',')}`,
      );
      await page.screenshot({ path: shot('polish-catalogue-covers') });
      // The filters are the kit's pickers, not native selects.
      assert.equal(await page.locator('select').count(), 0);
      await page.getByRole('button', { name: '排序：相关度' }).click();
      const picker = page.locator('.adm-picker').filter({ hasText: '排序' });
      const newest = picker.locator('.adm-picker-view-column-item').filter({ hasText: /^最新出版$/ });
      await newest.waitFor();
      await newest.dispatchEvent('click');
      await picker.locator('.adm-picker-view-column-item-active').filter({ hasText: '最新出版' }).waitFor();
      await page.screenshot({ path: shot('polish-catalogue-sort-sheet') });
      await picker.getByText('确定').click();
      await page.waitForURL(/sort=newest/);
      await page.getByRole('button', { name: '排序：最新出版' }).waitFor();
      await context.close();
    },
  ],
];
