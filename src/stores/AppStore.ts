/**
 * Shared app state under SPEC §3's names: the platform login, the library list and dictionaries,
 * the service grid and visit records.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { config } from '../config';
import { apiSession } from '../api/session';
import { takeEarlyLogin, takeEarlyServices } from '../api/earlyLogin';
import { cachedGrid, gridOrder, keepGrid } from '../home/services';
import { login, listServices, saveVisit } from '../api/platform';
import { getDictionary } from '../api/elib';
import { elibOk, failureMessage, platformOk } from '../api/result';
import type { DictEntry, DictKey, ElibraryRecord, ServiceItem, WechatUser } from '../api/contract';
import { byUse, careOn, keepCare, markCare, noteUse, phoneUser } from '../lib/care';
import { buildLoginRequest } from '../lib/sign';
import { getCookie, setCookie } from '../lib/cookie';
import { FROM_LIBCODE_COOKIE, rememberSourceLibrary, SIGNUP_LIBCODE } from '../lib/sourceLibrary';
import { storage, STORAGE_KEYS } from '../lib/storage';
import type { AppEnv } from './env';

/** The dictionaries of the last visit: a repeat visit has them before the network answers. */
export const DICTIONARY_CACHE_KEY = 'dictionaries';

type Dictionaries = Record<DictKey, DictEntry[]>;

export class AppStore {
  readonly success_code = 200;
  readonly elib_success_status = config.elibSuccess;
  readonly success_status = 2;

  authorizer_appid = '';
  /** The WeChat user; holds openid once authenticated, the profile once fetched. */
  wxuser: (Partial<WechatUser> & { openid: string }) | null = null;
  elibrary: ElibraryRecord | null = storage.getJSON<ElibraryRecord>(STORAGE_KEYS.elibrary);
  libcode: DictEntry[] = [];
  current_lib: DictEntry | null = null;
  from_libcode = getCookie(FROM_LIBCODE_COOKIE) ?? '';
  /** The last dictionary load left one out (the network, the server): a screen may ask again. */
  dictionariesFailed = false;
  location: DictEntry[] = [];
  rdrtype: DictEntry[] = [];
  classno1: DictEntry[] = [];
  classno2: DictEntry[] = [];
  cirlogtype: DictEntry[] = [];
  gridList: ServiceItem[] = cachedGrid();
  /** 关怀模式 for this WeChat user (lib/care.ts): larger text, higher contrast, a simpler home. */
  care = careOn(phoneUser());
  bookinfo: unknown = null;
  book_detail_info: unknown = null;
  library_position: unknown = null;
  readonly coverBaseUrl = config.coverBaseUrl;
  readonly mapProgram = config.mapProgram;

  /**
   * Start-up is running: the 加载中... screen. A repeat visit with a cached grid paints the home
   * at once instead; guarded pages still wait for the cards.
   */
  loading = this.gridList.length === 0;
  /** Outside WeChat: the danger banner and nothing else. */
  notInWechat = false;
  /** Start-up could not log in (SPEC §8: toast, loading stops); the shell offers 重试. */
  loginFailed = false;
  /** The service list could not be loaded (shown on the home page with a retry). */
  servicesError = '';
  /** The service list has answered at least once (or came from the cache). */
  servicesLoaded = this.gridList.length > 0;

  constructor(private readonly env: AppEnv) {
    makeAutoObservable<AppStore, 'env'>(this, { env: false });
    const cached = storage.getJSON<Partial<Dictionaries>>(DICTIONARY_CACHE_KEY);
    if (cached) this.setDictionaries(cached);
  }

  /** The library code sent with calls: the chosen library, else the source library, else login's. */
  get currentLibcode(): string {
    const from = this.from_libcode === SIGNUP_LIBCODE ? '' : this.from_libcode;
    return this.current_lib?.code || from || this.elibrary?.libcode || '';
  }

  /**
   * `?from_libcode=` on the landing URL (or on the page an OAuth landing returns to) is remembered
   * in its cookie (SPEC §3), and a library's code picks the current library for this visit, over
   * the one an earlier visit left (the grid, the visit record and the authorize call follow it).
   */
  readSourceLibrary(href: string) {
    const value = rememberSourceLibrary(href);
    if (!value) return;
    this.from_libcode = value;
    if (value === SIGNUP_LIBCODE) return;
    // The library named now, over the one the cached list picked for the last visit's cookie.
    this.current_lib = null;
    this.setLibcodeList(this.libcode);
  }

  /**
   * The sign-up QR code's from_libcode has opened 在线办证: later visits start as any other (it
   * names no library, and a reader with a card is not sent to apply again for 30 days).
   */
  forgetSignupSource() {
    if (this.from_libcode !== SIGNUP_LIBCODE) return;
    this.from_libcode = '';
    setCookie(FROM_LIBCODE_COOKIE, '', { days: -1 });
  }

  /** Step 2. False (after a toast) when the platform refused. */
  async login(): Promise<boolean> {
    const refusal = await this.fetchToken();
    if (refusal) {
      this.env.ui.toast(refusal);
      runInAction(() => {
        this.loginFailed = true;
      });
      this.endLoading();
      return false;
    }
    return true;
  }

  /** A fresh token after the session expired (the API client retries the call with it). */
  async renewSession(): Promise<boolean> {
    return !(await this.fetchToken());
  }

  /**
   * Logs in and keeps the token; resolves to the refusal message, or '' on success. The first
   * time, the login the page started early is used; when it got no answer (network), once more.
   */
  private async fetchToken(): Promise<string> {
    const { nsk, psk } = config.wechat;
    const early = takeEarlyLogin();
    let res = await (early ?? login(buildLoginRequest(nsk, psk, config.signKey)));
    // No verdict from the platform (network, timeout, a server fault; a refusal is code 0): the
    // boot asks once more.
    if (early && res.code !== 1 && res.code !== 0) res = await login(buildLoginRequest(nsk, psk, config.signKey));
    if (!platformOk(res)) return failureMessage(res, '登录失败');
    const { token, elibrary, wechat } = res.data;
    setCookie('token', token);
    setCookie('elibrary', JSON.stringify(elibrary));
    storage.set(STORAGE_KEYS.token, token);
    storage.set(STORAGE_KEYS.elibrary, elibrary);
    apiSession.authorizer_appid = wechat.authorizer_appid;
    runInAction(() => {
      this.authorizer_appid = wechat.authorizer_appid;
      this.elibrary = elibrary;
    });
    return '';
  }

  /**
   * Step 8: the service grid, sorted by sortnum descending, cached for the next visit. The first
   * time, the list the page asked for right after the early login is used (same library only).
   */
  async loadServices(): Promise<void> {
    const libcode = this.currentLibcode;
    const res = await (takeEarlyServices(libcode) ??
      listServices({ authorizer_appid: this.authorizer_appid, libcode, status: 1 }));
    runInAction(() => {
      if (!platformOk(res)) {
        this.servicesError = failureMessage(res, '服务列表加载失败');
        return;
      }
      this.servicesError = '';
      this.servicesLoaded = true;
      this.gridList = gridOrder(res.data.rows);
      keepGrid(this.gridList);
    });
  }

  /** Step 6: rdrtype, libcode and location dictionaries, concurrently; cached for the next visit. */
  async loadDictionaries(): Promise<void> {
    this.dictionariesFailed = false;
    const keys: DictKey[] = ['rdrtype', 'libcode', 'location'];
    const answers = await Promise.all(keys.map((key) => getDictionary({ key })));
    const loaded: Partial<Dictionaries> = {};
    answers.forEach((res, i) => {
      if (elibOk(res)) loaded[keys[i]] = res.rows ?? [];
    });
    this.setDictionaries(
      loaded,
      answers.some((res) => !elibOk(res)),
    );
    storage.set(DICTIONARY_CACHE_KEY, { rdrtype: this.rdrtype, libcode: this.libcode, location: this.location });
  }

  /** `failed`: a dictionary did not come (the last load's, for the screens that ask again). */
  private setDictionaries({ rdrtype, libcode, location }: Partial<Dictionaries>, failed = false) {
    this.dictionariesFailed = failed;
    if (Array.isArray(libcode)) this.setLibcodeList(libcode);
    if (Array.isArray(rdrtype)) this.rdrtype = rdrtype;
    if (Array.isArray(location)) this.location = location;
  }

  /** SPEC §4: the current library is picked by from_libcode if none is set yet, else the first. */
  setLibcodeList(list: DictEntry[]) {
    this.libcode = list;
    if (!this.current_lib) this.current_lib = list.find((l) => l.code === this.from_libcode) ?? list[0] ?? null;
  }

  /** A library's name; '' when the list does not have it (a code is never shown in its place). */
  libraryName(code: string | undefined): string {
    return this.libcode.find((l) => l.code === code)?.name ?? '';
  }

  /** A page-visit (hunter) record; fire and forget. */
  recordVisit(name: string, url: string): void {
    void saveVisit({ name, type: '1', url, authorizer_appid: this.authorizer_appid, libcode: this.currentLibcode });
  }

  setWxuser(user: (Partial<WechatUser> & { openid: string }) | null) {
    this.wxuser = user;
    // Another WeChat user on this phone keeps their own 关怀模式.
    if (user) this.showCare(careOn(user.openid));
  }

  private get openid(): string {
    return this.wxuser?.openid ?? phoneUser();
  }

  /** 关怀模式 on or off for this WeChat user, kept on the phone. */
  setCare(on: boolean) {
    keepCare(this.openid, on);
    this.showCare(on);
  }

  private showCare(on: boolean) {
    this.care = on;
    markCare(on);
  }

  /** Home's grid: in 关怀模式 the services this reader opens most come first. */
  get homeGrid(): ServiceItem[] {
    return this.care ? byUse(this.gridList, this.openid) : this.gridList;
  }

  /** A service was opened: counted for 关怀模式's home. */
  noteServiceUse(url: string) {
    noteUse(this.openid, url);
  }

  endLoading() {
    this.loading = false;
  }

  showNotInWechat() {
    this.notInWechat = true;
    this.loading = false;
  }
}
