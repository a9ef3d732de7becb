/**
 * Who the WeChat user is (SPEC §4 step 3) and the JS-SDK set-up (step 4).
 * Stored openid + access_token first; else the `?code` of an OAuth return is exchanged; else the
 * reader is sent to WeChat's authorize page. The OAuth `state` is checked on return.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { keepTripLogin } from '../api/earlyLogin';
import { exchangeCode, getAuthorizeUrl, getUserInfo } from '../api/offiaccount';
import { failureMessage, platformOk } from '../api/result';
import { storage, STORAGE_KEYS } from '../lib/storage';
import {
  AUTHORIZE_ATTEMPTS_KEY,
  authorizeBackPath,
  mayTripToAuthorize,
  noteAuthorizeTrip,
  OAUTH_STATE_KEY,
} from '../wx/authorizeTrip';
import { signatureUrl } from '../wx/detect';
import { OAUTH_ERRORS } from '../wx/oauthErrors';
import type { AppStore } from './AppStore';
import type { AppEnv } from './env';

export { AUTHORIZE_ATTEMPTS_KEY, AUTHORIZE_TRIPS, OAUTH_STATE_KEY } from '../wx/authorizeTrip';

export const AUTH_MESSAGES = {
  denied: '你已拒绝授权，无法使用读者服务',
  badState: '授权校验失败，请重新授权',
  looping: '微信授权多次未成功，请稍后重试',
} as const;

/** An answer in which WeChat (through the platform) judged the code: errcode 40163, 40029 ... */
function hasErrcode(res: { errcode?: number; data?: unknown }): boolean {
  return Boolean(errcodeOf(res));
}

function errcodeOf(res: { errcode?: number; data?: unknown }): number | undefined {
  const data = res.data as { errcode?: number } | null | undefined;
  return res.errcode || data?.errcode || undefined;
}

export type JsSdkState = 'idle' | 'pending' | 'ready' | 'failed';

export class WechatStore {
  /** Why the reader could not be identified; the screen offers 重新授权. */
  authError = '';
  jssdk: JsSdkState = 'idle';
  /** Why wx.config failed, in words the reader can act on (wx/errors.ts). */
  jssdkError = '';
  /** The reader dismissed the failed-config notice. */
  jssdkNoticeClosed = false;
  /** The URL the current wx.config was signed for. */
  signedUrl = '';
  /** The page is leaving for WeChat's authorize page. */
  leaving = false;
  /** The profile fetch started by authenticate(); start-up awaits it last. */
  userInfoTask: Promise<boolean> = Promise.resolve(true);
  /**
   * The platform knows this session's WeChat user (docs/API.md, "Who may call what"): at once
   * after a code exchange, after the profile for a stored identity. Card calls wait for it.
   */
  identityProven: Promise<boolean> = Promise.resolve(false);

  constructor(
    private readonly app: AppStore,
    private readonly env: AppEnv,
  ) {
    makeAutoObservable<WechatStore, 'app' | 'env'>(this, {
      app: false,
      env: false,
      userInfoTask: false,
      identityProven: false,
    });
  }

  /** A first visit: no stored identity and no OAuth return in the address. */
  needsAuthorize(): boolean {
    if (storage.get(STORAGE_KEYS.openid) && storage.get(STORAGE_KEYS.accessToken)) return false;
    const url = new URL(this.env.href());
    return !url.searchParams.has('code') && !url.searchParams.has('state');
  }

  /** True when an openid is known; false when the page is leaving for authorization or failed. */
  async authenticate(): Promise<boolean> {
    const openid = storage.get(STORAGE_KEYS.openid);
    const accessToken = storage.get(STORAGE_KEYS.accessToken);
    if (openid && accessToken) return this.identified(openid, accessToken, false);

    const url = new URL(this.env.href());
    const code = url.searchParams.get('code');
    const state = url.searchParams.get('state');
    if (!code && state) return this.fail(AUTH_MESSAGES.denied);
    if (!code) return this.redirectToAuthorize();

    const expected = storage.get(OAUTH_STATE_KEY);
    if (!state || state !== expected) return this.fail(AUTH_MESSAGES.badState);
    storage.remove(OAUTH_STATE_KEY);
    const res = await this.exchange(code);
    if (!platformOk(res) || res.errcode || res.data?.errcode) return this.redirectToAuthorize(errcodeOf(res));
    storage.set(STORAGE_KEYS.openid, res.data.openid);
    storage.set(STORAGE_KEYS.accessToken, res.data.access_token);
    // Start-up's step 12 takes code and state out of the address.
    return this.identified(res.data.openid, res.data.access_token, true);
  }

  /**
   * The code exchange. When the platform gave no verdict on the code (the network or the server
   * failed: no errcode), the same unused code is tried again, twice at most, before going back to
   * the authorize page: a bad network should not cost the reader a round trip through WeChat.
   */
  private async exchange(code: string): ReturnType<typeof exchangeCode> {
    let res = await exchangeCode({ code, appid: this.app.authorizer_appid });
    for (let retry = 0; retry < 2 && !platformOk(res) && !hasErrcode(res); retry += 1) {
      res = await exchangeCode({ code, appid: this.app.authorizer_appid });
    }
    return res;
  }

  /** `exchanged`: the code exchange just proved the identity; else the profile will. */
  private identified(openid: string, accessToken: string, exchanged: boolean): true {
    this.app.setWxuser({ openid });
    this.userInfoTask = this.loadUserInfo(openid, accessToken);
    this.identityProven = exchanged ? Promise.resolve(true) : this.userInfoTask;
    return true;
  }

  /**
   * After a new login (the session expired): the new session proves the stored identity again.
   * True when it did or there is none to prove; a refused token sends the reader to authorize.
   */
  async proveAgain(): Promise<boolean> {
    const openid = storage.get(STORAGE_KEYS.openid);
    const accessToken = storage.get(STORAGE_KEYS.accessToken);
    if (!openid || !accessToken) return true;
    const res = await this.askProfile(openid, accessToken);
    if (platformOk(res)) return true;
    if (hasErrcode(res)) await this.startOver(res);
    return false;
  }

  private askProfile(openid: string, accessToken: string) {
    return getUserInfo({
      openid,
      access_token: accessToken,
      libcode: this.app.currentLibcode,
      authorizer_appid: this.app.authorizer_appid,
    });
  }

  /** The stored identity was refused: forget it and authorize again (SPEC §8). */
  private startOver(res: { errcode?: number; data?: unknown }): Promise<false> {
    storage.remove(STORAGE_KEYS.openid);
    storage.remove(STORAGE_KEYS.accessToken);
    return this.redirectToAuthorize(errcodeOf(res), '获取微信用户信息失败');
  }

  /**
   * The profile; when the platform refuses the token (errcode) the stored tokens are cleared and
   * the reader authorizes again (SPEC §4). A failure without a verdict is asked again twice first.
   */
  private async loadUserInfo(openid: string, accessToken: string): Promise<boolean> {
    const ask = () => this.askProfile(openid, accessToken);
    let res = await ask();
    // No verdict on the token (the network or the server failed): ask again before starting over.
    for (let retry = 0; retry < 2 && !platformOk(res) && !hasErrcode(res); retry += 1) res = await ask();
    if (platformOk(res)) {
      this.app.setWxuser({ ...res.data, openid });
      return true;
    }
    return this.startOver(res);
  }

  /**
   * Asks the platform for the authorize URL and leaves for it; comes back to the current page.
   * Past AUTHORIZE_TRIPS.limit trips within the window it stops with a message instead of
   * looping; `errcode` and `failure` say why this trip was needed.
   */
  async redirectToAuthorize(errcode?: number, failure = '授权失败'): Promise<false> {
    if (!mayTripToAuthorize()) {
      const reason = errcode ? `${OAUTH_ERRORS[errcode] ?? failure}（${errcode}）` : failure;
      return this.fail(`${AUTH_MESSAGES.looping}：${reason}`);
    }
    const back = authorizeBackPath(this.env.href());
    storage.set(STORAGE_KEYS.redirectUri, back);
    const res = await getAuthorizeUrl({
      authorizer_appid: this.app.authorizer_appid,
      libcode: this.app.currentLibcode,
      redirect_uri: back,
    });
    if (!platformOk(res) || typeof res.data !== 'string') return this.fail(failureMessage(res, '获取授权地址失败'));
    // The page WeChat sends back uses this page's login instead of logging in again.
    const token = storage.get(STORAGE_KEYS.token);
    if (token && this.app.elibrary) {
      keepTripLogin({ token, elibrary: this.app.elibrary, wechat: { authorizer_appid: this.app.authorizer_appid } });
    }
    noteAuthorizeTrip(res.data);
    runInAction(() => {
      this.leaving = true;
    });
    // Replace: the page that sent the reader to WeChat is not left behind in the history.
    this.env.redirect(res.data, { replace: true });
    return false;
  }

  /**
   * The reader pressed 重新授权: a deliberate new start, so the trip count is cleared (it guards
   * against trips the app makes by itself, not against the reader's choice).
   */
  async reauthorize(): Promise<false> {
    if (this.leaving) return false;
    storage.remove(AUTHORIZE_ATTEMPTS_KEY);
    return this.redirectToAuthorize();
  }

  private fail(message: string): false {
    runInAction(() => {
      this.authError = message;
    });
    return false;
  }

  closeJsSdkNotice() {
    this.jssdkNoticeClosed = true;
  }

  /** Step 4; never blocks start-up. */
  async setupJsSdk(): Promise<void> {
    runInAction(() => {
      this.jssdk = 'pending';
    });
    // The JS-SDK and its set-up are a chunk of their own: nothing of home's first paint waits for them.
    const { configureWx, describeWxError } = await import('../wx/sdk');
    const result = await configureWx(this.app.authorizer_appid, this.env.userAgent(), () => this.env.href());
    runInAction(() => {
      this.jssdk = result.ok ? 'ready' : 'failed';
      this.jssdkError = result.ok ? '' : describeWxError(result.message);
      this.signedUrl = result.signedUrl;
    });
    this.ensureJsSdk();
  }

  /**
   * After a route change: Android checks signatures against the current URL, so the JS-SDK is
   * configured again when the page moved; iOS keeps the landing URL's configuration.
   */
  ensureJsSdk(): void {
    if (this.jssdk === 'idle' || this.jssdk === 'pending') return;
    if (signatureUrl(this.env.userAgent(), this.env.href()) !== this.signedUrl) void this.setupJsSdk();
  }
}
