/**
 * 图书馆城 as a reader sees it, against the harness's libraries: nearest first with a position
 * (the order follows the phone), by name with the reason and 重试 without one, 导航 and 电话, a
 * library's week and 室内导航 falling back to the h5 page when the open tag fails.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LIBRARIES } from '../../harness/server/seed/data/libraries';
import LibraryScreen from '../../src/features/map/LibraryScreen';
import MapScreen from '../../src/features/map/MapScreen';
import { MapStore } from '../../src/features/map/MapStore';
import { libraryWeekday } from '../../src/lib/opening';
import { signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, waitFor } from '../helpers/page';
import { installFakeWx } from '../helpers/wx';

const Libraries = suite('图书馆城 against the harness');
const server = withHarness(Libraries);

type Reply = { success?: (r: object) => void; fail?: (r: object) => void; cancel?: (r: object) => void };
const place = (code: string) => {
  const library = LIBRARIES.find((l) => l.code === code)!;
  return { latitude: library.latitude, longitude: library.longitude };
};

/** WeChat's getLocation answering each call with the next position (null: the reader refuses). */
function phoneAt(...positions: ({ latitude: number; longitude: number } | null)[]) {
  const opened: object[] = [];
  installFakeWx({
    getLocation: (args: Reply) => {
      const next = positions.length > 1 ? positions.shift() : positions[0];
      if (next) args.success?.({ errMsg: 'getLocation:ok', ...next, accuracy: 30, speed: 0 });
      else args.cancel?.({ errMsg: 'getLocation:cancel' });
    },
    openLocation: (args: Reply & object) => {
      opened.push(args);
      args.success?.({ errMsg: 'openLocation:ok' });
    },
  });
  return opened;
}

const names = (container: Element) => [...container.querySelectorAll('.library-card h2')].map((h) => h.textContent);

Libraries('nearest first from where the phone is, with the distance; 重新定位 follows the phone', async () => {
  const { root } = await signInAs(server, 'reader');
  const opened = phoneAt(place('SXLIB-HX'), place('SXLIB-CN'));
  const page = await render(<MapScreen />, root, '/qqmap');
  await waitFor(() => names(page.container).length === 4 && text(page.container).includes('已按距离由近到远排列'));
  assert.is(names(page.container)[0], '书香市图书馆河西分馆');
  // At the library itself: 在馆内 (never 0.00km); the others 距您 in km with 2 decimals.
  const said = [...page.container.querySelectorAll('.library-card .library-distance')].map((d) => d.textContent);
  assert.is(said[0], '在馆内');
  for (const other of said.slice(1)) assert.match(other ?? '', /^距您 \d+\.\d{2}km$/);
  const distances = said.slice(1).map((d) => Number.parseFloat((d ?? '').replace('距您 ', '')));
  assert.equal(
    distances,
    [...distances].sort((a, b) => a - b),
  );
  assert.ok(page.container.querySelector('[aria-label="我的位置"]'));

  await click(byText(page.container, '重新定位', 'button'));
  await waitFor(() => names(page.container)[0] === '书香市图书馆城南分馆');

  const south = page.container.querySelector('.library-card')!;
  await click(byText(south, '导航', 'button'));
  assert.equal(
    opened.map(({ latitude, longitude, name, address, scale }: any) => ({ latitude, longitude, name, address, scale })),
    [{ ...place('SXLIB-CN'), name: '书香市图书馆城南分馆', address: '书香市城南区南湖路88号', scale: 16 }],
  );
  assert.is(byText(south, '电话', 'a').getAttribute('href'), 'tel:0571-88000002');
  await click(byText(south, '详情', 'a'));
  assert.is(page.location(), '/map/detail?libcode=SXLIB-CN');
  await page.unmount();
});

Libraries('without a position: by name, the reason, and 重试', async () => {
  const { root } = await signInAs(server, 'reader');
  phoneAt(null);
  const page = await render(<MapScreen />, root, '/qqmap');
  await waitFor(() => text(page.container).includes('你没有允许获取位置，已按名称排列'));
  const shown = names(page.container);
  assert.equal(
    shown,
    [...shown].sort((a, b) => new Intl.Collator('zh-Hans-CN').compare(a ?? '', b ?? '')),
  );
  assert.is(page.container.querySelectorAll('.library-card .library-distance').length, 0);
  assert.is(page.container.querySelector('[aria-label="我的位置"]'), null);
  phoneAt(place('SXLIB'));
  await click(byText(page.container, '重试', 'button'));
  await waitFor(() => names(page.container)[0] === '书香市图书馆');
  await page.unmount();
});

Libraries(
  'a library: open now or not, the week with today marked, services and floors; an unknown one says so',
  async () => {
    const { root } = await signInAs(server, 'reader');
    phoneAt(place('SXLIB'));
    const page = await render(<LibraryScreen />, root, '/map/detail?libcode=SXLIB');
    await waitFor(() => !!page.container.querySelector('.library-week'));
    assert.is(text(page.container.querySelector('h1')!), '书香市图书馆');
    const rows = [...page.container.querySelectorAll('.library-week tr')].map((tr) => text(tr));
    assert.is(rows.length, 7);
    assert.is(rows[0], '周一闭馆');
    const today = page.container.querySelector('.library-week tr.is-today')!;
    assert.ok(text(today).includes('（今天）'));
    assert.is(
      [...page.container.querySelectorAll('.library-week tr')].indexOf(today),
      (libraryWeekday(Date.now()) + 6) % 7,
    );
    assert.ok(/开放中|已闭馆/.test(text(page.container.querySelector('.library-badge')!)));
    assert.ok(text(page.container).includes('自助借还'));
    assert.ok(text(page.container).includes('总服务台'));
    await page.unmount();

    const unknown = await render(<LibraryScreen />, root, '/map/detail?libcode=NOPE');
    await waitFor(() => text(unknown.container).includes('图书馆不存在'));
    assert.ok(unknown.container.querySelector('[data-missing]'));
    assert.equal(
      [...unknown.container.querySelectorAll('button, a')].map((el) => text(el)),
      ['查看全部图书馆'],
    );
    await click(byText(unknown.container, '查看全部图书馆', 'button'));
    assert.is(unknown.location(), '/qqmap');
    await unknown.unmount();
  },
);

Libraries('室内导航: the open tag with the library; when it fails, the h5 page with the library', async () => {
  const { root, env } = await signInAs(server, 'reader');
  phoneAt(place('SXLIB'));
  const page = await render(<LibraryScreen />, root, '/map/detail?libcode=SXLIB-HX');
  await waitFor(() => !!page.container.querySelector('wx-open-launch-weapp'));
  const tag = page.container.querySelector('wx-open-launch-weapp')!;
  assert.is(tag.getAttribute('username'), 'gh_4e1b2c3d5f60');
  assert.is(tag.getAttribute('path'), 'pages/index/index?libcode=SXLIB-HX');
  tag.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'launch:fail_check fail' } }));
  await waitFor(() => !page.container.querySelector('wx-open-launch-weapp'));
  await click(byText(page.container.querySelector('.indoor-map')!, '室内导航', 'button'));
  assert.equal(env.redirects.at(-1), 'https://map.example.org/h5/?libcode=SXLIB-HX');
  await page.unmount();
});

Libraries('the store: libraries once a visit, the position asked again only when old', async () => {
  let now = Date.now();
  const store = new MapStore(undefined, () => now);
  await signInAs(server, 'reader');
  let asked = 0;
  installFakeWx({
    getLocation: (args: Reply) => {
      asked += 1;
      args.success?.({ errMsg: 'getLocation:ok', ...place('SXLIB'), accuracy: 30, speed: 0 });
    },
  });
  await store.load();
  await store.load();
  assert.is(asked, 1);
  assert.is(store.entries[0].library.code, 'SXLIB');
  now += 5 * 60_000 + 1;
  await store.load();
  assert.is(asked, 2);
});

Libraries.run();
