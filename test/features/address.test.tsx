/**
 * 我的地址 as a reader sees it, against the harness's platform: a new address checked on the phone
 * (nothing sent) and kept; 从微信导入 filling the form from WeChat's sheet (a cancel changes
 * nothing); the default; 删除 after a confirm.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import AddressScreen from '../../src/features/points/AddressScreen';
import { installWx } from '../../src/wx/sdk';
import { installFakeWx } from '../helpers/wx';
import { OPENID, signInAs, withHarness } from '../helpers/harness';
import { act } from 'react';
import { allByText, byText, click, openPicker, render, text, type, unmountAll, waitFor } from '../helpers/page';

const Address = suite('我的地址 against the harness');
const server = withHarness(Address);
Address.after.each(unmountAll);

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

/** A field of the form, by its label. */
function field(container: Element, label: string): HTMLInputElement {
  const labelled = [...container.querySelectorAll('label')].find((el) => text(el) === label);
  const input = labelled && container.querySelector<HTMLInputElement>(`[id="${labelled.htmlFor}"]`);
  if (!input) throw new Error(`no field ${label}`);
  return input;
}

/** The problem shown under a control (its aria-describedby), or ''. */
function problemOf(control: Element): string {
  const id = control.getAttribute('aria-describedby');
  const node = id ? document.getElementById(id) : null;
  return node ? text(node) : '';
}

const regionButton = (container: Element) => container.querySelector<HTMLButtonElement>('.choice-row')!;

/**
 * The UI kit's cascade picker: a tap on each column's item, then 确定. In the picker opened last:
 * a closed picker an earlier suite left in the body is not this one.
 */
async function pickRegion(names: string[]) {
  const columns = () => openPicker()?.querySelectorAll('.adm-picker-view-column') ?? [];
  await waitFor(() => openPicker()?.querySelector('.adm-picker-view-column-item'), 10000, 'the region picker');
  for (const [i, name] of names.entries()) {
    const column = () => columns()[i];
    await waitFor(() => !!column() && allByText(column(), name, '.adm-picker-view-column-item').length > 0);
    await click(byText(column(), name, '.adm-picker-view-column-item'));
    // The kit's wheel reports a pick after a zero-delay timer: let it run before the next tap.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
  await click(byText(openPicker()!.querySelector('.adm-picker-header')!, '确定', '.adm-picker-header-button'));
}

Address(
  'a new address: each problem under its field and nothing sent; the region from the picker; the phone normalised and masked',
  async () => {
    installWx(null);
    const { root, env } = await signInAs(server, 'reader');
    const page = await render(<AddressScreen />, root, '/address');
    await waitFor(() => text(page.container).includes('还没有收货地址'));
    await click(byText(page.container, '新增地址', 'button'));
    const form = page.container;
    assert.is(form.querySelectorAll('select, input[type="date"]').length, 0, 'no native select or date input');
    await type(field(form, '收货人'), '林书远');
    await type(field(form, '手机号码'), '138 1234');
    await type(field(form, '详细地址'), `文三路${'号'.repeat(98)}`);
    await type(field(form, '邮政编码'), '31001');
    await click(byText(form, '保存', 'button'));
    await waitFor(() => problemOf(field(form, '手机号码')) !== '');
    assert.is(problemOf(field(form, '手机号码')), '请填写正确的11位手机号码');
    assert.is(problemOf(regionButton(form)), '请选择所在地区（省、市、区县）');
    assert.is(problemOf(field(form, '详细地址')), '详细地址不能超过100个字（现有101个字）');
    assert.is(problemOf(field(form, '邮政编码')), '邮政编码应为6位数字');
    assert.is(problemOf(field(form, '收货人')), '');
    assert.is(field(form, '详细地址').value.length, 101, 'nothing cut');
    assert.equal(stored(), [], 'nothing sent');

    // Typing in a field takes its problem away; the others stay.
    await type(field(form, '手机号码'), '138 1234 5678');
    assert.is(problemOf(field(form, '手机号码')), '');
    assert.is(problemOf(field(form, '邮政编码')), '邮政编码应为6位数字');
    await click(regionButton(form));
    await pickRegion(['浙江省', '杭州市', '西湖区']);
    await waitFor(() => text(regionButton(form)) === '浙江省 杭州市 西湖区');
    assert.is(problemOf(regionButton(form)), '');
    await type(field(form, '详细地址'), '文三路 100 号 301 室');
    await type(field(form, '邮政编码'), '310 012');
    await click(byText(form, '保存', 'button'));
    await waitFor(() => !!page.container.querySelector('.address-card'));
    assert.equal(env.toasts.slice(-1), ['地址已保存']);
    assert.match(
      text(page.container.querySelector('.address-card')!),
      /林书远\s*138\*\*\*\*5678\s*默认.*浙江省 杭州市 西湖区 文三路 100 号 301 室 · 邮编 310012/,
    );
    assert.equal(stored(), [{ name: '林书远', phone: '13812345678', district: '西湖区', isdefault: 1 }]);
    await page.unmount();
  },
);

Address(
  '从微信导入 fills the form from WeChat’s sheet and checks it at once; a cancelled sheet changes nothing; 删除 asks first',
  async () => {
    installWx(null);
    const { root, env } = await signInAs(server, 'reader');
    sheet([
      {
        userName: '林小远',
        telNumber: '139 0000 1111',
        provinceName: '浙江省',
        cityName: '杭州市',
        countryName: '朝阳区',
        detailInfo: '湖墅南路 8 号',
        postalCode: '310005',
        nationalCode: '330105',
      },
    ]);
    const page = await render(<AddressScreen />, root, '/address');
    await waitFor(() => !!page.container.querySelector('.address-card'));
    await click(byText(page.container, '从微信导入', 'button'));
    await waitFor(() => !!page.container.querySelector('.address-form'));
    const form = page.container;
    await waitFor(() => problemOf(regionButton(form)) !== '');
    assert.is(problemOf(regionButton(form)), '所在地区有误：杭州市没有“朝阳区”，请重新选择', 'under its field');
    assert.is(field(form, '邮政编码').value, '310005');
    // The sheet cancelled this time: the form stays as it was.
    await click(byText(form, '从微信导入', 'button'));
    assert.is(field(form, '收货人').value, '林小远');
    await click(regionButton(form));
    await pickRegion(['浙江省', '杭州市', '拱墅区']);
    await click(byText(form, '保存', 'button'));
    await waitFor(() => page.container.querySelectorAll('.address-card').length === 2);
    assert.equal(
      stored().map((a: any) => [a.name, a.phone, a.district, a.isdefault]),
      [
        ['林书远', '13812345678', '西湖区', 1],
        ['林小远', '13900001111', '拱墅区', 0],
      ],
    );

    // 设为默认, then 删除 the default: 暂不 keeps it, 删除地址 removes it and the other is the default.
    await click(byText(page.container, '设为默认', 'button'));
    await waitFor(() => text(page.container.querySelector('.address-card')!).includes('林小远'));
    const first = () => page.container.querySelector('.address-card')!;
    env.confirmAnswer = false;
    await click(byText(first(), '删除', 'button'));
    assert.equal(env.confirms.slice(-1), [
      { title: '删除地址', content: '删除后不能恢复：林小远 139****1111，浙江省 杭州市 拱墅区 湖墅南路 8 号' },
    ]);
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
