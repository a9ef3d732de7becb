/**
 * 手机借书 as a reader sees it, against the harness's library system signed in the app's own way,
 * with WeChat's scan and location answered like the client: a copy scanned and borrowed (on
 * 借阅信息's list), a copy refused with its reason, a reader away from the library, a cancelled scan,
 * a copy not on the shelf said at once (getHoldingInfo, no position asked), and a copy another
 * reader took before 确认借阅 shown as it is now.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LoansStore } from '../../src/features/loans/LoansStore';
import PhoneLoanScreen from '../../src/features/borrow/PhoneLoanScreen';
import { PhoneLoanStore } from '../../src/features/borrow/PhoneLoanStore';
import { installWx } from '../../src/wx/sdk';
import { installFakeWx } from '../helpers/wx';
import { APPID, signInAs, withHarness } from '../helpers/harness';
import { signInWechatUser } from '../helpers/wechatUsers';
import { allByText, byText, click, render, text, type, waitFor } from '../helpers/page';

const Borrow = suite('手机借书 against the harness');
const server = withHarness(Borrow);

type Reply = { success?: (r: object) => void; fail?: (r: object) => void; cancel?: (r: object) => void };
/** WeChat's answers: the next scan's text (iOS shape) or a cancel, and where the phone is. */
function phoneAt(place: { latitude: number; longitude: number }, scans: (string | 'cancel')[] = []) {
  installFakeWx({
    scanQRCode: (args: Reply) => {
      const next = scans.shift() ?? 'cancel';
      if (next === 'cancel') args.cancel?.({ errMsg: 'scanQRCode:cancel' });
      else
        args.success?.({
          errMsg: 'scanQRCode:ok',
          resultStr: JSON.stringify({ scan_code: { scan_result: `CODE_128,${next}` } }),
        });
    },
    getLocation: (args: Reply) => args.success?.({ errMsg: 'getLocation:ok', ...place, accuracy: 30, speed: 0 }),
  });
}

const library = (code: string) =>
  server.db.prepare('SELECT latitude, longitude FROM libraries WHERE code = ?').get(code) as {
    latitude: number;
    longitude: number;
  };
const shelved = (limit: number) =>
  server.db
    .prepare("SELECT barcode FROM holdings WHERE curlib = 'SXLIB' AND state = 1 ORDER BY barcode LIMIT ?")
    .pluck()
    .all(limit) as string[];

Borrow('a scanned copy is shown, borrowed with 确认借阅, and is on 借阅信息; an on-loan copy says why', async () => {
  const [copy] = shelved(1);
  const lent = server.db.prepare('SELECT barcode FROM holdings WHERE state = 2 LIMIT 1').pluck().get() as string;
  installWx(null);
  const { root, env } = await signInAs(server, 'reader');
  phoneAt(library('SXLIB'), [copy, lent]);
  const page = await render(<PhoneLoanScreen />, root, '/wxloan');
  await waitFor(() => !!page.container.querySelector('.borrow-scan-button'));
  // 借阅信息 was seen a moment ago: fresh, and it must still show the new loan.
  const loans = root.feature(LoansStore);
  await loans.loadCurrent();
  await click(byText(page.container, '扫描图书条码', 'button'));
  await waitFor(() => text(page.container).includes('可借，借出后应还日期'));
  const title = text(page.container.querySelector('.borrow-copy .borrow-title') as Element);
  await click(byText(page.container, '确认借阅', 'button'));
  // The result page: what happened, the book, when it is due, and what next; no toast.
  await waitFor(() => !!page.container.querySelector('.ui-result'));
  const result = page.container.querySelector('.ui-result') as Element;
  assert.is(text(result.querySelector('h2') as Element), '借阅成功');
  assert.match(text(result), new RegExp(`书名${title}`));
  assert.match(text(result), new RegExp(`条码${copy}`));
  assert.match(text(result), /应还日期\d{4}-\d{2}-\d{2}/);
  assert.equal(
    [...result.querySelectorAll('button')].map((b) => text(b)),
    ['继续借书', '查看借阅信息'],
  );
  assert.is(env.toasts.length, 0);
  assert.not.ok(page.container.querySelector('.borrow-scan-button'), 'the result page alone');
  assert.is(server.db.prepare('SELECT state FROM holdings WHERE barcode = ?').pluck().get(copy), 2);
  await click(byText(page.container, '继续借书', 'button'));
  await waitFor(() => text(page.container).includes('本次借阅'));
  await loans.loadCurrent();
  assert.ok(
    loans.loans.some(({ loan }) => loan.barcode === copy),
    'on 借阅信息',
  );

  await click(byText(page.container, '扫描图书条码', 'button'));
  await waitFor(() => text(page.container).includes('该书已借出'));
  assert.not.ok(page.container.querySelector('.borrow-copy button.ui-button:not(.ui-button--ghost)'), 'no 确认借阅');
  assert.not.ok(page.container.querySelector('.borrow-problem'), 'the verdict is said once, on the copy');
  const outcomes = [...page.container.querySelectorAll('.borrow-outcome')].map((el) => text(el));
  assert.is(outcomes.length, 2);
  assert.match(outcomes[0], /未借出 · 该书已借出/);
  assert.match(outcomes[1], /借阅成功 · 应还日期/);
  await page.unmount();
});

Borrow('away from the library: 请在图书馆内使用手机借书, nothing lent; a cancelled scan says nothing', async () => {
  const [copy] = shelved(1);
  installWx(null);
  const { root } = await signInAs(server, 'reader');
  phoneAt(library('SXLIB-CN'), ['cancel']);
  const store = root.feature(PhoneLoanStore);
  assert.equal(await store.scan.run(), { ok: true, message: '' });
  assert.is(store.current, null);
  assert.equal(await store.check.run(copy), { ok: true, message: '' });
  assert.equal([store.current?.loanable, store.current?.reason], [false, '请在图书馆内使用手机借书']);
  assert.equal(store.outcomes, [
    { barcode: copy, title: store.current?.title, ok: false, detail: '请在图书馆内使用手机借书' },
  ]);
  assert.is(server.db.prepare('SELECT state FROM holdings WHERE barcode = ?').pluck().get(copy), 1);
  assert.equal(await store.check.run('含 空格'), { ok: false, message: '请输入正确的图书条码' });
});

Borrow(
  'a barcode typed in lower case with spaces finds the copy, and the field says it as the library does',
  async () => {
    const [copy] = shelved(1);
    installWx(null);
    const { root } = await signInAs(server, 'reader');
    phoneAt(library('SXLIB'));
    const page = await render(<PhoneLoanScreen />, root, '/wxloan');
    await waitFor(() => !!page.container.querySelector('.borrow-scan-button'));
    const typed = ` ${copy.slice(0, 4).toLowerCase()} ${copy.slice(4).toLowerCase()} `;
    await type(page.container.querySelector('input[aria-label="图书条码"]') as HTMLInputElement, typed);
    await click(byText(page.container, '查询', 'button'));
    await waitFor(() => text(page.container).includes('可借，借出后应还日期'));
    assert.match(text(page.container), new RegExp(`条码 ${copy}`));
    assert.not.ok(page.container.querySelector('.borrow-problem'));
    await page.unmount();
  },
);

Borrow(
  'a copy not on the shelf says why with its place and state, and the phone is never asked where it is',
  async () => {
    const copyIn = (state: number) =>
      server.db.prepare('SELECT barcode FROM holdings WHERE state = ? ORDER BY barcode LIMIT 1').get(state) as
        | { barcode: string }
        | undefined;
    const lent = server.db
      .prepare('SELECT barcode, returndate FROM loans WHERE returned_at IS NULL ORDER BY barcode LIMIT 1')
      .get() as { barcode: string; returndate: string };
    const lost = copyIn(4);
    installWx(null);
    const { root, env } = await signInAs(server, 'reader');
    let asked = 0;
    installFakeWx({
      getLocation: (args: Reply) => {
        asked++;
        args.fail?.({ errMsg: 'getLocation:fail auth deny' });
      },
    });
    const page = await render(<PhoneLoanScreen />, root, '/wxloan');
    await waitFor(() => !!page.container.querySelector('.borrow-scan-button'));
    const field = page.container.querySelector('input[aria-label="图书条码"]') as HTMLInputElement;
    await type(field, lent.barcode.toLowerCase());
    await click(byText(page.container, '查询', 'button'));
    await waitFor(() => !!page.container.querySelector('.borrow-copy'));
    const card = page.container.querySelector('.borrow-copy') as Element;
    assert.match(text(card), / · 借出/);
    assert.match(text(card), new RegExp(`条码 ${lent.barcode}`));
    assert.is(text(card.querySelector('.borrow-verdict--no') as Element), `该书已借出，应还日期 ${lent.returndate}`);
    assert.equal(
      [...card.querySelectorAll('button')].map((b) => text(b)),
      ['知道了'],
    );
    assert.not.ok(page.container.querySelector('.borrow-problem'), 'said once, on the copy');
    assert.match(text(page.container.querySelector('.borrow-outcome') as Element), /未借出 · 该书已借出，应还日期/);
    assert.ok(lost, 'the catalogue has a lost copy');
    await type(field, (lost as { barcode: string }).barcode);
    await click(byText(page.container, '查询', 'button'));
    await waitFor(() => text(page.container).includes('该书已登记丢失，不能借阅'));
    assert.match(text(page.container.querySelector('.borrow-copy') as Element), / · 丢失/);
    assert.is(asked, 0, 'no position asked for a copy nobody may borrow');
    assert.is(env.toasts.length, 0);
    await page.unmount();
  },
);

Borrow('a copy another reader borrows before 确认借阅 is shown as it is now, with the refusal, once', async () => {
  const [copy] = shelved(1);
  const here = library('SXLIB');
  installWx(null);
  const { root } = await signInAs(server, 'reader');
  phoneAt(here, [copy]);
  const page = await render(<PhoneLoanScreen />, root, '/wxloan');
  await waitFor(() => !!page.container.querySelector('.borrow-scan-button'));
  await click(byText(page.container, '扫描图书条码', 'button'));
  await waitFor(() => text(page.container).includes('可借，借出后应还日期'));
  assert.match(text(page.container.querySelector('.borrow-copy') as Element), / · 在馆/);
  // Meanwhile another reader at the same shelf borrows it.
  const other = await signInWechatUser(server, 'multicard');
  const rdrno = (await other.cards()).rows.find((c) => c.select)?.rdrno as string;
  const lent = await other.post('/api/v1/elib/loanBook', {
    authorizer_appid: APPID,
    rdrno,
    barcode: copy,
    latitude: here.latitude,
    longitude: here.longitude,
  });
  assert.is(lent.message, '借阅成功');
  await click(byText(page.container, '确认借阅', 'button'));
  await waitFor(() => text(page.container).includes(' · 借出'));
  const card = page.container.querySelector('.borrow-copy') as Element;
  assert.is(text(card.querySelector('.borrow-verdict--no') as Element), '该书已借出');
  assert.is(allByText(card, '确认借阅', 'button').length, 0, 'no 确认借阅 for a copy already lent');
  assert.not.ok(page.container.querySelector('.borrow-problem'), 'the refusal is said once, on the copy');
  assert.not.ok(page.container.querySelector('.ui-result'), 'no result page');
  await page.unmount();
});

Borrow.run();
