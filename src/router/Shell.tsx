/** The app frame: start-up states, the kept-alive pages, the tab bar, and the page title. */
import { useEffect, useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { AuthError, DangerBanner, JsSdkNotice, Loading, StartupError } from '../components/Screens';
import { handOverFirstScreen } from '../home/firstScreen';
import { useStores } from '../stores/context';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { findRoute, titleFor } from './routes';
import { TabBar } from './TabBar';

export const Shell = observer(function Shell() {
  const { app, wechat, env } = useStores();
  const location = useLocation();

  useEffect(() => {
    document.title = titleFor(location.pathname);
  }, [location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: Android signs the current URL, so every route change re-checks wx.config
  useEffect(() => wechat.ensureJsSdk(), [wechat, location.pathname, location.search]);

  // WeChat's share card and menu follow the page (wx/shareApply.ts), once the JS-SDK is configured
  // (again after each new configuration: Android signs every new URL).
  const jssdkReady = wechat.jssdk === 'ready';
  const signedUrl = wechat.signedUrl;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each route and each new wx.config sets the page's card again
  useEffect(() => {
    if (!jssdkReady) return;
    const route = findRoute(location.pathname);
    const page = route ? { title: route.title, private: route.private } : null;
    void import('../wx/shareApply').then(({ applyShare }) => applyShare(env.href(), env.userAgent(), page));
  }, [env, jssdkReady, signedUrl, location.pathname, location.search]);

  // The first screen painted before React (home/firstScreen) stays up until there is more to show
  // than 加载中; then this render replaces it in one frame.
  const ready = !app.loading;
  useLayoutEffect(() => {
    if (ready) void handOverFirstScreen();
  }, [ready]);

  if (app.notInWechat) return <DangerBanner />;
  if (app.loading) return <Loading />;
  if (app.loginFailed) return <StartupError onRetry={() => env.reload()} />;
  // The tab bar stays: the catalogue, the library's content and the map need no WeChat identity.
  if (wechat.authError)
    return (
      <>
        <AuthError message={wechat.authError} onRetry={() => void wechat.reauthorize()} />
        <TabBar />
      </>
    );
  return (
    <>
      {wechat.jssdk === 'failed' && !wechat.jssdkNoticeClosed && (
        <JsSdkNotice
          message={wechat.jssdkError}
          onRetry={() => void wechat.setupJsSdk()}
          onClose={() => wechat.closeJsSdkNotice()}
        />
      )}
      <KeepAliveOutlet />
      <TabBar />
    </>
  );
});
