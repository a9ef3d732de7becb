/**
 * 积分商城 and 我的礼品 as a reader sees them, against the harness's library system: the gifts
 * with each one's verdict, a category, redeeming at a library and by post to an address imported
 * from WeChat, a refusal that changes nothing, a redemption that got no answer, and 取消兑换.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import GiftsScreen from '../../src/features/points/GiftsScreen';
import MallScreen from '../../src/features/points/MallScreen';
import { REDEEM_UNANSWERED } from '../../src/features/points/MallStore';
import { installWx } from '../../src/wx/sdk';
import { installFakeWx } from '../helpers/wx';
import { checksum } from '../harness/fuzz/snapshot';
import { control, signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, waitFor } from '../helpers/page';

const Mall = suite('积分商城 and 我的礼品 against the harness');
const server = withHarness(Mall);

const giftId = (name: string) =>
  server.db.prepare('SELECT giftid FROM gifts WHERE name = ?').pluck().get(name) as number;
const stock = (name: string) => server.db.prepare('SELECT stock FROM gifts WHERE name = ?').pluck().get(name);
const balance = (rdrno: string) =>
  server.db.prepare('SELECT COALESCE(SUM(points), 0) FROM points_log WHERE rdrno = ?').pluck().get(rdrno);

/** A gift's card on the mall. */
function giftCard(container: Element, name: string): Element {
  const card = container.querySelector(`.mall-gift[aria-label="${name}"]`);
  if (!card) throw new Error(`no gift ${name}: ${text(container)}`);
  return card;
}

const sheet = (container: Element) => container.querySelector('[role="dialog"]');

Mall('the gifts with their verdicts; 图书 shows only its gifts', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<MallScreen />, root, '/mall');
  await waitFor(() => !!page.container.querySelector('.mall-gift'));
  await waitFor(() => text(page.container.querySelector('.mall-head')!).includes('320'));
  const notebook = giftCard(page.container, '图书馆主题笔记本');
  assert.ok(text(notebook).includes('已兑完'));
  assert.ok(text(notebook).includes('该礼品已兑完'));
  assert.ok(notebook.querySelector<HTMLButtonElement>('.mall-gift-redeem')!.disabled);
  const later = giftCard(page.container, '新春限定书签');
  assert.match(text(later), /该礼品将于 \d{4}-\d\d-\d\d 开始兑换/);
  const bookplates = giftCard(page.container, '藏书票套装');
  assert.match(text(bookplates), /库存 1.*到馆领取.*每人限兑 2 件.*兑换期/);
  assert.not.ok(bookplates.querySelector<HTMLButtonElement>('.mall-gift-redeem')!.disabled);
  assert.not.ok(text(page.container).includes('世界读书日纪念徽章'), 'past its days: not listed');
  await click(byText(page.container, '图书2', 'button'));
  await waitFor(() => !!page.container.querySelector('.mall-gift[aria-label="《红楼梦》精装本"]'));
  assert.equal(
    [...page.container.querySelectorAll('.mall-gift')].map((el) => el.getAttribute('aria-label')),
    ['《红楼梦》精装本', '儿童绘本礼包'],
  );
  await page.unmount();
});

Mall(
  'redeemed at a library: the points and the stock go, 我的礼品 shows the pickup code, 取消兑换 gives them back',
  async () => {
    const { root, env } = await signInAs(server, 'reader');
    const page = await render(<MallScreen />, root, '/mall');
    await waitFor(() => !!page.container.querySelector('.mall-gift[aria-label="藏书票套装"]'));
    await click(byText(giftCard(page.container, '藏书票套装'), '兑换', 'button'));
    const dialog = sheet(page.container)!;
    await waitFor(() => text(dialog).includes('兑换后剩余200'));
    assert.not.ok(text(dialog).includes('邮寄'), 'collected only');
    assert.is(dialog.querySelectorAll('select').length, 0, 'no native select');
    assert.is(text(dialog.querySelector('.mall-pickup')!), '领取图书馆书香市图书馆');
    await click(byText(dialog, '确认兑换', 'button'));
    // It ends on the result page: what, the points, where and the pickup code; not a toast.
    await waitFor(() => !!page.container.querySelector('.ui-result'));
    assert.is(sheet(page.container), null, 'the sheet is closed');
    const code = server.db
      .prepare("SELECT pickupcode FROM redemptions WHERE rdrno = 'SX100001' ORDER BY id DESC")
      .pluck()
      .get();
    assert.is(
      text(page.container.querySelector('.ui-result')!),
      `兑换成功请到书香市图书馆出示领取码领取礼品，领取码也可在“我的礼品”中查看。礼品藏书票套装消耗积分120 积分剩余积分200 积分领取图书馆书香市图书馆领取码${code}查看我的礼品返回积分商城`,
    );
    assert.not.ok(env.toasts.includes('兑换成功'));
    assert.is(stock('藏书票套装'), 0);
    assert.is(balance('SX100001'), 200);
    await click(byText(page.container, '返回积分商城', 'button'));
    await waitFor(() => text(page.container.querySelector('.mall-head')!).includes('200'));
    assert.ok(text(giftCard(page.container, '藏书票套装')).includes('已兑完'));
    await page.unmount();

    env.confirmAnswer = true;
    const gifts = await render(<GiftsScreen />, root, '/getgifts');
    await waitFor(() => !!gifts.container.querySelector('.gifts-card'));
    const first = gifts.container.querySelector('.gifts-card')!;
    assert.match(text(first), /藏书票套装.*待领取.*领取馆：书香市图书馆.*领取码 \d{10}/);
    assert.is(first.querySelector('.qr-image')!.getAttribute('data-payload'), code);
    await click(byText(first, '取消兑换', 'button'));
    await waitFor(() => text(gifts.container.querySelector('.gifts-card')!).includes('已取消'));
    assert.equal(env.toasts.slice(-1), ['已取消兑换，积分已退回']);
    assert.is(stock('藏书票套装'), 1);
    assert.is(balance('SX100001'), 320);
    assert.not.ok(gifts.container.querySelector('.gifts-card .qr-image'), 'no code for a cancelled gift');
    await gifts.unmount();
  },
);

type Reply = { success?: (r: object) => void; cancel?: (r: object) => void };

const WECHAT = {
  errMsg: 'openAddress:ok',
  userName: '林书远',
  telNumber: '138 1234 5678',
  provinceName: '浙江省',
  cityName: '杭州市',
  countryName: '西湖区',
  detailInfo: '文三路 100 号 301 室',
  postalCode: '310012',
};

Mall('posted: 从微信导入 keeps WeChat’s address, shown whole and masked; the gift goes there', async () => {
  const { root } = await signInAs(server, 'reader');
  // First WeChat names a district that is not in 杭州市: the form opens on the sheet to mend it.
  const replies = [{ ...WECHAT, countryName: '海淀区' }, WECHAT];
  installFakeWx({ openAddress: (args: Reply) => args.success?.(replies.shift()!) });
  const page = await render(<MallScreen />, root, '/mall');
  await waitFor(() => !!page.container.querySelector('.mall-gift[aria-label="书香市图书馆帆布袋"]'));
  await click(byText(giftCard(page.container, '书香市图书馆帆布袋'), '兑换', 'button'));
  const dialog = sheet(page.container)!;
  await click(byText(dialog, '邮寄', 'label').querySelector('input')!);
  await waitFor(() => text(dialog).includes('还没有收货地址'));
  await click(byText(dialog, '确认兑换', 'button'));
  await waitFor(() => text(dialog).includes('请选择收货地址'));

  await click(byText(dialog, '从微信导入', 'button'));
  await waitFor(() => !!dialog.querySelector('form'));
  assert.ok(text(dialog).includes('所在地区有误：杭州市没有“海淀区”，请重新选择'));
  await click(byText(dialog, '取消', 'button'));
  assert.is(server.db.prepare('SELECT COUNT(*) FROM addresses').pluck().get(), 0, 'nothing kept');

  await click(byText(dialog, '从微信导入', 'button'));
  await waitFor(() => text(dialog).includes('林书远 138****5678'));
  const shown = dialog.querySelector('.mall-address-text')!;
  assert.is(text(shown), '林书远 138****5678默认浙江省 杭州市 西湖区 文三路 100 号 301 室');
  assert.ok(byText(dialog, '更换地址', 'button'));
  await click(byText(dialog, '确认兑换', 'button'));
  await waitFor(() => !!page.container.querySelector('.ui-result'));
  assert.match(
    text(page.container.querySelector('.ui-result')!),
    /礼品将邮寄到以下地址.*收货人林书远 138\*\*\*\*5678邮寄地址浙江省 杭州市 西湖区 文三路 100 号 301 室/,
  );
  const made = server.db
    .prepare(
      "SELECT state, delivery, consignee, phone, address FROM redemptions WHERE rdrno = 'SX100001' ORDER BY id DESC",
    )
    .get();
  assert.equal(made, {
    state: 'pending',
    delivery: 'post',
    consignee: '林书远',
    phone: '13812345678',
    address: '浙江省 杭州市 西湖区 文三路 100 号 301 室',
  });
  await page.unmount();
  installWx(null);
});

Mall('a refusal on the sheet changes nothing; a redemption without an answer says where to look', async () => {
  const { root } = await signInAs(server, 'fined');
  const page = await render(<MallScreen />, root, '/mall');
  await waitFor(() => !!page.container.querySelector('.mall-gift[aria-label="藏书票套装"]'));
  await click(byText(giftCard(page.container, '藏书票套装'), '兑换', 'button'));
  // Another reader takes the last one while the sheet is open.
  await control(server, '/gifts/stock', { giftid: giftId('藏书票套装'), stock: 0 });
  const before = checksum(server.db);
  const dialog = sheet(page.container)!;
  await click(byText(dialog, '确认兑换', 'button'));
  await waitFor(() => text(dialog).includes('该礼品已兑完'));
  assert.is(dialog.querySelector('[role="alert"]')?.textContent, '该礼品已兑完');
  assert.is(checksum(server.db), before, 'nothing written');
  await waitFor(() => text(giftCard(page.container, '藏书票套装')).includes('已兑完'));
  await control(server, '/gifts/stock', { giftid: giftId('藏书票套装'), stock: 1 });

  server.state.faults = { endpoints: { '/v1/elib/getGiftInsert': { failureRate: 1 } } };
  try {
    await click(byText(dialog, '确认兑换', 'button'));
    await waitFor(() => text(dialog).includes(REDEEM_UNANSWERED));
  } finally {
    server.state.faults = {};
  }
  await page.unmount();
});

Mall.run();
