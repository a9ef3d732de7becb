/**
 * The contract between the app and the vendor backend. The app's API modules and the harness's
 * emulated server both import these types; docs/API.md is the same contract in prose.
 *
 * Two envelopes:
 * - platform calls (/v1/auth, /v1/service, /v1/offiaccount, /v1/hunter, /v1/rdrno) answer
 *   `PlatformResponse`, success when `code === 1`;
 * - library-system calls (/v1/elib/*) answer `ElibResponse`, success when `status === '0'`.
 */

export const PLATFORM_SUCCESS = 1;
export const ELIB_SUCCESS = '0';

export interface PlatformResponse<T = unknown> {
  code: number;
  message: string;
  data: T;
  /** Only on WeChat errors passed through (e.g. a reused OAuth code: 40163). */
  errcode?: number;
}

export interface ElibResponse<Row = unknown> {
  /** '0' on success; any other value is a failure described by `message`. */
  status: string;
  message: string;
  rows?: Row[];
  total?: number;
}

/** Shape a call resolves to when the network failed or timed out (never thrown). */
export interface NetworkFailure {
  code: -1;
  status: '-1';
  message: string;
  data: null;
}

// --- /v1/auth -------------------------------------------------------------------------------

export interface LoginRequest {
  nsk: string;
  psk: string;
  /** 14 random characters. */
  noncestr: string;
  /** Unix seconds, as a string. The server accepts a window of ±300 s. */
  timestamp: string;
  /** MD5 (upper-case hex) of `noncestr=..&nsk=..&psk=..&timestamp=..&key=<sign key>`. */
  sign: string;
}

/** The library record handed out at login (stored as cookie `elibrary` and in localStorage). */
export interface ElibraryRecord {
  id: number;
  name: string;
  libcode: string;
}

export interface LoginData {
  token: string;
  elibrary: ElibraryRecord;
  wechat: { authorizer_appid: string };
}

// --- /v1/service ----------------------------------------------------------------------------

/** One entry of the home grid. `url` is an in-app path (`/opac/index`) or an absolute URL. */
export interface ServiceItem {
  id: number;
  name: string;
  /** Icon URL (may be a data: URL). */
  icon: string;
  url: string;
  sortnum: number;
  /** 1 shown, 0 hidden. */
  status: number;
  /** Group label for /apps, e.g. 读者服务. */
  group: string;
}

export interface ServiceListParams {
  authorizer_appid: string;
  libcode: string;
  status?: number;
}

export interface Rows<T> {
  rows: T[];
  total: number;
}

// --- /v1/offiaccount ------------------------------------------------------------------------

export interface AuthorizeParams {
  authorizer_appid: string;
  libcode: string;
  /** In-app path (and query) to come back to after authorization. Optional. */
  redirect_uri?: string;
}

export interface CodeExchangeParams {
  code: string;
  appid: string;
}

export interface CodeExchangeData {
  openid: string;
  access_token: string;
  expires_in: number;
  scope: string;
  /** Present (with errmsg) when WeChat refused the code: 40029 unknown, 40163 reused. */
  errcode?: number;
  errmsg?: string;
}

export interface SignatureParams {
  url: string;
  authorizer_appid: string;
}

export interface SignatureData {
  appId: string;
  timestamp: number;
  noncestr: string;
  signature: string;
}

export interface UserInfoRequest {
  openid: string;
  access_token: string;
  libcode: string;
  authorizer_appid: string;
}

export interface WechatUser {
  openid: string;
  nickname: string;
  headimgurl: string;
  sex: number;
  province: string;
  city: string;
  country: string;
}

// --- /v1/hunter -----------------------------------------------------------------------------

export interface HunterRecord {
  name: string;
  /** Always '1'. */
  type: '1';
  url: string;
  authorizer_appid: string;
  libcode: string;
}

// --- /v1/rdrno (reader cards bound to a WeChat user on the platform) ------------------------

export interface RdrnoBinding {
  id: number;
  openid: string;
  rdrno: string;
  password: string;
  libcode: string;
  remark: string;
  /** 1 when this is the selected (active) card. */
  select: number;
}

export interface RdrnoListParams {
  openid: string;
  authorizer_appid: string;
}

export interface RdrnoSaveRequest {
  openid: string;
  rdrno: string;
  libcode: string;
  remark: string;
  authorizer_appid: string;
  password: string;
}

export interface RdrnoSelectRequest {
  rdrno: string;
  openid: string;
  authorizer_appid: string;
}

export interface RdrnoDelRequest {
  rdrno: string;
  /** Whose binding to delete; the platform scopes bindings per openid. */
  openid: string;
  authorizer_appid?: string;
}

// --- /v1/elib (the library system) ----------------------------------------------------------

/** Card states of the library system. */
export type CardState = 'valid' | 'lost' | 'expired' | 'cancelled';

/** A dictionary entry (rdrtype, libcode, location). */
export interface DictEntry {
  code: string;
  name: string;
  /** For location entries: the library (libcode) it belongs to. */
  libcode?: string;
}

export type DictKey = 'rdrtype' | 'libcode' | 'location';

/** getReaderBaseInfo, getReaderByOpenid, checkReader rows. */
export interface ReaderBase {
  rdrno: string;
  password: string;
  name: string;
  /** 1 male, 2 female. */
  sex: number;
  rdrtype: string;
  rdrtypename: string;
  libcode: string;
  libname: string;
  /** 18-character ID number. */
  idcard: string;
  phone: string;
  /** YYYY-MM-DD */
  startdate: string;
  enddate: string;
  state: CardState;
  /** 有效 / 挂失 / 过期 / 注销 */
  statename: string;
}

/** getReaderExtendInfo rows. */
export interface ReaderExtend {
  rdrno: string;
  /** Current loans. */
  loancount: number;
  /** How many items this card type may borrow at once. */
  loanlimit: number;
  /** Active reservations. */
  reservecount: number;
  /** Unpaid fines in cents. */
  fine: number;
  /** Points balance. */
  points: number;
  /** Deposit in cents. */
  deposit: number;
}

export interface ElibRdrnoParams {
  rdrno: string;
  authorizer_appid?: string;
}

export interface CheckReaderParams {
  rdrno: string;
  password: string;
  authorizer_appid?: string;
}

export interface BindOpenidParams {
  rdrno: string;
  openid: string;
  authorizer_appid?: string;
}

export interface ReaderByOpenidParams {
  openid: string;
  authorizer_appid?: string;
}

export interface DictParams {
  key: DictKey;
  authorizer_appid?: string;
}
