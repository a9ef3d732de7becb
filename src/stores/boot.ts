/**
 * Start-up, SPEC §4's twelve steps. Steps that do not depend on each other run concurrently:
 * after login, the service grid (steps 8–9) is fetched beside the WeChat identity and the cards,
 * so the home grid paints after two round trips. The guard waits for `reader.cardsReady` before
 * deciding a guarded page, so what a reader sees stays SPEC's order.
 */
import { safeInAppPath } from '../lib/redirect';
import { SIGNUP_LIBCODE } from '../lib/sourceLibrary';
import { PATHS } from '../router/paths';
import { isWechat } from '../wx/detect';
import type { RootStore } from './RootStore';

export async function boot(root: RootStore): Promise<void> {
  const { app, wechat, reader, env } = root;
  if (env.href().includes('sguide')) return skipForServiceGuide(root);
  // The address start-up began at: step 12 reads it, whatever navigation happened meanwhile.
  const landing = new URL(env.href());

  // 1. Only inside the WeChat client.
  if (!isWechat(env.userAgent())) return app.showNotInWechat();
  app.readSourceLibrary(env.href());
  // Where the reader is headed (step 10 or 12 may take them there later): the no-card dialog is
  // not for a reader on the way to binding or applying for a card.
  const asked = safeInAppPath(landing.searchParams.get('redirect_uri'));
  const destination =
    app.from_libcode === SIGNUP_LIBCODE
      ? PATHS.cardCreate
      : new URL(asked ?? landing.pathname, landing.origin).pathname;

  // 2. Log in for a token (the request the page started before anything else: earlyLogin.ts).
  // Failed: the screen offers 重试 (a reload), from the page the reader wanted, not from the OAuth
  // landing address (its code may be spent by then).
  if (!(await app.login())) {
    settleAddress(root, landing);
    return reader.markReady();
  }

  // 3, first: a first visit leaves for the authorize page at once, loading nothing the redirect
  // would throw away (the whole start-up runs when the reader comes back).
  if (wechat.needsAuthorize()) return leaveToAuthorize(root, landing);

  // 6. Dictionaries and 8. the service list need only the login.
  const dictionaries = app.loadDictionaries();
  const services = app.loadServices();

  // Step 12 may still change the address, and Android checks a signature against the current URL:
  // the JS-SDK is configured once the address has settled.
  let addressSettled = () => {};
  const settled = new Promise<void>((resolve) => {
    addressSettled = resolve;
  });

  const identity = (async () => {
    // 3. Who the WeChat user is (may leave for the authorize page).
    if (!(await wechat.authenticate())) return;
    // 4. The JS-SDK, in the background.
    void settled.then(() => wechat.setupJsSdk());
    // The platform serves cards only to a session that proved its WeChat identity.
    if (!(await wechat.identityProven)) return;
    // 5. Reader cards, then 7. bind the openid to a reader card (needs the libraries of 6).
    await Promise.all([reader.getRdrno(), dictionaries]);
    await reader.syncBinding(destination);
  })();

  await services;
  // 9. End loading.
  app.endLoading();
  // 10. The sign-up entry (the sign-up QR code's from_libcode, spent once it opened 在线办证).
  if (app.from_libcode === SIGNUP_LIBCODE) {
    app.forgetSignupSource();
    env.navigate(PATHS.cardCreate);
  }
  // 11. The home visit record.
  app.recordVisit('首页', PATHS.home);
  // 12. Back to the page the reader wanted; an OAuth return also loses its code and state.
  settleAddress(root, landing);
  addressSettled();

  await identity;
  await wechat.userInfoTask;
  // Leaving for the authorize page: nothing to decide here (the guard keeps waiting).
  if (wechat.leaving) return;
  // Failed identity leaves no card to wait for: let the guard decide.
  reader.markReady();
}

/** The first visit's shortcut to WeChat; when it cannot leave (loop guard, no URL) it says why. */
async function leaveToAuthorize(root: RootStore, landing: URL): Promise<void> {
  const { app, wechat, reader } = root;
  await wechat.redirectToAuthorize();
  if (wechat.leaving) return;
  settleAddress(root, landing);
  app.endLoading();
  reader.markReady();
}

/**
 * Step 12, and what start-up does when it stops early: the address becomes the page the reader
 * wanted (an OAuth landing's redirect_uri), without OAuth's code and state, replacing the landing
 * in the history (never stacked). Not when the reader has already left the landing page (a cached
 * grid lets them tap meanwhile).
 */
function settleAddress({ env }: RootStore, landing: URL): void {
  if (new URL(env.href()).pathname !== landing.pathname) return;
  const target = safeInAppPath(landing.searchParams.get('redirect_uri'));
  if (target) env.navigate(target, { replace: true });
  else if (landing.searchParams.has('code') || landing.searchParams.has('state'))
    env.navigate(withoutOAuth(landing), { replace: true });
}

/** The in-app address without OAuth's code and state. */
function withoutOAuth(url: URL): string {
  const clean = new URL(url.href);
  clean.searchParams.delete('code');
  clean.searchParams.delete('state');
  return clean.pathname + clean.search;
}

/** The service guide is reachable without start-up (SPEC §4): no login, no WeChat check. */
function skipForServiceGuide(root: RootStore) {
  root.app.endLoading();
  root.reader.markReady();
}
