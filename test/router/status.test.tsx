import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Route, Routes } from 'react-router-dom';
import ComingSoon from '../../src/router/ComingSoonScreen';
import NotFound from '../../src/router/NotFoundScreen';
import { CurrentRouteContext } from '../../src/router/currentRoute';
import { findRoute } from '../../src/router/routes';
import { RouteError } from '../../src/components/ui/RouteError';
import { byText, click, makeRoot, render, text } from '../helpers/page';

const Status = suite('status screens');

/** The coming-soon screen as the outlet renders it: inside its route's context. */
const soon = (path: string) => (
  <CurrentRouteContext.Provider value={findRoute(path)!}>
    <Routes>
      <Route path="*" element={<ComingSoon />} />
    </Routes>
  </CurrentRouteContext.Provider>
);

Status('ComingSoon shows the route title, 该功能即将开放 and goes home', async () => {
  const { root } = makeRoot();
  const page = await render(soon('/books/reserve'), root, '/books/reserve');
  assert.ok(byText(page.container, '预约预借'));
  assert.ok(text(page.container).includes('该功能即将开放'));
  await click(byText(page.container, '返回首页', 'button'));
  assert.is(page.location(), '/');
  await page.unmount();
});

Status('ComingSoon follows the route it is rendered for', async () => {
  const { root } = makeRoot();
  const page = await render(soon('/CurFineList'), root, '/CurFineList');
  assert.ok(byText(page.container, '财经记录'));
  await page.unmount();
});

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

Status.run();
