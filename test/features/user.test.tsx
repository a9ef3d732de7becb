import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import UserCenter, { USER_ENTRIES } from '../../src/features/user/UserScreen';
import type { ReaderBase } from '../../src/api/contract';
import { byText, click, makeRoot, render, silentBackend, text, update, waitFor } from '../helpers/page';

const BASE = {
  rdrno: '440100123456789',
  name: '赵六',
  rdrtypename: '普通读者',
  libname: '总馆',
  enddate: '2027-06-30',
  state: 'valid',
  statename: '有效',
} as ReaderBase;

const UserPage = suite('user centre');

UserPage('without a card: 未绑定读者证 with 去绑定, fallback nickname and avatar', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.reader.cardsStatus = 'ready';
    root.reader.cardsReady = true;
  });
  const page = await render(<UserCenter />, root, '/userindex');
  assert.ok(text(page.container).includes('未绑定读者证'));
  assert.ok(text(page.container).includes('微信用户'));
  assert.ok(page.container.querySelector('.user-avatar--blank'));
  const go = byText(page.container, '去绑定', 'a');
  assert.is(go.getAttribute('href'), '/rdrnos/bind');
  await click(go);
  assert.is(page.location(), '/rdrnos/bind');
  await page.unmount();
});

UserPage('while the cards load: a skeleton, never 未绑定读者证; a failed reader info offers 重试', async () => {
  // A first visit: no card cached from an earlier suite's sign-in (a repeat visit shows it).
  localStorage.clear();
  const backend = silentBackend();
  const { root } = makeRoot();
  const page = await render(<UserCenter />, root, '/userindex');
  await waitFor(() => !!page.container.querySelector('[aria-busy="true"]'));
  assert.not.ok(text(page.container).includes('未绑定读者证'));
  backend.restore();
  await update(() => {
    root.reader.select_rdrno = 'R1';
    root.reader.infoStatus = 'error';
    root.reader.infoError = '读者信息加载失败';
  });
  await waitFor(() => text(page.container).includes('读者信息加载失败'));
  assert.ok(byText(page.container, '重试', 'button'));
  assert.not.ok(text(page.container).includes('读者-'), 'no placeholder card');
  await page.unmount();
});

UserPage('with a card: masked number, details and stats', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.app.setWxuser({ openid: 'o1', nickname: '小明', headimgurl: 'https://wx.example/a.png' });
    root.reader.select_rdrno = BASE.rdrno;
    root.reader.elibUserBase = BASE;
    root.reader.elibUserExtra = {
      rdrno: BASE.rdrno,
      loancount: 2,
      loanlimit: 10,
      reservecount: 1,
      fine: 150,
      points: 88,
      deposit: 0,
      overduecount: 0,
      nextreturndate: null,
      readycount: 0,
    };
  });
  const page = await render(<UserCenter />, root, '/userindex');
  const all = text(page.container);
  assert.ok(all.includes('小明'));
  assert.is(page.container.querySelector('img.user-avatar')?.getAttribute('src'), 'https://wx.example/a.png');
  assert.is(text(page.container.querySelector('.ui-reader-number')!), '44*********6789');
  assert.not.ok(all.includes(BASE.rdrno));
  for (const part of ['赵六', '普通读者', '总馆', '2027-06-30', '有效']) assert.ok(all.includes(part), part);
  const stats = [...page.container.querySelectorAll('.user-stat')].map((el) => text(el));
  assert.equal(stats, ['2在借', '1预约', '¥1.50未缴罚款', '88积分']);
  // Each figure leads to its screen.
  const targets = [...page.container.querySelectorAll('a.user-stat')].map((el) => el.getAttribute('href'));
  assert.equal(targets, ['/books/index', '/books/reserve', '/CurFineList', '/points']);
  assert.not.ok(all.includes('未绑定读者证'));
  await page.unmount();
});

UserPage('an 11-character card number is masked as first 6 + stars + last 4', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.reader.select_rdrno = '13812345678';
    root.reader.elibUserBase = { ...BASE, rdrno: '13812345678' };
  });
  const page = await render(<UserCenter />, root, '/userindex');
  assert.is(text(page.container.querySelector('.ui-reader-number')!), '138123*5678');
  await page.unmount();
});

UserPage('lists every personal screen and opens it', async () => {
  const { root } = makeRoot();
  const page = await render(<UserCenter />, root, '/userindex');
  const labels = USER_ENTRIES.flatMap((g) => g.items.map((i) => i.label));
  assert.is(labels.length, 18);
  for (const label of labels) {
    const link = byText(page.container, label).closest('a');
    assert.ok(link?.getAttribute('href'), `${label} is a link with an address`);
  }
  await click(byText(page.container, '积分商城'));
  assert.is(page.location(), '/mall');
  await click(byText(page.container, '修改读者证信息'));
  assert.is(page.location(), '/rdrnos/modifyreadderinfo');
  await click(byText(page.container, '我的活动'));
  assert.is(page.location(), '/events/mine');
  await click(byText(page.container, '我的空间预约'));
  assert.is(page.location(), '/spaces/mine');
  await page.unmount();
});

UserPage.run();
