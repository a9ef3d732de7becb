/**
 * What a reader sees on 读者证 (apply online), 修改读者证信息 and 读者证二维码 (happy-dom, the
 * transport faked in the contract's envelopes). Each test starts from an empty localStorage and
 * restores the real transport.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AxiosError } from 'axios';
import { runInAction } from 'mobx';
import QRCode from 'qrcode';
import type { DictEntry, ReaderBase, ReaderExtend, ReaderQrcode, RdrnoBinding } from '../../src/api/contract';
import Apply from '../../src/features/cards/ApplyScreen';
import Detail from '../../src/features/cards/DetailScreen';
import ModifyInfo from '../../src/features/cards/ModifyInfoScreen';
import Qrcode from '../../src/features/cards/QrcodeScreen';
import { USED_POLL_MS } from '../../src/features/cards/CardQrcodeStore';
import { BAD_IDS, validId } from '../helpers/idcards';
import {
  allByText,
  type Backend,
  byText,
  click,
  fakeBackend,
  type Handler,
  makeRoot,
  type Rendered,
  render,
  text,
  type,
  waitFor,
  withQuickIntervals,
} from '../helpers/page';

const ok = (rows: unknown[] = [], message = '成功') => ({ status: '0', message, rows, total: rows.length });
const refused = (message: string) => ({ status: '1', message, rows: [], total: 0 });
/** What the transport does when the phone has no network (http.ts turns it into 网络异常…). */
const offline = () => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
};

const BASE: ReaderBase = {
  rdrno: 'SX100001',
  name: '林书远',
  sex: 1,
  rdrtype: 'PT',
  rdrtypename: '普通读者',
  libcode: 'SXLIB',
  libname: '书香市图书馆',
  idcard: '330106********1017',
  phone: '13805711000',
  email: 'lin@example.com',
  address: '文华路1号',
  startdate: '2024-01-01',
  enddate: '2029-01-01',
  state: 'valid',
  statename: '有效',
};
const EXTRA: ReaderExtend = {
  rdrno: 'SX100001',
  loancount: 0,
  loanlimit: 10,
  reservecount: 0,
  fine: 0,
  overduecount: 0,
  nextreturndate: null,
  readycount: 0,
  points: 0,
  deposit: 0,
};

let backend: Backend | null = null;
let pages: Rendered[] = [];

function serve(handlers: Record<string, Handler>): Backend {
  backend = fakeBackend(handlers);
  return backend;
}

async function show(...args: Parameters<typeof render>): Promise<Rendered> {
  const page = await render(...args);
  pages.push(page);
  return page;
}

async function cleanUp() {
  for (const page of pages) await page.unmount();
  pages = [];
  backend?.restore();
  backend = null;
  localStorage.clear();
}

/** A reader signed in as `openid` whose active card `base` is loaded. */
function withCard(base: ReaderBase = BASE, openid = 'o1') {
  const made = makeRoot();
  runInAction(() => {
    made.root.app.setWxuser({ openid });
    made.root.reader.setRdrnos([{ id: 1, openid, rdrno: base.rdrno, libcode: base.libcode, remark: '', select: 1 }]);
    made.root.reader.elibUserBase = base;
    made.root.reader.cardsStatus = 'ready';
    made.root.reader.cardsReady = true;
  });
  return made;
}

const input = (container: HTMLElement, id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
const alerts = (container: HTMLElement) => [...container.querySelectorAll('[role="alert"]')].map((el) => text(el));
const sent = (url: string) => backend?.calls.filter((c) => c.url === url) ?? [];
/** What a call carried, less the account id every library-system call adds (set by earlier suites or not). */
const fields = (input: Record<string, unknown>) => {
  const { authorizer_appid: _account, ...rest } = input;
  return rest;
};

// --- 读者证 (/rdrnos/create)

const TYPES: DictEntry[] = [
  { code: 'PT', name: '普通读者', online: 1, guardian: 0 },
  { code: 'XS', name: '学生读者', online: 1, guardian: 0 },
  { code: 'SE', name: '少儿读者', online: 1, guardian: 1 },
  // At the desk only: not offered.
  { code: 'VIP', name: 'VIP读者', online: 0, guardian: 0 },
];
const LIBS: DictEntry[] = [
  { code: 'SXLIB', name: '书香市图书馆' },
  { code: 'SXLIB-CN', name: '书香市图书馆城南分馆' },
];
const DICTIONARIES: Record<string, Handler> = {
  '/v1/elib/getDictionary': (p) => ok(p.key === 'rdrtype' ? TYPES : p.key === 'libcode' ? LIBS : []),
};
const APPLICANT = { name: '初来乍到', idcard: validId('20010101', '456'), phone: '13600001234' };

/** A newcomer (WeChat user o-new, no card) who came from 城南分馆, the dictionaries loaded as at start-up. */
async function applyPage(handlers: Record<string, Handler> = {}) {
  serve({ ...DICTIONARIES, ...handlers });
  const made = makeRoot();
  runInAction(() => {
    made.root.app.setWxuser({ openid: 'o-new' });
    made.root.app.from_libcode = 'SXLIB-CN';
  });
  await made.root.app.loadDictionaries();
  const page = await show(<Apply />, made.root, '/rdrnos/create');
  return { ...made, page };
}

async function fillApplication(container: HTMLElement, values: Partial<Record<string, string>>) {
  for (const [field, value] of Object.entries(values)) await type(input(container, `apply-${field}`), value ?? '');
}

const submitApplication = (container: HTMLElement) => click(byText(container, '提交办证', 'button'));
/** Ticks (or unticks) 我已阅读并同意《读者服务协议》. */
const agree = (container: HTMLElement) =>
  click(container.querySelector<HTMLInputElement>('.card-form-rules input[type="checkbox"]')!);

/** A choice group (读者类型 / 办证馆): its options' labels and the selected ones. */
function choices(container: HTMLElement, legend: string) {
  const group = [...container.querySelectorAll('fieldset')].find((f) => text(f.querySelector('legend')!) === legend)!;
  const options = [...group.querySelectorAll<HTMLElement>('label.ui-option')];
  const radio = (o: HTMLElement) => o.querySelector<HTMLInputElement>('input[type="radio"]')!;
  return {
    labels: options.map((o) => text(o)),
    selected: options.filter((o) => radio(o).checked).map((o) => text(o)),
    option: (label: string) => radio(options.find((o) => text(o) === label)!),
  };
}

const ApplyPage = suite('读者证 (apply online)');
ApplyPage.after.each(cleanUp);

ApplyPage('each of SPEC §5’s ID messages is shown for its bad number, and nothing is sent', async () => {
  const { page, env } = await applyPage({ '/v1/elib/addReader': () => refused('不应发送') });
  await fillApplication(page.container, APPLICANT);
  for (const [idcard, message] of BAD_IDS) {
    await type(input(page.container, 'apply-idcard'), idcard);
    await submitApplication(page.container);
    await waitFor(() => alerts(page.container).join() === message);
  }
  assert.equal(
    BAD_IDS.map(([, m]) => m),
    ['身份证号码不合规', '出生日期不合规', '身份证校验码不合规'],
    'the three messages, verbatim',
  );
  assert.is(sent('/v1/elib/addReader').length, 0);
  assert.equal(env.toasts, []);
  assert.is(page.location(), '/rdrnos/create');
});

ApplyPage('a bad phone number or password is refused on the form; nothing is sent', async () => {
  const { page } = await applyPage({ '/v1/elib/addReader': () => refused('不应发送') });
  await fillApplication(page.container, { ...APPLICANT, phone: '1360000123' });
  await submitApplication(page.container);
  await waitFor(() => alerts(page.container).join() === '请输入正确的11位手机号码');
  await fillApplication(page.container, { phone: '23600001234' });
  await submitApplication(page.container);
  await waitFor(() => alerts(page.container).join() === '请输入正确的11位手机号码');
  await fillApplication(page.container, { phone: APPLICANT.phone, password: 'abc' });
  await submitApplication(page.container);
  await waitFor(() => alerts(page.container).join() === '密码须为6-20位字母或数字');
  assert.is(sent('/v1/elib/addReader').length, 0);
});

ApplyPage(
  'reader type and library are the dictionaries’ entries: the first type and the source library chosen',
  async () => {
    const { page } = await applyPage();
    const types = choices(page.container, '读者类型');
    assert.equal(types.labels, ['普通读者', '学生读者', '少儿读者']);
    assert.equal(types.selected, ['普通读者']);
    const libs = choices(page.container, '办证馆');
    assert.equal(libs.labels, ['书香市图书馆', '书香市图书馆城南分馆']);
    assert.equal(libs.selected, ['书香市图书馆城南分馆'], 'the library the reader came from');
    await click(types.option('学生读者'));
    assert.equal(choices(page.container, '读者类型').selected, ['学生读者']);
    // Choosing the chosen one again does not leave the form without a type.
    await click(choices(page.container, '读者类型').option('学生读者'));
    assert.equal(choices(page.container, '读者类型').selected, ['学生读者']);
    assert.ok(text(page.container).includes('密码为6-20位字母或数字，不填则为身份证号后六位'));
    assert.is(input(page.container, 'apply-password').placeholder, '默认为身份证号后六位');
    assert.is(input(page.container, 'apply-password').type, 'password');
  },
);

ApplyPage(
  'a valid application sends exactly its fields (no password: the server’s default) and ends on a result: the new card whole, 去借书 / 查看读者证',
  async () => {
    const issued: ReaderBase = {
      ...BASE,
      rdrno: 'WX000123',
      name: '初来乍到',
      rdrtype: 'XS',
      rdrtypename: '学生读者',
      libcode: 'SXLIB-CN',
      libname: '书香市图书馆城南分馆',
      idcard: `${APPLICANT.idcard.slice(0, 6)}********${APPLICANT.idcard.slice(-4)}`,
      phone: APPLICANT.phone,
      email: '',
      address: '',
    };
    const binding: RdrnoBinding = {
      id: 9,
      openid: 'o-new',
      rdrno: 'WX000123',
      libcode: 'SXLIB-CN',
      remark: '',
      select: 1,
    };
    let applied = false;
    const { root, page, env } = await applyPage({
      '/v1/elib/addReader': () => {
        applied = true;
        return ok([issued], '办证成功');
      },
      '/v1/rdrno/list': () => ({
        code: 1,
        message: 'ok',
        data: { rows: applied ? [binding] : [], total: applied ? 1 : 0 },
      }),
      '/v1/rdrno/select': () => ({ code: 1, message: 'ok', data: null }),
      '/v1/elib/getReaderBaseInfo': (p) => (p.rdrno === 'WX000123' ? ok([issued]) : refused('读者证号不存在')),
      '/v1/elib/getReaderExtendInfo': () => ok([{ ...EXTRA, rdrno: 'WX000123', loanlimit: 15 }]),
    });
    await fillApplication(page.container, { ...APPLICANT, name: ' 初来乍到 ' });
    await click(choices(page.container, '读者类型').option('学生读者'));
    await agree(page.container);
    await submitApplication(page.container);
    await waitFor(() => page.container.querySelector('.ui-result') !== null);

    assert.equal(
      sent('/v1/elib/addReader').map((c) => fields(c.input)),
      [
        {
          openid: 'o-new',
          name: '初来乍到',
          idcard: APPLICANT.idcard,
          phone: '13600001234',
          rdrtype: 'XS',
          libcode: 'SXLIB-CN',
          agreement: '1',
        },
      ],
    );
    // A result page, not a toast: the card number in one unbreakable piece, and what to do next.
    assert.equal(env.toasts, []);
    const result = page.container.querySelector('.ui-result')!;
    assert.ok(text(result).includes('办证成功'));
    assert.is(text(result.querySelector('.card-apply-number')!), 'WX000123');
    assert.ok(text(result).includes('书香市图书馆城南分馆'));
    assert.ok(byText(result as HTMLElement, '去借书', 'button'));
    await click(byText(result as HTMLElement, '查看读者证', 'button'));
    await waitFor(() => page.location() === '/rdrnos/detail');
    assert.equal(alerts(page.container), []);
    // The page is kept alive: nothing of the application stays in its form.
    for (const field of ['name', 'idcard', 'phone', 'password'])
      assert.is(input(page.container, `apply-${field}`).value, '', field);

    assert.is(root.reader.readerNumber, 'WX000123', 'the new card is the active one');
    const detail = await show(<Detail />, root, '/rdrnos/detail');
    await waitFor(() => text(detail.container).includes('证件号码'));
    const shown = text(detail.container);
    assert.ok(shown.includes('WX000123'), shown);
    assert.ok(shown.includes('学生读者'));
    assert.ok(shown.includes('书香市图书馆城南分馆'));
    assert.ok(shown.includes(issued.idcard));
    assert.not.ok(shown.includes(APPLICANT.idcard), 'the ID number only masked');
  },
);

ApplyPage(
  'a refusal (one card per ID per library) is shown once, beside the form, which keeps its values',
  async () => {
    const message = '该身份证号已在书香市图书馆城南分馆办理过读者证，请勿重复办理';
    const { page, env } = await applyPage({ '/v1/elib/addReader': () => refused(message) });
    await click(choices(page.container, '读者类型').option('少儿读者'));
    await fillApplication(page.container, {
      ...APPLICANT,
      password: 'abc12345',
      guardian: '初大人',
      guardianphone: '13600005678',
    });
    await agree(page.container);
    await submitApplication(page.container);
    await waitFor(() => alerts(page.container).length > 0);
    assert.equal(alerts(page.container), [message]);
    assert.equal(env.toasts, [], 'shown once');
    assert.is(page.location(), '/rdrnos/create');
    assert.is(sent('/v1/elib/addReader')[0].input.password, 'abc12345', 'a typed password is sent');
    assert.is(sent('/v1/elib/addReader')[0].input.guardian, '初大人', 'a child’s card names its guardian');
    assert.is(sent('/v1/elib/addReader')[0].input.guardianphone, '13600005678');
    assert.is(sent('/v1/rdrno/list').length, 0, 'no card to load');
    assert.is(input(page.container, 'apply-name').value, APPLICANT.name);
    assert.is(input(page.container, 'apply-idcard').value, APPLICANT.idcard);
    assert.is(input(page.container, 'apply-phone').value, APPLICANT.phone);
    assert.is(input(page.container, 'apply-password').value, 'abc12345');
    assert.equal(choices(page.container, '读者类型').selected, ['少儿读者']);
    assert.equal(choices(page.container, '办证馆').selected, ['书香市图书馆城南分馆']);
    assert.not.ok(byText(page.container, '提交办证', 'button').closest('button')!.disabled, 'the reader can try again');
  },
);

ApplyPage('only the types the library lets be applied for online are offered; the terms need a tick', async () => {
  const { page } = await applyPage({ '/v1/elib/addReader': () => refused('不应发送') });
  assert.equal(
    choices(page.container, '读者类型').labels,
    ['普通读者', '学生读者', '少儿读者'],
    'VIP读者 is issued at the desk',
  );
  const box = page.container.querySelector<HTMLInputElement>('.card-form-rules input[type="checkbox"]')!;
  assert.not.ok(box.checked, 'not ticked for the reader');
  assert.ok(text(box.closest('label')!).includes('我已阅读并同意《读者服务协议》'));
  await fillApplication(page.container, APPLICANT);
  await submitApplication(page.container);
  await waitFor(() => alerts(page.container).join() === '请先阅读并同意《读者服务协议》');
  assert.equal(sent('/v1/elib/addReader'), [], 'nothing sent');
});

ApplyPage('a child’s card (少儿读者) asks for its guardian before anything is sent', async () => {
  const { page } = await applyPage({ '/v1/elib/addReader': () => refused('不应发送') });
  assert.is(page.container.querySelector('#apply-guardian'), null, 'an adult’s card names none');
  await click(choices(page.container, '读者类型').option('少儿读者'));
  await waitFor(() => !!page.container.querySelector('#apply-guardian'));
  assert.ok(page.container.querySelector('label[for="apply-guardianphone"]'));
  await fillApplication(page.container, APPLICANT);
  await agree(page.container);
  await submitApplication(page.container);
  await waitFor(() => alerts(page.container).join() === '少儿读者证请填写监护人姓名');
  await fillApplication(page.container, { guardian: '初大人', guardianphone: '1360000' });
  await submitApplication(page.container);
  await waitFor(() => alerts(page.container).join() === '请输入监护人的11位手机号码');
  assert.equal(sent('/v1/elib/addReader'), []);
});

ApplyPage("the form is the app's own list (none of the kit's List/Input); 清除 empties a field", async () => {
  const { page } = await applyPage({ '/v1/elib/addReader': () => refused('不应发送') });
  assert.is(page.container.querySelectorAll('.adm-list, .adm-input').length, 0);
  for (const id of ['apply-name', 'apply-idcard', 'apply-phone', 'apply-password'])
    assert.ok(page.container.querySelector(`label[for="${id}"]`), `${id} has its label`);
  await type(input(page.container, 'apply-name'), '林书远');
  await click(page.container.querySelector('[aria-label="清除"]')!);
  assert.is(input(page.container, 'apply-name').value, '');
  assert.is(sent('/v1/elib/addReader').length, 0, 'clearing does not submit');
});

ApplyPage.run();

// --- 修改读者证信息 (/rdrnos/modifyreadderinfo)

const ModifyPage = suite('修改读者证信息');
ModifyPage.after.each(cleanUp);

async function modifyPage(handlers: Record<string, Handler> = {}) {
  serve(handlers);
  const made = withCard();
  const page = await show(<ModifyInfo />, made.root, '/rdrnos/modifyreadderinfo');
  return { ...made, page };
}

const save = (container: HTMLElement) => click(byText(container, '保存', 'button'));

ModifyPage('the form, the app’s own list, is filled from the card’s record', async () => {
  const { page } = await modifyPage();
  assert.ok(text(page.container).includes('林书远（SX100001）的联系方式'));
  assert.is(page.container.querySelectorAll('.adm-list, .adm-input').length, 0, "the app's own list");
  assert.is(input(page.container, 'info-phone').value, '13805711000');
  assert.is(input(page.container, 'info-email').value, 'lin@example.com');
  assert.is(input(page.container, 'info-address').value, '文华路1号');
  assert.ok(text(page.container).includes('手机号码必填；邮箱和地址可留空，留空即清除'));
});

ModifyPage('a bad phone or email is refused on the form with its message; nothing is sent', async () => {
  const { page, env } = await modifyPage({ '/v1/elib/modifyReaderInfo': () => refused('不应发送') });
  await type(input(page.container, 'info-phone'), '1380571100');
  await save(page.container);
  await waitFor(() => alerts(page.container).join() === '请输入正确的11位手机号码');
  await type(input(page.container, 'info-phone'), '');
  await save(page.container);
  await waitFor(() => alerts(page.container).join() === '请输入手机号码');
  await type(input(page.container, 'info-phone'), '13805711000');
  await type(input(page.container, 'info-email'), 'lin@example');
  await save(page.container);
  await waitFor(() => alerts(page.container).join() === '邮箱格式不正确');
  assert.is(backend!.calls.length, 0);
  assert.equal(env.toasts, []);
});

ModifyPage('a good change sends the card’s new contact details, shows 修改成功 and reloads the record', async () => {
  let record = BASE;
  const { root, page, env } = await modifyPage({
    '/v1/elib/modifyReaderInfo': (p) => {
      record = { ...record, phone: String(p.phone), email: String(p.email ?? ''), address: String(p.address ?? '') };
      return ok([record], '修改成功');
    },
    '/v1/elib/getReaderBaseInfo': () => ok([record]),
    '/v1/elib/getReaderExtendInfo': () => ok([EXTRA]),
  });
  await type(input(page.container, 'info-phone'), '13911112222');
  await type(input(page.container, 'info-email'), '');
  await type(input(page.container, 'info-address'), ' 河西路8号 ');
  await save(page.container);
  await waitFor(() => env.toasts.length > 0);
  assert.equal(env.toasts, ['修改成功']);
  assert.equal(alerts(page.container), []);
  // The email left empty is dropped from the payload (SPEC §5): the contract's "empty clears".
  assert.equal(
    sent('/v1/elib/modifyReaderInfo').map((c) => fields(c.input)),
    [{ rdrno: 'SX100001', phone: '13911112222', address: '河西路8号' }],
  );
  assert.ok(
    backend!.calls.findIndex((c) => c.url === '/v1/elib/getReaderBaseInfo') >
      backend!.calls.findIndex((c) => c.url === '/v1/elib/modifyReaderInfo'),
    'the record loaded again after the change',
  );
  assert.is(root.reader.shownBase?.email, '', 'every screen shows the record as saved');
  assert.is(root.reader.shownBase?.address, '河西路8号');
});

ModifyPage('a refusal is shown once beside the form, which keeps what was typed', async () => {
  const { page, env } = await modifyPage({ '/v1/elib/modifyReaderInfo': () => refused('读者证已注销') });
  await type(input(page.container, 'info-phone'), '13911112222');
  await save(page.container);
  await waitFor(() => alerts(page.container).length > 0);
  assert.equal(alerts(page.container), ['读者证已注销']);
  assert.equal(env.toasts, []);
  assert.is(input(page.container, 'info-phone').value, '13911112222');
  assert.is(sent('/v1/elib/getReaderBaseInfo').length, 0, 'nothing changed, nothing reloaded');
});

ModifyPage.run();

// --- 读者证二维码 (/rdrnos/qrcode)

const ISSUED = new Date(2026, 0, 10, 9, 5).getTime();
const code = (n: number, refresh = 60): ReaderQrcode => ({
  rdrno: 'SX100001',
  name: '林书远',
  payload: `RC1.SX100001.${1_768_000_000 + n}.sig${n}`,
  issuedat: ISSUED + n * 60_000,
  expiresat: ISSUED + n * 60_000 + 90_000,
  refresh,
});

/** The QR picture the screen shows, as its SVG text ('' while it is drawn). */
function qrSvg(container: HTMLElement): string {
  const src = container.querySelector<HTMLImageElement>('.qr-image img')?.getAttribute('src') ?? '';
  return src.startsWith('data:image/svg+xml') ? decodeURIComponent(src.slice(src.indexOf(',') + 1)) : '';
}
/** The picture QrImage draws for `payload` (same options as the screen). */
const qrOf = (payload: string) => QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
const countdown = (container: HTMLElement) => text(container.querySelector('.card-ecard-countdown')!);
const offlineNote = (container: HTMLElement) => container.querySelector('.card-ecard-offline');

/** The QR page for card SX100001, the library system answering `answers` in turn (the last repeats). */
async function qrPage(answers: (() => unknown)[], openid = 'o1') {
  let n = 0;
  serve({ '/v1/elib/getReaderQrcode': () => answers[Math.min(n++, answers.length - 1)]() });
  const made = withCard(BASE, openid);
  const page = await show(<Qrcode />, made.root, '/rdrnos/qrcode');
  return { ...made, page };
}

/**
 * Runs `body` with the phone's clock movable: the QR store reads it through Date.now (its default
 * clock), and the screen's one-second tick (run every 50 ms here) sees the time pass. Each
 * waitFor's deadline is taken after a move, so it still waits in real time.
 */
async function withMovableClock(body: (move: (ms: number) => void) => Promise<void>) {
  const realNow = Date.now;
  let shift = 0;
  Date.now = () => realNow() + shift;
  try {
    await withQuickIntervals(() =>
      body((ms) => {
        shift += ms;
      }),
    );
  } finally {
    Date.now = realNow;
  }
}

const QrPage = suite('读者证二维码');
QrPage.after.each(cleanUp);

QrPage(
  'shows the masked name, the card number, the QR of the signed payload, the barcode and the countdown',
  async () => {
    const first = code(1);
    const { page } = await qrPage([() => ok([first])]);
    await waitFor(() => qrSvg(page.container) !== '');
    const shown = text(page.container);
    assert.is(text(page.container.querySelector('.card-ecard-name')!), '林*远');
    assert.not.ok(shown.includes('林书远'), 'the full name is not shown');
    assert.is(text(page.container.querySelector('.card-ecard-number')!), 'SX100001');
    const img = page.container.querySelector<HTMLImageElement>('.qr-image img')!;
    assert.is(img.alt, '读者证 SX100001 的二维码');
    assert.is(qrSvg(page.container), await qrOf(first.payload), 'the QR encodes the payload the library signed');
    const barcode = page.container.querySelector('svg[role="img"]')!;
    assert.is(barcode.getAttribute('aria-label'), '读者证条码 SX100001');
    assert.ok(barcode.querySelectorAll('rect').length > 20, 'bars drawn');
    assert.is(text(page.container.querySelector('figcaption')!), 'SX100001');
    assert.match(countdown(page.container), /^(60|59) 秒后自动刷新刷新$/);
    assert.is(allByText(page.container, '刷新', 'button').length, 1);
    assert.ok(shown.includes('请在自助借还机或入馆闸机扫描二维码，服务台可扫描条码'));
    assert.is(offlineNote(page.container), null);
  },
);

QrPage('刷新 shows the new code the server answers, and the countdown starts again', async () => {
  const [first, second] = [code(1), code(2)];
  const { page } = await qrPage([() => ok([first]), () => ok([second])]);
  await waitFor(() => qrSvg(page.container) !== '');
  const before = qrSvg(page.container);
  await click(byText(page.container, '刷新', 'button'));
  await waitFor(() => qrSvg(page.container) !== before && qrSvg(page.container) !== '');
  assert.is(qrSvg(page.container), await qrOf(second.payload));
  assert.match(countdown(page.container), /^(60|59) 秒后自动刷新/);
  assert.is(sent('/v1/elib/getReaderQrcode').length, 2);
});

QrPage('the countdown runs down on the phone’s clock and, at 0, the page shows the new code by itself', () =>
  withMovableClock(async (move) => {
    const [first, second] = [code(1), code(2)];
    const { page } = await qrPage([() => ok([first]), () => ok([second])]);
    await waitFor(() => qrSvg(page.container) !== '');
    assert.match(countdown(page.container), /^(60|59) 秒后自动刷新/, 'counted from the answer, not its issuedat');
    move(20_500);
    await waitFor(() => /^(40|39) 秒后自动刷新/.test(countdown(page.container)));
    assert.is(sent('/v1/elib/getReaderQrcode').length, 1, 'not yet');
    move(40_000);
    const expected = await qrOf(second.payload);
    await waitFor(() => qrSvg(page.container) === expected);
    assert.is(sent('/v1/elib/getReaderQrcode').length, 2);
    assert.match(countdown(page.container), /^(60|59) 秒后自动刷新/);
  }),
);

QrPage('the network gone after a code was shown: the saved code, dimmed and marked, with 重试', async () => {
  const [first, second] = [code(1), code(2)];
  let online = true;
  const { page } = await qrPage([() => ok([first]), () => (online ? ok([second]) : offline())]);
  await waitFor(() => qrSvg(page.container) !== '');
  const shownOnline = qrSvg(page.container);
  online = false;
  await click(byText(page.container, '刷新', 'button'));
  await waitFor(() => offlineNote(page.container) !== null);
  assert.is(
    text(offlineNote(page.container)!.querySelector('span')!),
    '网络不可用，显示的是 09:06 保存的二维码，可能已过期；条码仍可使用',
  );
  assert.is(allByText(offlineNote(page.container)!, '重试', 'button').length, 1);
  assert.is(qrSvg(page.container), shownOnline, 'the last code still shown');
  assert.ok(page.container.querySelector('.qr-image')!.classList.contains('qr-image--dimmed'));
  assert.is(countdown(page.container), '离线二维码');
  assert.is(allByText(page.container, '刷新', 'button').length, 0);
  assert.ok(page.container.querySelector('svg[aria-label="读者证条码 SX100001"]'), 'the barcode still usable');

  await click(byText(page.container, '重试', 'button'));
  await waitFor(() => sent('/v1/elib/getReaderQrcode').length === 3);
  assert.ok(offlineNote(page.container), 'still offline: still marked');
  assert.is(qrSvg(page.container), shownOnline);

  online = true;
  await click(byText(page.container, '重试', 'button'));
  const expected = await qrOf(second.payload);
  await waitFor(() => qrSvg(page.container) === expected);
  assert.is(offlineNote(page.container), null);
  assert.not.ok(page.container.querySelector('.qr-image')!.classList.contains('qr-image--dimmed'));
  assert.match(countdown(page.container), /^(60|59) 秒后自动刷新/);
});

QrPage('a phone that could not save the code still marks the one on screen when the network goes', async () => {
  const [first] = [code(1)];
  let online = true;
  const { page } = await qrPage([() => ok([first]), () => (online ? ok([first]) : offline())]);
  await waitFor(() => qrSvg(page.container) !== '');
  const shownOnline = qrSvg(page.container);
  localStorage.clear(); // nothing saved (private mode, storage full)
  online = false;
  await click(byText(page.container, '刷新', 'button'));
  await waitFor(() => offlineNote(page.container) !== null);
  assert.is(qrSvg(page.container), shownOnline, 'the code on screen stays');
  assert.is(countdown(page.container), '离线二维码', 'marked, not counting down to 0');
  await page.unmount();
});

QrPage('while the saved code is shown, the page tries the network again every 15 s by itself', () =>
  withMovableClock(async (move) => {
    const [first, second] = [code(1), code(2)];
    let online = true;
    const { page } = await qrPage([() => ok([first]), () => (online ? ok([second]) : offline())]);
    await waitFor(() => qrSvg(page.container) !== '');
    online = false;
    await click(byText(page.container, '刷新', 'button'));
    await waitFor(() => offlineNote(page.container) !== null);
    online = true;
    move(5_000);
    // A few ticks see the moved clock.
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.is(sent('/v1/elib/getReaderQrcode').length, 2, 'not before 15 s');
    move(10_000);
    const expected = await qrOf(second.payload);
    await waitFor(() => qrSvg(page.container) === expected);
    assert.is(offlineNote(page.container), null);
  }),
);

QrPage('opened offline, the code saved on an earlier visit is shown only to its WeChat user', async () => {
  const first = code(1);
  const visit = await qrPage([() => ok([first])]);
  await waitFor(() => qrSvg(visit.page.container) !== '');
  await visit.page.unmount();
  pages = pages.filter((p) => p !== visit.page);
  backend!.restore();

  const again = await qrPage([offline]);
  await waitFor(() => offlineNote(again.page.container) !== null && qrSvg(again.page.container) !== '');
  assert.ok(text(offlineNote(again.page.container)!).startsWith('网络不可用，显示的是 09:06 保存的二维码'));
  assert.is(qrSvg(again.page.container), await qrOf(first.payload));
  await again.page.unmount();
  pages = pages.filter((p) => p !== again.page);
  backend!.restore();

  const stranger = await qrPage([offline], 'o2');
  await waitFor(() => text(stranger.page.container).includes('网络异常，请检查网络后重试'));
  assert.is(stranger.page.container.querySelector('.qr-image'), null, 'no code from another WeChat user');
  assert.ok(allByText(stranger.page.container, '重试', 'button').length === 1);
});

QrPage('a card the library refuses a code for shows the reason, never the saved code', async () => {
  const first = code(1);
  const { page } = await qrPage([() => ok([first]), () => refused('读者证已挂失，请先到馆办理')]);
  await waitFor(() => qrSvg(page.container) !== '');
  await click(byText(page.container, '刷新', 'button'));
  await waitFor(() => text(page.container).includes('读者证已挂失，请先到馆办理'));
  assert.ok(text(page.container).includes('暂时不能出示读者证二维码'));
  assert.ok(allByText(page.container, '查看卡证详情', 'button').length === 1);
  assert.is(page.container.querySelector('.qr-image'), null);
  assert.is(page.container.querySelector('svg[aria-label^="读者证条码"]'), null);
});

QrPage('a lost card: the QR page says what the reader can do here, with the way to 取消挂失', async () => {
  serve({
    '/v1/elib/getReaderQrcode': () => refused('读者证已挂失。找回读者证后，可在卡证详情中取消挂失，即可出示二维码'),
  });
  const { root } = withCard({ ...BASE, state: 'lost', statename: '挂失' });
  const page = await show(<Qrcode />, root, '/rdrnos/qrcode');
  await waitFor(() => text(page.container).includes('可在卡证详情中取消挂失'));
  assert.not.ok(text(page.container).includes('请先到馆办理'));
  await click(byText(page.container, '去取消挂失', 'button'));
  await waitFor(() => page.location() === '/rdrnos/detail');
});

QrPage('a code a gate has used is replaced at once, and the page says so', () =>
  withMovableClock(async (move) => {
    const first = code(1);
    const second = code(2);
    let used = false;
    serve({
      '/v1/elib/getReaderQrcode': () => ok([used ? second : first]),
      '/v1/elib/getReaderQrcodeState': (p) => ok([{ used: used && p.payload === first.payload, usedat: null }]),
    });
    const { root } = withCard();
    const page = await show(<Qrcode />, root, '/rdrnos/qrcode');
    await waitFor(() => qrSvg(page.container) !== '');
    assert.is(qrSvg(page.container), await qrOf(first.payload));
    // The page asks about its code while it is shown.
    await waitFor(() => backend!.calls.some((c) => c.url === '/v1/elib/getReaderQrcodeState'), 3000);
    used = true;
    const asked = sent('/v1/elib/getReaderQrcodeState').length;
    // Not asked again before USED_POLL_MS on the phone's clock.
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.is(sent('/v1/elib/getReaderQrcodeState').length, asked);
    move(USED_POLL_MS);
    await waitFor(() => text(page.container).includes('上一个二维码已使用，已为您更新'));
    assert.is(qrSvg(page.container), await qrOf(second.payload));
  }),
);

QrPage.run();
