import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import NotFound from '../../src/router/NotFoundScreen';
import { findRoute } from '../../src/router/routes';
import { KeepAliveOutlet } from '../../src/router/KeepAliveOutlet';
import { forgetPage } from '../../src/router/pages';
import { RouteError } from '../../src/components/ui/RouteError';
import { PAGE_MESSAGES, RouteBoundary } from '../../src/router/RouteBoundary';
import { byText, click, makeRoot, render, text, waitFor } from '../helpers/page';

const Status = suite('status screens');

Status('NotFound shows 页面不存在 and goes home', async () => {
  const { root } = makeRoot();
  const page = await render(<NotFound />, root, '/nowhere');
  assert.ok(byText(page.container, '页面不存在'));
  await click(byText(page.container, '返回首页', 'button'));
  assert.is(page.location(), '/');
  await page.unmount();
});

Status('RouteError shows 加载失败, the message, and 重试 calls onRetry', async () => {
  const { root } = makeRoot();
  let retries = 0;
  const page = await render(
    <RouteError
      message="网络异常，请检查网络后重试"
      onRetry={() => {
        retries += 1;
      }}
    />,
    root,
  );
  assert.ok(byText(page.container, '加载失败'));
  assert.ok(text(page.container).includes('网络异常，请检查网络后重试'));
  await click(byText(page.container, '重试', 'button'));
  assert.is(retries, 1);
  await page.unmount();
});

Status('a page whose chunk cannot load says so in Chinese only; the detail goes to the console', async () => {
  const { root } = makeRoot();
  const failed = new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1:5173/js/UserScreen-AB12CD34.js',
  );
  function Broken(): never {
    throw failed;
  }
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args[0]);
  try {
    const page = await render(
      <RouteBoundary onRetry={() => {}}>
        <Broken />
      </RouteBoundary>,
      root,
    );
    assert.ok(text(page.container).includes(PAGE_MESSAGES.chunk));
    assert.not.ok(/fetch|module|http|js/i.test(text(page.container)), text(page.container));
    assert.ok(byText(page.container, '重试', 'button'));
    assert.ok(logged.includes('Page failed'));
    await page.unmount();
  } finally {
    console.error = original;
  }
});

Status('a route whose chunk fails to load (the outlet): Chinese only, 重试 loads it again', async () => {
  const route = findRoute('/userindex')!;
  const original = route.load;
  const detail = 'Failed to fetch dynamically imported module: http://x/js/user-1.js';
  let loads = 0;
  route.load = () => {
    loads += 1;
    if (loads === 1) return Promise.reject(new TypeError(detail));
    return Promise.resolve({ default: () => <p>用户中心已加载</p> });
  };
  forgetPage(route);
  const logged: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) =>
    void logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
  const { root } = makeRoot();
  root.reader.markReady();
  const page = await render(<KeepAliveOutlet />, root, '/userindex');
  try {
    await waitFor(() => text(page.container).includes(PAGE_MESSAGES.chunk));
    const shown = text(page.container);
    assert.is(PAGE_MESSAGES.chunk, '网络不可用，页面未能加载');
    assert.not.ok(shown.includes('http'), shown);
    assert.not.ok(shown.includes('Failed'), shown);
    assert.not.ok(/[A-Za-z]/.test(shown), `Chinese only: ${shown}`);
    assert.ok(
      logged.some((line) => line.includes(detail)),
      'the detail is in the console',
    );
    await click(byText(page.container, '重试', 'button'));
    await waitFor(() => text(page.container).includes('用户中心已加载'));
    assert.is(loads, 2, '重试 asked for the chunk again');
    assert.not.ok(text(page.container).includes(PAGE_MESSAGES.chunk));
  } finally {
    await page.unmount();
    console.error = originalError;
    route.load = original;
    forgetPage(route);
  }
});

Status('a page that crashes shows a Chinese message, not the exception', async () => {
  const { root } = makeRoot();
  function Broken(): never {
    throw new Error("Cannot read properties of undefined (reading 'rows')");
  }
  const original = console.error;
  console.error = () => {};
  try {
    const page = await render(
      <RouteBoundary onRetry={() => {}}>
        <Broken />
      </RouteBoundary>,
      root,
    );
    assert.ok(text(page.container).includes(PAGE_MESSAGES.crash));
    assert.not.ok(text(page.container).includes('undefined'));
    await page.unmount();
  } finally {
    console.error = original;
  }
});

Status.run();
