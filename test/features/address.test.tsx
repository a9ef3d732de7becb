/**
 * 我的地址 as a reader sees it, against the harness's platform: a new address checked on the phone
 * (nothing sent) and kept; 从微信导入 filling the form from WeChat's sheet (a cancel changes
 * nothing); the default; 删除 after a confirm.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../harness/server/index';
import AddressScreen from '../../src/features/points/AddressScreen';
import { installWx } from '../../src/wx/sdk';
import { installFakeWx } from '../helpers/wx';
import { OPENID, signInAs, startHarness } from '../helpers/harness';
import { byText, click, render, text, type, waitFor } from '../helpers/page';

let server: RunningServer;
const Address = suite('我的地址 against the harness');
Address.before(async () => {
  server = await startHarness();
});
Address.after(async () => {
  installWx(null);
  localStorage.clear();
  await server.close();
});

type Reply = { success?: (r: object) => void; cancel?: (r: object) => void };
/** WeChat's address sheet: answers with these in turn, then cancels. */
function sheet(replies: object[]) {
  installFakeWx({
    openAddress: (args: Reply) => {
      const next = replies.shift();
      if (next) args.success?.({ errMsg: 'openAddress:ok', ...next });
      else args.cancel?.({ errMsg: 'openAddress:cancel' });
    },
  });
}

const stored = () =>
  server.db
    .prepare('SELECT name, phone, district, isdefault FROM addresses WHERE openid = ? ORDER BY id')
    .all(OPENID.reader);

function field(container: Element, label: string): HTMLInputElement {
  const row = [...container.querySelectorAll('.address-field')].find((el) => text(el.querySelector('span')!) === label);
  if (!row) throw new Error(`no field ${label}`);
  return row.querySelector('input')!;
}

Address('a new address: checked on the phone first, then kept and shown as the default', async () => {
  installWx(null);
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<AddressScreen />, root, '/address');
  await waitFor(() => text(page.container).includes('还没有收货地址'));
  await click(byText(page.container, '新增地址', 'button'));
  const form = page.container;
  await type(field(form, '收货人'), '林书远');
  await type(field(form, '手机号码'), '1381234');
  await type(field(form, '省份'), '浙江省');
  await type(field(form, '城市'), '杭州市');
  await type(field(form, '区县'), '西湖区');
  await type(field(form, '详细地址'), '文三路 100 号 301 室');
  await click(byText(form, '保存', 'button'));
  await waitFor(() => text(form).includes('请填写正确的11位手机号码'));
  assert.equal(stored(), [], 'nothing sent');
  await type(field(form, '手机号码'), '13812345678');
  await click(byText(form, '保存', 'button'));
  await waitFor(() => !!page.container.querySelector('.address-card'));
  assert.equal(env.toasts.slice(-1), ['地址已保存']);
  assert.match(
    text(page.container.querySelector('.address-card')!),
    /林书远\s*13812345678\s*默认.*浙江省 杭州市 西湖区 文三路 100 号 301 室/,
  );
  assert.equal(stored(), [{ name: '林书远', phone: '13812345678', district: '西湖区', isdefault: 1 }]);
  await page.unmount();
});

Address(
  '从微信导入 fills the form from WeChat’s sheet; a cancelled sheet changes nothing; 删除 asks first',
  async () => {
    installWx(null);
    const { root, env } = await signInAs(server, 'reader');
    sheet([
      {
        userName: '林小远',
        telNumber: '13900001111',
        provinceName: '浙江省',
        cityName: '杭州市',
        countryName: '拱墅区',
        detailInfo: '湖墅南路 8 号',
        postalCode: '310005',
        nationalCode: '330105',
      },
    ]);
    const page = await render(<AddressScreen />, root, '/address');
    await waitFor(() => !!page.container.querySelector('.address-card'));
    await click(byText(page.container, '从微信导入', 'button'));
    await waitFor(() => !!page.container.querySelector('.address-form'));
    assert.is(field(page.container, '区县').value, '拱墅区');
    assert.is(field(page.container, '邮政编码').value, '310005');
    // The sheet cancelled this time: the form stays as it was.
    await click(byText(page.container, '从微信导入', 'button'));
    assert.is(field(page.container, '收货人').value, '林小远');
    await click(byText(page.container, '保存', 'button'));
    await waitFor(() => page.container.querySelectorAll('.address-card').length === 2);
    assert.equal(
      stored().map((a: any) => [a.name, a.isdefault]),
      [
        ['林书远', 1],
        ['林小远', 0],
      ],
    );

    // 设为默认, then 删除 the default: 再想想 keeps it, 删除 removes it and the other is the default.
    await click(byText(page.container, '设为默认', 'button'));
    await waitFor(() => text(page.container.querySelector('.address-card')!).includes('林小远'));
    const first = () => page.container.querySelector('.address-card')!;
    env.confirmAnswer = false;
    await click(byText(first(), '删除', 'button'));
    assert.is(stored().length, 2);
    env.confirmAnswer = true;
    await click(byText(first(), '删除', 'button'));
    await waitFor(() => page.container.querySelectorAll('.address-card').length === 1);
    assert.equal(
      stored().map((a: any) => [a.name, a.isdefault]),
      [['林书远', 1]],
    );
    await page.unmount();
  },
);

Address.run();
