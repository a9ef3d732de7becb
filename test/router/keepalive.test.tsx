import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Activity, act, StrictMode } from 'react';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { KeepAliveOutlet } from '../../src/router/KeepAliveOutlet';
import { StoreContext } from '../../src/stores/context';
import { RootStore } from '../../src/stores/RootStore';
import { fakeEnv, mount, waitFor } from '../helpers/page';

const activity = suite('observer inside <Activity> under StrictMode');

activity('still updates after being hidden and shown again', async () => {
  const state = observable({ n: 0 });
  const Counter = observer(() => <span className="count">{state.n}</span>);
  const Host = ({ mode }: { mode: 'visible' | 'hidden' }) => (
    <StrictMode>
      <Activity mode={mode}>
        <Counter />
      </Activity>
    </StrictMode>
  );
  const view = await mount(<Host mode="visible" />);
  const read = () => view.container.querySelector('.count')?.textContent;
  assert.is(read(), '0');

  await act(async () => view.root.render(<Host mode="hidden" />));
  await act(async () =>
    runInAction(() => {
      state.n = 1;
    }),
  );
  await act(async () => view.root.render(<Host mode="visible" />));
  assert.is(read(), '1', 'shows the change made while hidden');

  await act(async () =>
    runInAction(() => {
      state.n = 2;
    }),
  );
  assert.is(read(), '2', 'reacts to changes after being shown again');
  await view.unmount();
});

activity.run();

// ---

const outlet = suite('keep-alive outlet');

async function setup(start: string) {
  const root = new RootStore(fakeEnv());
  runInAction(() => {
    root.reader.cardsReady = true;
    root.reader.cardsStatus = 'ready';
    root.reader.select_rdrno = 'R0001';
  });
  const router = createMemoryRouter([{ path: '*', element: <KeepAliveOutlet /> }], { initialEntries: [start] });
  const view = await mount(
    <StoreContext.Provider value={root}>
      <RouterProvider router={router} />
    </StoreContext.Provider>,
  );
  const page = (key: string) => view.container.querySelector(`[data-route-key="${key}"]`);
  const go = (path: string) =>
    act(async () => {
      await router.navigate(path);
    });
  return { root, router, view, page, go };
}

outlet('a kept route keeps its DOM and state while away and when back', async () => {
  const { view, page, go } = await setup('/apps');
  const apps = await waitFor(() => page('/apps'), 3000, '/apps page');
  await go('/userindex');
  await waitFor(() => page('/userindex'), 3000, '/userindex page');
  assert.ok(apps.isConnected, '/apps stays in the document, hidden');
  await go('/apps');
  assert.is(page('/apps'), apps, 'the same DOM node is shown again');
  await view.unmount();
});

outlet('a remounting route (bind) starts afresh on every visit', async () => {
  const { view, go } = await setup('/rdrnos/bind');
  const bindPage = () => view.container.querySelector('[data-route-key^="/rdrnos/bind#"]');
  const first = await waitFor(bindPage, 3000, 'bind page');
  await go('/apps');
  await waitFor(() => view.container.querySelector('[data-route-key="/apps"]'));
  assert.not.ok(first.isConnected, 'left bind page is dropped');
  await go('/rdrnos/bind');
  const second = await waitFor(bindPage, 3000, 'bind page again');
  assert.is.not(second, first);
  await view.unmount();
});

outlet('a guarded route without a reader number goes to the bind page', async () => {
  const { root, router, view } = await setup('/');
  runInAction(() => {
    root.reader.select_rdrno = '';
  });
  await act(async () => {
    await router.navigate('/books/index?tab=2');
  });
  await waitFor(() => router.state.location.pathname === '/rdrnos/bind');
  assert.is(router.state.location.search, '?redirect_url=%2Fbooks%2Findex%3Ftab%3D2');
  await view.unmount();
});

outlet('when the cards could not be loaded a guarded route says so with 重试, never asks to bind', async () => {
  const { root, router, view } = await setup('/');
  runInAction(() => {
    root.reader.select_rdrno = '';
    root.reader.cardsStatus = 'error';
    root.reader.cardsError = '网络异常，请检查网络后重试';
  });
  await act(async () => {
    await router.navigate('/books/index');
  });
  await waitFor(() => view.container.textContent?.includes('网络异常，请检查网络后重试'), 3000, 'failure shown');
  assert.ok(view.container.textContent?.includes('暂时无法确认你的读者证'), 'says the card could not be checked');
  assert.is(router.state.location.pathname, '/books/index');
  assert.ok([...view.container.querySelectorAll('button')].some((b) => b.textContent === '重试'));
  assert.not.ok(view.container.textContent?.includes('去绑定'));
  await view.unmount();
});

outlet('a guarded route waits (加载中...) until the cards are known', async () => {
  const { root, router, view } = await setup('/');
  // Start-up has not decided the cards yet: no reader number, and not known whether there is one.
  runInAction(() => {
    root.reader.cardsReady = false;
    root.reader.select_rdrno = '';
  });
  await act(async () => {
    await router.navigate('/books/index');
  });
  await waitFor(() => view.container.textContent?.includes('加载中...'), 3000, 'the wait (加载中...)');
  assert.not.ok(view.container.querySelector('[data-route-key="/books/index"]'), 'the page is not shown yet');
  assert.not.ok(view.container.textContent?.includes('去绑定'), 'not sent to bind before the cards are known');
  assert.is(router.state.location.pathname, '/books/index');
  await view.unmount();
});

outlet.run();
