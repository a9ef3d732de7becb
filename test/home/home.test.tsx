import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { runInAction } from 'mobx';
import Home from '../../src/home/HomeScreen';
import { HOME_GRID_MAX } from '../../src/home/services';
import { config } from '../../src/config';
import type { ReaderBase } from '../../src/api/contract';
import { allByText, byText, click, fakeBackend, makeRoot, render, text, update, waitFor } from '../helpers/page';
import { service } from '../helpers/services';

const names = (container: HTMLElement) => [...container.querySelectorAll('.ui-grid-name')].map((el) => text(el));

const HomePage = suite('home page');

HomePage.before.each(() => localStorage.clear());

HomePage('grid follows sortnum descending as loaded from the service list', async () => {
  const backend = fakeBackend({
    '/v1/service/list': () => ({
      code: 1,
      message: 'ok',
      data: { rows: [service(1, 5), service(2, 50), service(3, 20)], total: 3 },
    }),
  });
  try {
    const { root } = makeRoot();
    const page = await render(<Home />, root);
    await act(() => root.app.loadServices());
    await waitFor(() => names(page.container).length === 3);
    assert.equal(names(page.container), ['服务2', '服务3', '服务1']);
    await page.unmount();
  } finally {
    backend.restore();
  }
});

HomePage('more than 12 services: first 11 and 所有应用 leading to /apps', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.app.gridList = Array.from({ length: 13 }, (_, i) => service(i + 1, 100 - i));
  });
  const page = await render(<Home />, root);
  const shown = names(page.container);
  assert.is(shown.length, 12);
  assert.equal(
    shown.slice(0, 11),
    Array.from({ length: 11 }, (_, i) => `服务${i + 1}`),
  );
  assert.is(shown[11], '所有应用');
  await click(byText(page.container, '所有应用', 'button'));
  assert.is(page.location(), '/apps');
  await page.unmount();
});

HomePage('exactly 12 services are all shown without 所有应用', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.app.gridList = Array.from({ length: 12 }, (_, i) => service(i + 1, 100 - i));
  });
  const page = await render(<Home />, root);
  assert.is(names(page.container).length, 12);
  assert.not.ok(names(page.container).includes('所有应用'));
  await page.unmount();
});

HomePage('an in-app service opens through the router; the search box opens 图书检索', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.app.gridList = [service(1, 9, { name: '图书推荐', url: '/books/recommend' })];
  });
  const page = await render(<Home />, root);
  await click(byText(page.container, '图书推荐', 'button'));
  assert.is(page.location(), '/books/recommend');
  await click(byText(page.container, '搜索书名、作者、ISBN', 'button'));
  assert.is(page.location(), '/opac/index');
  await page.unmount();
});

HomePage('a service with an unusable url is not followed', async () => {
  const { root, env } = makeRoot();
  runInAction(() => {
    root.app.gridList = [service(1, 9, { name: '坏链接', url: '//evil.example/x' })];
  });
  const page = await render(<Home />, root);
  await click(byText(page.container, '坏链接', 'button'));
  assert.is(page.location(), '/');
  assert.equal(env.toasts, ['该服务暂未开放']);
  await page.unmount();
});

HomePage('a service leading off the listed hosts is refused with 该服务暂未开放 and nothing opens', async () => {
  const { root, env } = makeRoot();
  const refused = [
    'https://evil.example/x',
    'http://e.lib.example/x',
    'javascript:alert(1)',
    'data:text/html,<p>x</p>',
    '//e.lib.example/x',
  ];
  runInAction(() => {
    root.app.gridList = refused.map((url, i) => service(i + 1, 9 - i, { name: `外链${i + 1}`, url }));
  });
  const saved = config.externalServiceHosts;
  config.externalServiceHosts = ['e.lib.example'];
  try {
    const page = await render(<Home />, root);
    for (let i = 0; i < refused.length; i += 1) {
      await click(byText(page.container, `外链${i + 1}`, 'button'));
      assert.is(env.toasts.length, i + 1, refused[i]);
      assert.is(env.toasts[i], '该服务暂未开放');
    }
    assert.equal(env.redirects, [], 'the app is never left');
    assert.is(page.location(), '/', 'and the router did not move');
    await page.unmount();
  } finally {
    config.externalServiceHosts = saved;
  }
});

HomePage('a service on a listed https host leaves the app for exactly that page', async () => {
  const { root, env } = makeRoot();
  runInAction(() => {
    root.app.gridList = [service(1, 9, { name: '数字资源', url: 'https://e.lib.example/db?id=7' })];
  });
  const saved = config.externalServiceHosts;
  config.externalServiceHosts = ['e.lib.example'];
  try {
    const page = await render(<Home />, root);
    await click(byText(page.container, '数字资源', 'button'));
    assert.equal(env.redirects, ['https://e.lib.example/db?id=7']);
    assert.equal(env.toasts, []);
    await page.unmount();
  } finally {
    config.externalServiceHosts = saved;
  }
});

HomePage('the shipped configuration refuses an absolute service address it does not list', async () => {
  const { root, env } = makeRoot();
  runInAction(() => {
    root.app.gridList = [service(1, 9, { name: '外部网站', url: 'https://unlisted.example/' })];
  });
  const page = await render(<Home />, root);
  await click(byText(page.container, '外部网站', 'button'));
  assert.equal(env.toasts, ['该服务暂未开放']);
  assert.equal(env.redirects, []);
  await page.unmount();
});

HomePage('empty grid with an error: message and 重试 reloads the services', async () => {
  const backend = fakeBackend({
    '/v1/service/list': () => ({
      code: 1,
      message: 'ok',
      data: { rows: [service(7, 1, { name: '馆藏地图' })], total: 1 },
    }),
  });
  try {
    const { root } = makeRoot();
    runInAction(() => {
      root.app.servicesError = '服务列表加载失败';
    });
    const page = await render(<Home />, root);
    assert.ok(text(page.container).includes('服务列表加载失败'));
    await click(byText(page.container, '重试', 'button'));
    await waitFor(() => names(page.container).includes('馆藏地图'));
    assert.not.ok(text(page.container).includes('服务列表加载失败'));
    await page.unmount();
  } finally {
    backend.restore();
  }
});

HomePage(
  'empty grid without an error shows skeleton cells, as many as the grid holds (nothing moves when it comes)',
  async () => {
    const { root } = makeRoot();
    const page = await render(<Home />, root);
    assert.is(page.container.querySelectorAll('.ui-grid--skeleton .ui-grid-cell').length, HOME_GRID_MAX);
    assert.is(allByText(page.container, '重试', 'button').length, 0);
    await page.unmount();
  },
);

HomePage('card strip: a skeleton while the cards load, never 去绑定 to a reader who may have a card', async () => {
  const { root } = makeRoot();
  const page = await render(<Home />, root);
  assert.ok(page.container.querySelector('.home-strip[aria-busy="true"]'));
  assert.not.ok(text(page.container).includes('去绑定'));
  await update(() => {
    root.reader.cardsStatus = 'error';
    root.reader.cardsError = '网络异常，请检查网络后重试';
    root.reader.cardsReady = true;
  });
  await waitFor(() => text(page.container).includes('网络异常，请检查网络后重试'));
  assert.ok(byText(page.container, '重试', 'button'));
  assert.not.ok(text(page.container).includes('去绑定'));
  await page.unmount();
});

HomePage('card strip: bind prompt once the cards say there is none, name and loans with one', async () => {
  const { root } = makeRoot();
  await update(() => {
    root.reader.cardsStatus = 'ready';
    root.reader.cardsReady = true;
  });
  const page = await render(<Home />, root);
  const prompt = byText(page.container, '绑定读者证，享受借阅服务').closest('a');
  assert.is(prompt?.getAttribute('href'), '/rdrnos/bind');

  await update(() => {
    root.reader.select_rdrno = 'R0001';
    root.reader.elibUserBase = { name: '张三', rdrno: 'R0001' } as never;
    root.reader.elibUserExtra = { rdrno: 'R0001', loancount: 3, loanlimit: 10 } as never;
  });
  await waitFor(() => text(page.container).includes('张三'));
  const strip = byText(page.container, '张三').closest('a');
  assert.is(strip?.getAttribute('href'), '/books/index');
  assert.ok(text(strip!).includes('3/10'));
  assert.not.ok(text(page.container).includes('绑定读者证，享受借阅服务'));
  await page.unmount();
});

HomePage('a reader with an overdue loan and fines sees both on home, each leading to its screen', async () => {
  const { root } = makeRoot();
  runInAction(() => {
    root.reader.select_rdrno = 'SX100001';
    root.reader.elibUserBase = { rdrno: 'SX100001', name: '张三', state: 'valid', statename: '有效' } as ReaderBase;
    root.reader.elibUserExtra = {
      rdrno: 'SX100001',
      loancount: 3,
      loanlimit: 10,
      reservecount: 1,
      fine: 150,
      points: 0,
      deposit: 0,
      overduecount: 1,
      nextreturndate: '2020-01-01',
      readycount: 1,
    };
  });
  const page = await render(<Home />, root);
  await waitFor(() => page.container.querySelectorAll('.home-notice').length === 3);
  const notices = [...page.container.querySelectorAll('a.home-notice')].map(
    (el) => `${text(el)} → ${el.getAttribute('href')}`,
  );
  assert.equal(notices, [
    '1 本图书已过期，请尽快归还 → /books/index',
    '1 本预约的图书可以取了 → /books/reserve',
    '未缴罚款 ¥1.50，点击缴纳 → /CurFineList',
  ]);
  await page.unmount();
});

HomePage.run();
