/**
 * 借阅信息, 预约预借 and 财经记录 as the reader sees them, against a fake library system: SPEC §4's
 * status texts in order, a renewal's result on its own row, 全部续借, the history tab, cancelling a
 * reservation after confirming, and paying fines through the pay sheet (cancel changes nothing).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import type { CurFine, CurLoan, CurReserve, ReaderBase } from '../../src/api/contract';
import FinesScreen from '../../src/features/loans/FinesScreen';
import LoansScreen from '../../src/features/loans/LoansScreen';
import { LoansStore } from '../../src/features/loans/LoansStore';
import ReserveScreen from '../../src/features/loans/ReserveScreen';
import { libraryToday } from '../../src/lib/loanStatus';
import { installWx } from '../../src/wx/sdk';
import { installFakeWx } from '../helpers/wx';
import { type Backend, byText, click, fakeBackend, makeRoot, render, sentTo, text, waitFor } from '../helpers/page';

const DAY = 86_400_000;
const day = (offset: number) => libraryToday(Date.now() + offset * DAY);
const ok = (rows: unknown[] = [], message = '成功') => ({ status: '0', message, rows, total: rows.length });
const refused = (message: string) => ({ status: '1', message, rows: [], total: 0 });

const loan = (barcode: string, title: string, dueIn: number, renewcount = 0, renewnote = ''): CurLoan => ({
  loanid: Number(barcode.slice(-3)),
  barcode,
  bookrecno: 1,
  title,
  author: '作者',
  isbn: '',
  libcode: 'SXLIB',
  libname: '书香市图书馆',
  lentvia: 'desk',
  curlocal: 'A1',
  curlocalname: '社科借阅区',
  callno: 'I247/1',
  loandate: day(dueIn - 30),
  returndate: day(dueIn),
  renewcount,
  renewlimit: 2,
  overduedays: Math.max(0, -dueIn),
  fine: Math.max(0, -dueIn) * 10,
  renewable: !renewnote,
  renewnote,
});

/** A reader with card SX100001, its cards known. */
function signedIn() {
  const made = makeRoot();
  runInAction(() => {
    made.root.reader.select_rdrno = 'SX100001';
    made.root.reader.cardsStatus = 'ready';
    made.root.reader.cardsReady = true;
    made.root.reader.elibUserBase = { rdrno: 'SX100001', name: '林书远', state: 'valid' } as ReaderBase;
  });
  return made;
}

const rowsText = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((el) => text(el));

// ---

const Loans = suite('借阅信息');
let backend: Backend | null = null;
Loans.after.each(() => {
  backend?.restore();
  backend = null;
});

Loans('overdue and nearly due loans first, with SPEC §4 texts and days left', async () => {
  backend = fakeBackend({
    '/v1/elib/listRdrCurLoan': () =>
      ok([
        loan('B001', '远期', 20),
        loan('B002', '临期书', 2),
        loan('B003', '过期书', -3),
        loan('B004', '今天到期', 0),
      ]),
  });
  const { root } = signedIn();
  const page = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => page.container.querySelectorAll('.loans-item').length === 4);
  assert.equal(rowsText(page.container, '.loans-item-title'), ['过期书', '今天到期', '临期书', '远期']);
  assert.equal(rowsText(page.container, '.loans-status-text'), ['过期', '临期', '临期', '借阅中']);
  assert.equal(rowsText(page.container, '.loans-status-days'), ['已过期 3 天', '今天到期', '还剩 2 天', '还剩 20 天']);
  assert.ok(page.container.querySelector('.loans-status--overdue'), 'its own colour class');
  assert.ok(text(page.container).includes('罚款 ¥0.30'), 'the fine so far on the overdue loan');
  assert.ok(text(page.container).includes('在借 4 本'));
  await page.unmount();
});

const OVERDUE = '该书已过期，不能续借，请尽快归还';
const AT_LIMIT = '已续借1次，不能再续借。可到馆办理或按时归还';
const WANTED = '该书已被其他读者预约，不能续借，请按时归还';

Loans('a loan the library would not renew has no 续借, only the reason', async () => {
  backend = fakeBackend({
    '/v1/elib/listRdrCurLoan': () =>
      ok([
        loan('B001', '可续借', 10),
        loan('B002', '过期书', -1, 0, OVERDUE),
        loan('B003', '续满了', 15, 1, AT_LIMIT),
        loan('B004', '有人预约', 20, 0, WANTED),
      ]),
  });
  const { root } = signedIn();
  const page = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => page.container.querySelectorAll('.loans-item').length === 4);
  const row = (title: string) => page.container.querySelector<HTMLElement>(`article[aria-label="${title}"]`)!;
  assert.ok(row('可续借').querySelector('button[aria-label="续借 可续借"]'));
  for (const [title, reason] of [
    ['过期书', OVERDUE],
    ['续满了', AT_LIMIT],
    ['有人预约', WANTED],
  ]) {
    assert.not.ok(row(title).querySelector('button'), `${title}: no button to invite a refusal`);
    assert.is(text(row(title).querySelector('.loans-result--note')!), reason);
  }
  assert.ok(text(page.container).includes('在借 4 本 · 可续借 1 本'));
  await page.unmount();
});

Loans('续借 shows the new due date on its row, which stays where it was', async () => {
  const due = day(40);
  backend = fakeBackend({
    '/v1/elib/listRdrCurLoan': () =>
      ok([loan('B001', '过期书', -1, 0, OVERDUE), loan('B002', '临期书', 2), loan('B003', '远期书', 20)]),
    '/v1/elib/renewBook': () =>
      ok([{ barcode: 'B002', returndate: due, renewcount: 1, renewable: false, renewnote: AT_LIMIT }], '续借成功'),
  });
  const { root } = signedIn();
  const page = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => page.container.querySelectorAll('.loans-item').length === 3);
  const titles = () => rowsText(page.container, '.loans-item-title');
  assert.equal(titles(), ['过期书', '临期书', '远期书']);
  const row = (title: string) => page.container.querySelector<HTMLElement>(`article[aria-label="${title}"]`)!;
  await click(byText(row('临期书'), '续借', 'button'));
  await waitFor(() => text(row('临期书').querySelector('.loans-result')!) !== '');
  assert.is(text(row('临期书').querySelector('.loans-result--ok')!), `续借成功，应还日期 ${due}`);
  assert.ok(text(row('临期书')).includes(`应还 ${due}`), 'the row takes the new due date');
  assert.equal(titles(), ['过期书', '临期书', '远期书'], 'due last now, yet in the same place');
  assert.not.ok(row('临期书').querySelector('button'), 'renewed to its limit: no button any more');
  const second = page.container.querySelectorAll<HTMLElement>('.loans-item')[1];
  assert.is(second.getAttribute('aria-label'), '临期书', 'a second tap in that place finds the same book');
  await page.unmount();
});

Loans('全部续借 asks first; declined, nothing is sent; confirmed, a summary with each reason', async () => {
  backend = fakeBackend({
    '/v1/elib/listRdrCurLoan': () =>
      ok([loan('B001', '过期书', -1, 0, OVERDUE), loan('B002', '临期书', 2), loan('B003', '远期书', 20)]),
    '/v1/elib/renewBook': (p) =>
      p.barcode === 'B002'
        ? ok([{ barcode: 'B002', returndate: day(30), renewcount: 1, renewable: false, renewnote: AT_LIMIT }])
        : refused(WANTED),
  });
  const { root, env } = signedIn();
  const page = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => page.container.querySelectorAll('.loans-item').length === 3);
  env.confirmAnswer = false;
  await click(byText(page.container, '全部续借', 'button'));
  assert.equal(env.confirms, [{ title: '续借 2 本可续借的图书？', content: '《临期书》《远期书》' }]);
  assert.is(backend.calls.filter((c) => c.url === '/v1/elib/renewBook').length, 0, 'declined: nothing sent');

  env.confirmAnswer = true;
  await click(byText(page.container, '全部续借', 'button'));
  const panel = () => page.container.querySelector<HTMLElement>('section[aria-labelledby="loans-renewed-title"]');
  await waitFor(() => panel() !== null);
  const renewCalls = backend.calls.filter((c) => c.url === '/v1/elib/renewBook').map((c) => c.input.barcode);
  assert.equal(renewCalls, ['B002', 'B003'], 'only the renewable loans are asked for');
  assert.ok(text(panel()!).includes('成功 1 本，未续借 2 本'));
  assert.equal(rowsText(panel()!.querySelector('ul[aria-label="已续借"]')!, 'li'), [`《临期书》应还 ${day(30)}`]);
  assert.equal(rowsText(panel()!.querySelector('ul[aria-label="未续借"]')!, 'li'), [
    `《过期书》${OVERDUE}`,
    `《远期书》${WANTED}`,
  ]);
  assert.equal(env.toasts, [], 'no toast: the outcome is on the page');
  const buttons = [...page.container.querySelectorAll('button')].map((b) => text(b));
  assert.not.ok(buttons.includes('全部续借'), 'nothing left to renew: not offered');
  assert.ok(text(page.container).includes('暂无可续借的图书'));
  const refusedRow = page.container.querySelector<HTMLElement>('article[aria-label="远期书"]')!;
  assert.not.ok(refusedRow.querySelector('button'), 'refused by the library: its button is gone too');
  await click(byText(panel()!, '知道了', 'button'));
  assert.is(panel(), null);
  await page.unmount();
});

Loans('no loans: 当前没有借阅 with 去检索; the history tab lists returned loans', async () => {
  backend = fakeBackend({
    '/v1/elib/listRdrCurLoan': () => ok([]),
    '/v1/elib/listCirHistory': () =>
      ok([
        {
          loanid: 9,
          barcode: 'B9',
          bookrecno: 9,
          title: '读过的书',
          author: '某人',
          libname: '书香市图书馆',
          loandate: '2026-01-02',
          backdate: '2026-01-20',
          renewcount: 1,
        },
      ]),
  });
  const { root } = signedIn();
  const page = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => text(page.container).includes('当前没有借阅'));
  assert.ok(byText(page.container, '去检索', 'button'));
  await click(byText(page.container, '借阅历史', 'button'));
  await waitFor(() => page.container.querySelectorAll('.loans-history-row').length === 1);
  assert.ok(text(page.container).includes('借出 2026-01-02 · 归还 2026-01-20 · 续借 1 次'));
  assert.not.ok(page.container.querySelector('input, select, details'), 'no browser-native date box');
  assert.ok(page.container.querySelector('button[aria-label="开始日期：不限"]'));
  assert.ok(page.container.querySelector('button[aria-label="结束日期：不限"]'));
  const link = page.container.querySelector<HTMLAnchorElement>('a.loans-history-row')!;
  assert.is(link.getAttribute('href'), '/opac/detail?bookrecno=9');
  await click(link);
  assert.is(page.location(), '/opac/detail?bookrecno=9', 'tapping a returned loan opens the book');
  await page.unmount();
});

Loans(
  '借阅详情 on a returned loan shows its history: renewals, the late return, its fine; a refusal says why',
  async () => {
    const returned = {
      loanid: 9,
      barcode: 'B9',
      bookrecno: 9,
      title: '读过的书',
      author: '某人',
      libname: '书香市图书馆',
      loandate: '2026-01-02',
      backdate: '2026-02-05',
      renewcount: 1,
      lentvia: 'phone',
      returnedvia: 'desk',
    };
    backend = fakeBackend({
      '/v1/elib/listRdrCurLoan': () => ok([]),
      '/v1/elib/listCirHistory': () => ok([returned, { ...returned, loanid: 10, title: '另一本书' }]),
      '/v1/elib/getLoanInfoHistory': (input) =>
        input.loanid === 9
          ? ok([
              {
                ...returned,
                callno: 'I247/1',
                returndate: '2026-02-01',
                overduedays: 4,
                fine: 40,
                finepaid: false,
                points: 0,
              },
            ])
          : refused('没有找到该借阅记录'),
    });
    const { root } = signedIn();
    const page = await render(<LoansScreen />, root, '/books/index?tab=history');
    await waitFor(() => page.container.querySelectorAll('.loans-history-row').length === 2);
    await click(page.container.querySelector('button[aria-label="借阅详情：读过的书"]')!);
    const sheet = () => document.querySelector<HTMLElement>('[role="dialog"][aria-label="借阅详情"]');
    await waitFor(() => !!sheet() && text(sheet()!).includes('罚款'));
    assert.equal(sentTo(backend, '/v1/elib/getLoanInfoHistory'), [{ rdrno: 'SX100001', loanid: 9 }]);
    const lines = [...sheet()!.querySelectorAll('.loans-record-lines > div')].map(
      (el) => `${text(el.querySelector('dt')!)} ${text(el.querySelector('dd')!)}`,
    );
    assert.equal(lines, [
      '图书条码 B9（索书号 I247/1）',
      '馆藏地 书香市图书馆',
      '借出 2026-01-02（手机借书）',
      '应还日期 2026-02-01',
      '续借 1 次',
      '归还 2026-02-05',
      '过期 已过期 4 天',
      '罚款 ¥0.40（未缴纳）',
    ]);
    assert.is(sheet()!.querySelector('a')?.getAttribute('href'), '/opac/detail?bookrecno=9');
    await click(byText(sheet()!, '关闭', 'button'));
    await waitFor(() => root.feature(LoansStore).recordOf === null);

    await click(page.container.querySelector('button[aria-label="借阅详情：另一本书"]')!);
    await waitFor(() => !!sheet() && text(sheet()!).includes('没有找到该借阅记录'));
    await page.unmount();
  },
);

Loans.run();

// ---

const Reserves = suite('预约预借');
Reserves.after.each(() => {
  backend?.restore();
  backend = null;
});

const reserve = (id: number, state: CurReserve['state'], statename: string, extra: Partial<CurReserve> = {}) =>
  ({
    reserveid: id,
    bookrecno: id,
    title: `预约书${id}`,
    author: '作者',
    libcode: 'SXLIB',
    libname: '书香市图书馆',
    reservedate: '2026-11-01',
    state,
    statename,
    queue: null,
    pickupdeadline: null,
    pickupshelf: null,
    pickupcode: null,
    ...extra,
  }) satisfies CurReserve;

Reserves('a ready one says where, with what and by when; 取消预约 only after confirming', async () => {
  const deadline = day(3);
  backend = fakeBackend({
    '/v1/elib/listRdrCurReserves': () =>
      ok([
        reserve(2, 'ready', '可取书', {
          pickupdeadline: deadline,
          pickupshelf: '1F 总服务台 预约取书架',
          pickupcode: '428613',
        }),
        reserve(1, 'queued', '排队中', { queue: 2 }),
        reserve(3, 'expired', '已过期'),
      ]),
    '/v1/elib/cancelReserve': () => ok([], '取消成功'),
  });
  const { root, env } = signedIn();
  const page = await render(<ReserveScreen />, root, '/books/reserve');
  await waitFor(() => page.container.querySelectorAll('.loans-item').length === 3);
  const all = text(page.container);
  assert.ok(all.includes('排在第 2 位'));
  assert.equal(rowsText(page.container, '.loans-item-title'), ['预约书2', '预约书1', '预约书3'], "the library's order");
  const ready = page.container.querySelector<HTMLElement>('article[aria-label="预约书2"]')!;
  const [, month, date] = deadline.split('-').map(Number);
  assert.is(text(ready.querySelector('.loans-pickup p')!), `请于 ${month}月${date}日 前取书`);
  assert.equal(rowsText(ready, '.loans-pickup dt'), ['取书馆', '取书位置', '取书码']);
  assert.equal(rowsText(ready, '.loans-pickup dd'), ['书香市图书馆', '1F 总服务台 预约取书架', '428613']);
  assert.not.ok(page.container.querySelector('article[aria-label="预约书1"] .loans-pickup'), 'only a ready one');
  assert.is(page.container.querySelectorAll('button[aria-label^="取消预约"]').length, 2, 'not for an expired one');

  env.confirmAnswer = false;
  await click(page.container.querySelector('button[aria-label="取消预约 预约书1"]')!);
  assert.is(backend.calls.filter((c) => c.url === '/v1/elib/cancelReserve').length, 0, 'declined: nothing sent');
  assert.equal(env.confirms, [{ title: '取消预约', content: '确认取消预约《预约书1》吗？取消后将失去排队位置。' }]);
  env.confirmAnswer = true;
  await click(page.container.querySelector('button[aria-label="取消预约 预约书1"]')!);
  await waitFor(() => env.toasts.includes('取消成功'));
  const card = page.container.querySelector('article[aria-label="预约书1"]')!;
  assert.ok(text(card).includes('已取消'));
  assert.not.ok(card.querySelector('button'));
  await page.unmount();
});

Reserves('without a card: 去绑定, and nothing asked of the library system', async () => {
  backend = fakeBackend({});
  const { root } = makeRoot();
  runInAction(() => {
    root.reader.cardsStatus = 'ready';
    root.reader.cardsReady = true;
  });
  const page = await render(<ReserveScreen />, root, '/books/reserve');
  await waitFor(() => text(page.container).includes('还没有绑定读者证'));
  assert.ok(text(page.container).includes('绑定后即可预约图书'));
  assert.ok(byText(page.container, '去绑定', 'button'));
  assert.equal(backend.calls, []);
  await page.unmount();
});

Reserves.run();

// ---

const Fines = suite('财经记录');
Fines.after.each(() => {
  backend?.restore();
  backend = null;
  installWx(null);
});

const fine = (id: number, amount: number, paid: boolean): CurFine => ({
  fineid: id,
  reason: 'overdue',
  reasonname: `过期 ${id} 天`,
  barcode: `B${id}`,
  title: `书${id}`,
  amount,
  createdate: '2026-11-01',
  paid,
  paiddate: paid ? '2026-11-02' : null,
});

/** A pay sheet that answers `outcome`, as the JS-SDK calls back. */
function paySheet(outcome: 'ok' | 'cancel' | 'fail', onPay: () => void = () => undefined) {
  type Callbacks = { success?: (r: object) => void; cancel?: (r: object) => void; fail?: (r: object) => void };
  installFakeWx({
    chooseWXPay: (args: Callbacks) => {
      if (outcome === 'ok') {
        onPay();
        args.success?.({ errMsg: 'chooseWXPay:ok' });
      } else if (outcome === 'fail') args.fail?.({ errMsg: 'chooseWXPay:fail' });
      else args.cancel?.({ errMsg: 'chooseWXPay:cancel' });
    },
  });
}

Fines(
  'the total owed, 去缴费: a failed or cancelled sheet says the fines are still unpaid; a paid order ends on the result page',
  async () => {
    let paid = false;
    const order = { orderid: 'F1', amount: 350, fineids: [1, 2], createtime: '2026-11-23 10:00:00' };
    backend = fakeBackend({
      '/v1/elib/listRdrCurFine': () => ok([fine(1, 150, paid), fine(2, 200, paid), fine(3, 90, true)]),
      '/v1/elib/createFineOrder': () =>
        ok([
          {
            ...order,
            state: 'created',
            paytime: null,
            pay: { timestamp: '1', nonceStr: 'n', package: 'prepay_id=F1', signType: 'MD5', paySign: 'S' },
          },
        ]),
      '/v1/elib/getFineOrder': () =>
        ok([{ ...order, state: paid ? 'paid' : 'created', paytime: paid ? '2026-11-23 10:00:05' : null }]),
      '/v1/elib/getReaderBaseInfo': () => ok([{ rdrno: 'SX100001', name: '林书远', state: 'valid' }]),
      '/v1/elib/getReaderExtendInfo': () => ok([{ rdrno: 'SX100001', fine: paid ? 0 : 350 }]),
    });
    const { root, env } = signedIn();
    const page = await render(<FinesScreen />, root, '/CurFineList');
    await waitFor(() => page.container.querySelectorAll('.loans-fine').length === 3);
    assert.is(text(page.container.querySelector('.loans-owed-amount')!), '¥3.50');

    // Said in place, under the total: the fines are still unpaid, and what to do.
    const problem = () =>
      text(page.container.querySelector('[aria-label="未缴罚款"] [role="alert"]') ?? page.container);
    paySheet('fail');
    await click(byText(page.container, '去缴费', 'button'));
    await waitFor(() => problem().startsWith('支付未完成'));
    assert.is(problem(), '支付未完成（微信接口调用失败），罚款仍未缴纳。请再点“去缴费”重试，或到馆缴纳。');
    paySheet('cancel');
    await click(byText(page.container, '去缴费', 'button'));
    await waitFor(() => problem().startsWith('支付已取消'));
    assert.is(problem(), '支付已取消，罚款仍未缴纳。需要时可再点“去缴费”，或到馆缴纳。');
    assert.is(text(page.container.querySelector('.loans-owed-amount')!), '¥3.50');
    assert.not.ok(page.container.querySelector('.ui-result'));
    assert.equal(env.toasts, [], 'no toast');

    // WeChat Pay tells the library system (server to server) when the sheet takes the money.
    paySheet('ok', () => {
      paid = true;
    });
    await click(byText(page.container, '去缴费', 'button'));
    await waitFor(() => !!page.container.querySelector('.ui-result'), 4000);
    assert.is(
      text(page.container.querySelector('.ui-result')!),
      '缴费成功罚款已缴清，可在财经记录中查看每笔罚款。缴费金额¥3.50缴清罚款2 笔订单号F1支付时间2026-11-23 10:00:05返回财经记录',
    );
    await click(byText(page.container, '返回财经记录', 'button'));
    await waitFor(() => text(page.container.querySelector('.loans-owed-amount')!) === '¥0.00');
    assert.ok(text(page.container).includes('无需缴费'));
    await page.unmount();
  },
);

Fines.run();
