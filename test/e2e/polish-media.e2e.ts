/**
 * Issue "every screen as a careful reader finds it": the media defects, each as the reader meets
 * it. Typed barcodes and transfer codes in lower case, the result pages after borrowing and a
 * transfer, a read-aloud file checked when picked, a photo or work that does not exist, the map's
 * markers and distances, and the banner article's prize link.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { tuneWav } from '../../harness/server/seed/aloud';
import { openAs, phone } from './browser';
import { shelvedCopies } from './borrow.e2e';
import type { Scenario } from './types';
import { publishFirst } from './transfer.e2e';
import { twoUsers } from './twoUsers';

/** The screen's own 图书条码 field and its 查询. */
async function typeBarcode(page: Page, typed: string) {
  await page.getByRole('textbox', { name: '图书条码' }).fill(typed);
  await page.getByRole('button', { name: '查询', exact: true }).click();
}

/** A missing record's page: the calm panel, only the way back to press. */
async function assertMissing(page: Page, title: string, wayBack: string) {
  const panel = page.locator('[data-missing]');
  await panel.waitFor({ timeout: 15000 });
  await panel.getByRole('heading', { name: title }).waitFor();
  const main = page.locator('.ui-page');
  assert.deepEqual(await main.getByRole('button').allTextContents(), [wayBack]);
  assert.equal(await page.getByText('重试').count(), 0, 'no 重试');
  assert.equal(await page.getByText('加载失败').count(), 0);
}

export const polishMediaScenarios: Scenario[] = [
  [
    'polish 手机借书: a100000004 typed by hand is A100000004; a lower-case barcode borrowed ends on 借阅成功 (the book, 应还日期, 继续借书 / 查看借阅信息)',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      const [copy] = await shelvedCopies(page, baseUrl);
      assert.ok(copy, 'a copy of 红楼梦 on the shelf at the main library');
      await page.goto(`${baseUrl}/wxloan`);
      await page.waitForFunction(() => document.title === '手机借书');

      // The issue's own step: a phone keyboard's lower case.
      await typeBarcode(page, 'a100000004');
      const card = page.locator('article.borrow-copy');
      await card.getByText('条码 A100000004', { exact: false }).waitFor({ timeout: 15000 });
      assert.equal(await page.getByText('没有找到该条码的馆藏').count(), 0);
      await page.screenshot({ path: shot('polish-media-wxloan-lower') });
      await card.getByRole('button', { name: /^(不借了|知道了)$/ }).click();

      // Lower case with spaces, borrowed: the result page.
      await typeBarcode(page, ` ${copy.slice(0, 4).toLowerCase()} ${copy.slice(4).toLowerCase()} `);
      await page.getByText(/可借，借出后应还日期/).waitFor({ timeout: 15000 });
      await page.getByRole('button', { name: '确认借阅', exact: true }).click();
      const result = page.locator('.ui-result');
      await result.getByRole('heading', { name: '借阅成功' }).waitFor({ timeout: 15000 });
      const said = (await result.innerText()).replace(/\s+/g, ' ');
      assert.match(said, /书名 红楼梦/);
      assert.match(said, new RegExp(`条码 ${copy}`));
      assert.match(said, /应还日期 \d{4}-\d{2}-\d{2}/);
      assert.deepEqual(await result.getByRole('button').allTextContents(), ['继续借书', '查看借阅信息']);
      assert.equal(await page.locator('section.borrow-scan').count(), 0, 'the result page alone');
      await page.screenshot({ path: shot('polish-media-wxloan-result') });

      await result.getByRole('button', { name: '继续借书' }).click();
      await page.locator('.borrow-outcome--ok').filter({ hasText: '红楼梦' }).waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('polish-media-wxloan-continue') });
      await context.close();

      // 查看借阅信息 from a second loan's result page.
      const again = await phone(browser, baseUrl, { persona: 'reader' });
      const next = await again.newPage();
      const [other] = (await shelvedCopies(next, baseUrl)).filter((b) => b !== copy);
      await next.goto(`${baseUrl}/wxloan`);
      await next.waitForFunction(() => document.title === '手机借书');
      await typeBarcode(next, other.toLowerCase());
      await next.getByRole('button', { name: '确认借阅', exact: true }).click();
      await next.getByRole('button', { name: '查看借阅信息' }).click();
      await next.waitForURL((url) => url.pathname === '/books/index');
      await next.locator('.loans-item').filter({ hasText: '红楼梦' }).first().waitFor({ timeout: 15000 });
      await again.close();
    },
  ],
  [
    'polish 图书转借: a transfer code typed in lower case is found; taking it ends on 转借成功 (the book, the lender, 应还日期, 查看借阅信息)',
    async ({ browser, baseUrl, shot }) => {
      const { users, close } = await twoUsers(browser, baseUrl, ['reader', 'multicard']);
      const [lender, borrower] = users.map((u) => u.page);
      const { title, qrtext } = await publishFirst(lender, baseUrl);
      const code = qrtext.replace(/^LIBTRANSFER:/, '');
      await borrower.goto(`${baseUrl}/switch`);
      await borrower.waitForFunction(() => document.title === '图书转借');
      await borrower.getByRole('textbox', { name: '转借码' }).fill(` ${code.toLowerCase()} `);
      await borrower.getByRole('button', { name: '查询', exact: true }).click();
      const offer = borrower.locator('article', { hasText: '转出读者' });
      await offer.getByText(/可转入，转入后应还日期/).waitFor({ timeout: 15000 });
      await offer.getByRole('button', { name: '确认转借' }).click();
      const result = borrower.locator('.ui-result');
      await result.getByRole('heading', { name: '转借成功' }).waitFor({ timeout: 15000 });
      const said = (await result.innerText()).replace(/\s+/g, ' ');
      assert.ok(said.includes(`书名 ${title}`), said);
      assert.match(said, /转出读者 林\*\*/);
      assert.match(said, /应还日期 \d{4}-\d{2}-\d{2}/);
      assert.deepEqual(await result.getByRole('button').allTextContents(), ['查看借阅信息', '返回图书转借']);
      await borrower.screenshot({ path: shot('polish-media-transfer-result') });
      await result.getByRole('button', { name: '查看借阅信息' }).click();
      await borrower.waitForURL((url) => url.pathname === '/books/index');
      await borrower.locator('.loans-item').filter({ hasText: title }).first().waitFor({ timeout: 15000 });
      await close();
    },
  ],
  [
    'polish 上传朗读作品: a file is checked when picked (not audio, too short: said at the field, nothing else filled); a WAV is taken with 换一个文件, never 重新录制; a WAV with HTML after it is refused',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'fined', '/demo?contest=1', '上传朗读作品');
      const file = page.locator('input[type="file"]');
      await file.waitFor({ state: 'attached', timeout: 15000 });
      assert.equal(await page.locator('select').count(), 0, 'no native select');
      const problem = page.locator('.aloud-problem');

      await file.setInputFiles({
        name: 'page.html',
        mimeType: 'text/html',
        buffer: Buffer.from('<html>not audio</html>'),
      });
      await problem.getByText('音频格式不支持，请使用 webm、ogg、m4a、mp3 或 wav').waitFor({ timeout: 10000 });
      assert.equal(await page.getByRole('button', { name: '重新录制' }).count(), 0);
      await page.screenshot({ path: shot('polish-media-aloud-not-audio') });

      await file.setInputFiles({ name: 'short.wav', mimeType: 'audio/wav', buffer: tuneWav(3, 330) });
      await problem.getByText(/^作品时长不能少于5秒（该文件 3\.0 秒）$/).waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('polish-media-aloud-too-short') });

      await file.setInputFiles({ name: 'take.wav', mimeType: 'audio/wav', buffer: tuneWav(8, 330) });
      await page.getByText('take.wav · 8.0 秒').waitFor({ timeout: 10000 });
      assert.equal(await problem.count(), 0, 'the problem is gone with a good file');
      const recorder = page.locator('.aloud-recorder');
      await recorder.getByText('换一个文件').waitFor();
      await recorder.getByRole('button', { name: '改为录音' }).waitFor();
      assert.equal(await recorder.getByText('重新录制').count(), 0, 'a file is not re-recorded');
      await page.screenshot({ path: shot('polish-media-aloud-file-taken') });

      // A WAV with a web page after it: the browser plays it; the library refuses it whole.
      const stuffed = Buffer.concat([tuneWav(8, 330), Buffer.from('<html><script>alert(1)</script></html>')]);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'stuffed.wav', mimeType: 'audio/wav', buffer: stuffed });
      await page.getByText('stuffed.wav · 8.0 秒').waitFor({ timeout: 10000 });
      await page.getByLabel('作品标题').fill('《春晓》');
      await page.getByLabel('朗读的文字').fill('春眠不觉晓，处处闻啼鸟。');
      await page.getByRole('button', { name: '上传作品' }).click();
      await page.getByText('音频文件不完整或与格式不符，请重新录制或换一个文件').waitFor({ timeout: 15000 });
      assert.equal(new URL(page.url()).pathname, '/demo', 'still on the form');
      await page.screenshot({ path: shot('polish-media-aloud-stuffed-refused') });
      await context.close();
    },
  ],
  [
    'polish missing records: /photodetail?id=999999 and /alouddetail?id=999999 are one calm panel with the way back, no 重试',
    async ({ browser, baseUrl, shot }) => {
      const photo = await openAs(browser, baseUrl, 'reader', '/photodetail?id=999999', '晒图详情');
      await assertMissing(photo.page, '晒图不存在', '去读者晒图');
      await photo.page.screenshot({ path: shot('polish-media-photo-missing') });
      await photo.page.getByRole('button', { name: '去读者晒图' }).click();
      await photo.page.waitForURL((url) => url.pathname === '/readerphoto');
      await photo.context.close();

      const work = await openAs(browser, baseUrl, 'reader', '/alouddetail?id=999999', '朗读作品');
      await assertMissing(work.page, '作品不存在', '去看看比赛');
      await work.page.screenshot({ path: shot('polish-media-work-missing') });
      await work.page.getByRole('button', { name: '去看看比赛' }).click();
      await work.page.waitForURL((url) => url.pathname === '/aloud/index');
      await work.context.close();
    },
  ],
  [
    'polish 图书馆城: the two nearby libraries’ markers apart with readable labels; the library the reader is in says 在馆内, never 0.00km',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      // The phone at the main library (the harness's default position).
      await page.request.delete(`${baseUrl}/__harness/api/location`);
      await page.goto(`${baseUrl}/qqmap`);
      await page.waitForFunction(() => document.title === '图书馆城');
      await page.getByText('已按距离由近到远排列').waitFor({ timeout: 15000 });
      const cards = page.locator('.library-card');
      assert.equal(await cards.first().locator('.library-distance').textContent(), '在馆内');
      assert.match((await cards.nth(1).locator('.library-distance').textContent()) ?? '', /^距您 \d+\.\d{2}km$/);
      assert.equal(await page.getByText('0.00km').count(), 0);

      const boxes = async (selector: string) =>
        (await page.locator(selector).evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, text: el.textContent };
          }),
        )) as { left: number; top: number; right: number; bottom: number; text: string }[];
      const overlap = (a: { left: number; top: number; right: number; bottom: number }, b: typeof a) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const pins = await boxes('.branch-pin');
      const labels = await boxes('.branch-label');
      assert.equal(pins.length, 4);
      assert.equal(labels.length, 4, 'every library named on the plan');
      const plan = (await boxes('.branch-map'))[0];
      for (let i = 0; i < pins.length; i += 1) {
        for (let j = i + 1; j < pins.length; j += 1) {
          const [a, b] = [pins[i], pins[j]];
          const apart = Math.hypot(
            (a.left + a.right - b.left - b.right) / 2,
            (a.top + a.bottom - b.top - b.bottom) / 2,
          );
          assert.ok(apart >= 40, `markers ${a.text} and ${b.text} ${apart.toFixed(0)}px apart`);
        }
      }
      for (const label of labels) {
        assert.ok(!pins.some((pin) => overlap(pin, label)), `${label.text} clear of the pins`);
        assert.ok(!labels.some((other) => other !== label && overlap(other, label)), `${label.text} clear of labels`);
        assert.ok(label.left >= plan.left && label.right <= plan.right, `${label.text} inside the plan`);
      }
      await page.locator('.branch-map').screenshot({ path: shot('polish-media-map-plan') });
      await page.screenshot({ path: shot('polish-media-map') });
      await context.close();
    },
  ],
  [
    'polish 读书月 article: its prize link leads to 积分商城, no dead 点击领取奖品',
    async ({ browser, baseUrl, shot }) => {
      const banners = (await (await fetch(`${baseUrl}/api/v1/content/banners`)).json()).data as {
        articleid: number | null;
      }[];
      const id = banners.find((b) => b.articleid)?.articleid;
      assert.ok(id);
      const { context, page } = await openAs(browser, baseUrl, 'reader', `/banner_article?id=${id}`, '详情');
      await page.locator('.rich-text').waitFor({ timeout: 15000 });
      assert.equal(await page.getByText('点击领取奖品').count(), 0);
      const link = page.locator('.rich-text').getByRole('link', { name: '积分商城' });
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('polish-media-article-prize') });
      await link.click();
      await page.waitForURL((url) => url.pathname === '/mall');
      await page.waitForFunction(() => document.title === '积分商城');
      await context.close();
    },
  ],
];
