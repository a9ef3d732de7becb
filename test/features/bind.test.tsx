import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import Bind from '../../src/features/cards/BindScreen';
import {
  allByText,
  type Backend,
  byText,
  click,
  fakeBackend,
  heldBinding,
  makeRoot,
  render,
  text,
  type,
  waitFor,
} from '../helpers/page';

const LIBS = [
  { code: 'ZB', name: '总馆' },
  { code: 'FG1', name: '城东分馆' },
];
const input = (container: HTMLElement, placeholder: string) =>
  container.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`)!;

/** A library system that knows card R1001 / 123456. */
function cardBackend(): Backend {
  const reader = { rdrno: 'R1001', password: '123456', name: '李四', libcode: 'ZB', libname: '总馆' };
  const ok = (rows: unknown[] = []) => ({ status: '0', message: 'ok', rows, total: rows.length });
  const bound = { id: 1, openid: 'o1', rdrno: 'R1001', password: '123456', libcode: 'ZB', remark: '', select: 1 };
  return fakeBackend({
    '/v1/elib/checkReader': (p) =>
      p.rdrno === 'R1001' && p.password === '123456' ? ok([reader]) : { status: '1', message: '读者证号或密码错误' },
    '/v1/rdrno/save': () => ({ code: 1, message: 'ok', data: bound }),
    '/v1/rdrno/select': () => ({ code: 1, message: 'ok', data: null }),
    '/v1/elib/bindOpenid': () => ok(),
    '/v1/rdrno/list': () => ({ code: 1, message: 'ok', data: { rows: [bound], total: 1 } }),
    '/v1/elib/getReaderBaseInfo': () => ok([reader]),
    '/v1/elib/getReaderExtendInfo': () => ok([{ rdrno: 'R1001', loancount: 0, loanlimit: 10 }]),
  });
}

async function fillAndSubmit(container: HTMLElement, rdrno: string, password: string) {
  await type(input(container, '请输入读者证号'), rdrno);
  await type(input(container, '请输入读者证密码'), password);
  await click(byText(container, '绑定', 'button'));
}

const BindPage = suite('bind page');

BindPage('submitting empty shows the store message once, inline (no toast over the button)', async () => {
  const { root, env } = makeRoot();
  const page = await render(<Bind />, root, '/rdrnos/bind');
  await click(byText(page.container, '绑定', 'button'));
  await waitFor(() => page.container.querySelector('.bind-error') !== null);
  assert.is(text(page.container.querySelector('.bind-error')!), '请输入读者证号');
  assert.equal(env.toasts, []);
  assert.is(page.location(), '/rdrnos/bind');
  await page.unmount();
});

BindPage('password field is a password input; hints and the 在线办证 link are shown', async () => {
  const { root } = makeRoot();
  const page = await render(<Bind />, root, '/rdrnos/bind');
  assert.is(input(page.container, '请输入读者证密码').type, 'password');
  assert.ok(text(page.container).includes('读者证密码默认为证件号后六位'));
  assert.is(byText(page.container, '没有读者证？在线办证').getAttribute('href'), '/rdrnos/create');
  await page.unmount();
});

BindPage('no library picker: the card says which library it belongs to', async () => {
  const { root } = makeRoot();
  runInAction(() => root.app.setLibcodeList(LIBS));
  const page = await render(<Bind />, root, '/rdrnos/bind');
  assert.is(allByText(page.container, '城东分馆').length, 0);
  await page.unmount();
});

BindPage("success: toast 绑定成功 and replace to the in-app redirect_url; the library is the card's", async () => {
  const backend = cardBackend();
  try {
    const { root, env } = makeRoot();
    runInAction(() => {
      root.app.setWxuser({ openid: 'o1' });
      root.app.setLibcodeList(LIBS);
    });
    const page = await render(<Bind />, root, '/rdrnos/bind?redirect_url=%2Fbooks%2Findex%3Ftab%3D1');
    await fillAndSubmit(page.container, 'R1001', '123456');
    await waitFor(() => env.toasts.length > 0);
    assert.equal(env.toasts, ['绑定成功']);
    assert.is(page.location(), '/books/index?tab=1');
    assert.is(backend.calls.find((c) => c.url === '/v1/rdrno/save')?.input.libcode, 'ZB');
    await page.unmount();
  } finally {
    backend.restore();
  }
});

BindPage('success with an outside redirect_url goes to 我的读者证 instead', async () => {
  const backend = cardBackend();
  try {
    const { root, env } = makeRoot();
    runInAction(() => root.app.setWxuser({ openid: 'o1' }));
    const page = await render(<Bind />, root, '/rdrnos/bind?redirect_url=%2F%2Fevil.example%2F');
    await fillAndSubmit(page.container, 'R1001', '123456');
    await waitFor(() => env.toasts.length > 0);
    assert.is(page.location(), '/rdrnos/index');
    await page.unmount();
  } finally {
    backend.restore();
  }
});

BindPage('a refused card shows the server message and stays', async () => {
  const backend = cardBackend();
  try {
    const { root, env } = makeRoot();
    runInAction(() => root.app.setWxuser({ openid: 'o1' }));
    const page = await render(<Bind />, root, '/rdrnos/bind');
    await fillAndSubmit(page.container, 'R1001', 'wrong');
    await waitFor(() => page.container.querySelector('.bind-error') !== null);
    assert.is(text(page.container.querySelector('.bind-error')!), '读者证号或密码错误');
    assert.equal(env.toasts, [], 'shown once');
    assert.is(page.location(), '/rdrnos/bind');
    assert.not.ok(backend.calls.some((c) => c.url === '/v1/rdrno/save'));
    await page.unmount();
  } finally {
    backend.restore();
  }
});

BindPage('the 绑定 button is disabled while another card change is in flight', async () => {
  const { root } = makeRoot();
  const backend = heldBinding();
  try {
    const page = await render(<Bind />, root, '/rdrnos/bind');
    const pending = root.reader.switchTo('R1001');
    await waitFor(() => page.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled);
    backend.release();
    await pending;
    await waitFor(() => !page.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled);
    await page.unmount();
  } finally {
    backend.restore();
  }
});

BindPage('headed 绑定读者证; a card number typed in lower case with spaces is sent upper-cased', async () => {
  const backend = cardBackend();
  try {
    const { root, env } = makeRoot();
    runInAction(() => root.app.setWxuser({ openid: 'o1' }));
    const page = await render(<Bind />, root, '/rdrnos/bind');
    assert.is(text(page.container.querySelector('h2')!), '绑定读者证');
    assert.ok(text(page.container).includes('读者证密码'), "the password is the card's");
    await fillAndSubmit(page.container, ' r1001 ', '123456');
    await waitFor(() => env.toasts.length > 0);
    assert.equal(env.toasts, ['绑定成功']);
    assert.is(backend.calls.find((c) => c.url === '/v1/elib/checkReader')?.input.rdrno, 'R1001');
    assert.is(backend.calls.find((c) => c.url === '/v1/rdrno/save')?.input.rdrno, 'R1001');
    await page.unmount();
  } finally {
    backend.restore();
  }
});

BindPage("the form is the app's own list (none of the kit's List/Input); 清除 empties the card number", async () => {
  const { root } = makeRoot();
  const page = await render(<Bind />, root, '/rdrnos/bind');
  assert.is(page.container.querySelectorAll('.adm-list, .adm-input').length, 0);
  assert.is(page.container.querySelector('label[for="bind-rdrno"]')?.textContent, '读者证号');
  assert.is(input(page.container, '请输入读者证号').getAttribute('autocomplete'), 'username');
  await type(input(page.container, '请输入读者证号'), 'R1001');
  await click(page.container.querySelector('[aria-label="清除"]')!);
  assert.is(input(page.container, '请输入读者证号').value, '');
  assert.is(page.location(), '/rdrnos/bind', 'clearing does not submit');
  await page.unmount();
});

BindPage.run();
