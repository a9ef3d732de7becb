import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { runInAction } from 'mobx';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { wechatConfig } from '../../src/wechatConfig';
import { Shell } from '../../src/router/Shell';
import { StoreContext } from '../../src/stores/context';
import { RootStore } from '../../src/stores/RootStore';
import { AUTH_MESSAGES } from '../../src/stores/WechatStore';
import { signatureUrl } from '../../src/wx/detect';
import { WX_MESSAGES } from '../../src/wx/errors';
import { type FakeEnv, fakeEnv, mount, waitFor } from '../helpers/page';

async function render(path: string, prepare: (root: RootStore) => void) {
  const root = new RootStore(fakeEnv());
  runInAction(() => prepare(root));
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: [path] });
  const view = await mount(
    <StoreContext.Provider value={root}>
      <RouterProvider router={router} />
    </StoreContext.Provider>,
  );
  return { root, router, view, text: () => view.container.textContent ?? '' };
}

const shell = suite('shell');

shell('start-up shows 加载中...', async () => {
  const { text, view } = await render('/', (root) => {
    root.app.loading = true;
  });
  assert.ok(text().includes('加载中...'));
  await view.unmount();
});

shell('outside WeChat: the danger banner, how to open the app (official account, QR code), 服务指南', async () => {
  const { view, text } = await render('/', (root) => root.app.showNotInWechat());
  assert.is(view.container.querySelector('[role="alert"]')?.textContent, '请在微信客户端内打开');
  assert.is(view.container.querySelector('.tabbar'), null);
  await waitFor(() => text().includes('在微信中打开'), 3000, 'the lazy help below the banner');
  assert.ok(text().includes(`关注公众号「${wechatConfig.officialAccount.name}」`));
  assert.is(
    view.container.querySelector('.qr-image')?.getAttribute('data-payload'),
    wechatConfig.officialAccount.qrcode,
  );
  const guide = [...view.container.querySelectorAll('a')].find((a) => a.textContent === '服务指南');
  assert.is(guide?.getAttribute('href'), '/sguide', 'a full page load: the guide runs without start-up');
  await view.unmount();
});

shell('a failed login: the whole screen says so and 重试 starts again (the reader is not sent to bind)', async () => {
  const { view, text, root } = await render('/books/index', (r) => {
    r.app.loginFailed = true;
    r.app.endLoading();
    r.reader.markReady();
  });
  assert.ok(text().includes('暂时无法连接图书馆服务'));
  const button = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '重试');
  assert.ok(button);
  await act(async () => button!.click());
  assert.is((root.env as FakeEnv).reloads, 1);
  assert.not.ok(text().includes('去绑定'));
  await view.unmount();
});

shell('an OAuth denial shows its message and a way to authorize again', async () => {
  const { view, text } = await render('/', (root) => {
    root.app.endLoading();
    root.wechat.authError = AUTH_MESSAGES.denied;
  });
  assert.ok(text().includes('你已拒绝授权'));
  const button = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '重新授权');
  assert.ok(button);
  assert.ok(view.container.querySelector('.tabbar'), 'the tab bar stays: a way on to what needs no identity');
  await view.unmount();
});

shell('a failed wx.config shows a notice with retry above a working page; it can be closed', async () => {
  const { view, text, root } = await render('/apps', (r) => {
    r.app.endLoading();
    r.reader.markReady();
    r.wechat.jssdk = 'failed';
    r.wechat.jssdkError = WX_MESSAGES.invalidSignature;
    // Signed for this very URL: no automatic re-signing on mount.
    r.wechat.signedUrl = signatureUrl(r.env.userAgent(), r.env.href());
  });
  await waitFor(() => view.container.querySelector('.jssdk-notice'));
  assert.ok(text().includes('微信接口签名无效'));
  assert.ok(view.container.querySelector('.tabbar'), 'the page and tab bar are still there');
  const close = view.container.querySelector<HTMLButtonElement>('.jssdk-notice-close')!;
  await act(async () => close.click());
  assert.is(view.container.querySelector('.jssdk-notice'), null);
  assert.ok(root.wechat.jssdkNoticeClosed);
  await view.unmount();
});

shell('the page title follows the route table', async () => {
  const { router, view } = await render('/apps', (r) => {
    r.app.endLoading();
    r.reader.markReady();
  });
  await waitFor(() => document.title === '所有应用');
  await act(async () => {
    await router.navigate('/rdrnos/bind');
  });
  await waitFor(() => document.title === '添加');
  await act(async () => {
    await router.navigate('/nowhere');
  });
  await waitFor(() => document.title === '页面不存在');
  await view.unmount();
});

shell('each page has one <h1>: the route title, visually hidden, unless the screen heads itself', async () => {
  const { router, view } = await render('/apps', (r) => {
    r.app.endLoading();
    r.reader.markReady();
  });
  const headings = () =>
    [...view.container.querySelectorAll<HTMLElement>('h1')].filter((h) => getComputedStyle(h).display !== 'none');
  await waitFor(() => headings().some((h) => h.textContent === '所有应用'));
  const apps = headings().find((h) => h.textContent === '所有应用')!;
  assert.ok(apps.classList.contains('ui-visually-hidden'), 'WeChat’s title bar shows it; a screen reader reads it');
  await act(async () => {
    await router.navigate('/nowhere');
  });
  await waitFor(() => headings().some((h) => h.textContent === '页面不存在'));
  // The home screen heads itself with the library's name: no second heading from the outlet.
  await act(async () => {
    await router.navigate('/');
  });
  await waitFor(() => !!view.container.querySelector('h1.home-title'));
  const home = view.container.querySelector('.route-page[data-route-key="/"]')!;
  assert.equal(
    [...home.querySelectorAll('h1')].map((h) => h.className),
    ['home-title'],
  );
  await view.unmount();
});

shell("a screen reader starts on the new page's heading after a move, not on the first page", async () => {
  const { router, view } = await render('/apps', (r) => {
    r.app.endLoading();
    r.reader.markReady();
  });
  await waitFor(() => !!view.container.querySelector('.route-page h1'));
  assert.is(document.activeElement, document.body, 'the first page: where the browser starts');
  await act(async () => {
    await router.navigate('/nowhere');
  });
  await waitFor(() => document.activeElement?.textContent === '页面不存在');
  assert.is(document.activeElement?.tagName, 'H1');
  // A page shown again from the cache takes focus to its heading too.
  await act(async () => {
    await router.navigate('/apps');
  });
  await waitFor(() => document.activeElement?.textContent === '所有应用');
  // A dialog over the pages keeps focus across a move (the start-up 提示 opens over a redirect).
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.innerHTML = '<button type="button">去绑定</button>';
  document.body.append(dialog);
  dialog.querySelector('button')!.focus();
  await act(async () => {
    await router.navigate('/nowhere');
  });
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.is(document.activeElement?.textContent, '去绑定');
  dialog.remove();
  await view.unmount();
});

shell(
  'a page opened starts at its top, whatever the last was scrolled to; back returns to where the reader was',
  async () => {
    history.scrollRestoration = 'auto';
    const { router, view } = await render('/apps', (r) => {
      r.app.endLoading();
      r.reader.markReady();
    });
    await waitFor(() => !!view.container.querySelector('.route-page h1'));
    // The moves module comes after the first page: it turns the browser's own restoration off.
    await waitFor(() => history.scrollRestoration === 'manual', 3000, 'the page moves loaded');
    const scrollAs = async (top: number) => {
      window.scrollTo(0, top);
      window.dispatchEvent(new Event('scroll'));
    };
    await scrollAs(600);
    assert.is(window.scrollY, 600);
    await act(async () => {
      await router.navigate('/nowhere');
    });
    assert.is(window.scrollY, 0, 'the page tapped to starts at its top');
    await scrollAs(120);
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => router.state.location.pathname === '/apps');
    assert.is(window.scrollY, 600, 'back: where the reader was');
    await act(async () => {
      await router.navigate(1);
    });
    assert.is(window.scrollY, 120, 'forward: where the reader was on that page');
    // A kept page changing its query in place (a tab, a filter) stays where it is.
    await act(async () => {
      await router.navigate(-1);
    });
    assert.is(window.scrollY, 600);
    await act(async () => {
      await router.navigate('/apps?tab=2', { replace: true });
    });
    assert.is(window.scrollY, 600);
    window.scrollTo(0, 0);
    await view.unmount();
  },
);

shell('a tab tap navigates and records a visit named after the entry', async () => {
  const { router, view, root } = await render('/', (r) => {
    r.app.endLoading();
    r.reader.markReady();
  });
  const visits: [string, string][] = [];
  root.app.recordVisit = (name, url) => void visits.push([name, url]);
  const tab = [...view.container.querySelectorAll<HTMLButtonElement>('.tabbar-item')].find(
    (b) => b.textContent === '检索',
  )!;
  await act(async () => tab.click());
  assert.is(router.state.location.pathname, '/opac/index');
  assert.equal(visits, [['检索', '/opac/index']]);
  assert.ok(tab.classList.contains('active'));
  await view.unmount();
});

shell.run();
