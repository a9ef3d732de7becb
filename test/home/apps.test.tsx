import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import Apps from '../../src/home/AppsScreen';
import type { ServiceItem } from '../../src/api/contract';
import { byText, click, makeRoot, render, text } from '../helpers/page';

const service = (id: number, name: string, group: string, url = `/s/${id}`): ServiceItem => ({
  id,
  name,
  icon: '',
  url,
  sortnum: 100 - id,
  status: 1,
  group,
});

const AppsPage = suite('apps page');
// A cached service grid (left by any earlier suite that booted the app) would be shown instead.
AppsPage.before.each(() => localStorage.clear());

AppsPage('groups services by group in first-seen order, ungrouped under 其他', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.app.gridList = [
      service(1, '图书检索', '读者服务'),
      service(2, '馆藏地图', ''),
      service(3, '借阅排行', '阅读推广'),
      service(4, '我的读者证', '读者服务'),
      service(5, '读者晒图', '阅读推广'),
    ];
  });
  const page = await render(<Apps />, root);
  const groups = [...page.container.querySelectorAll('.apps-group')].map((section) => ({
    title: text(section.querySelector('.apps-group-title')!),
    items: [...section.querySelectorAll('.ui-grid-name')].map((el) => text(el)),
  }));
  assert.equal(groups, [
    { title: '读者服务', items: ['图书检索', '我的读者证'] },
    { title: '其他', items: ['馆藏地图'] },
    { title: '阅读推广', items: ['借阅排行', '读者晒图'] },
  ]);
  await page.unmount();
});

AppsPage('shows every service (no 所有应用 cell) and opens one', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.app.gridList = Array.from({ length: 15 }, (_, i) => service(i + 1, `服务${i + 1}`, '读者服务'));
  });
  const page = await render(<Apps />, root);
  assert.is(page.container.querySelectorAll('.ui-grid-name').length, 15);
  assert.not.ok(text(page.container).includes('所有应用'));
  await click(byText(page.container, '服务15', 'button'));
  assert.is(page.location(), '/s/15');
  await page.unmount();
});

AppsPage('without services and with an error: the message and 重试', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.app.servicesError = '网络异常，请检查网络后重试';
  });
  const page = await render(<Apps />, root);
  assert.ok(text(page.container).includes('网络异常，请检查网络后重试'));
  assert.ok(byText(page.container, '重试', 'button'));
  await page.unmount();
});

AppsPage.run();
