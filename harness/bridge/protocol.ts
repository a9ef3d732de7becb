/**
 * How an interactive JS-SDK call is answered, shared by the bridge (in the app page), the harness
 * page (its panels) and the server (control API queues, policies, the log).
 *
 * An answer is what the *person* did (scanned this text, picked that place, cancelled); the bridge
 * turns it into the reply the real client gives on the current device (iOS wraps scan results in
 * JSON, Android sends localIds as a JSON string, ...). Answers come, in order, from:
 *   1. the harness page's panels, when the app runs inside the harness page (`window.parent.__harnessHost`);
 *   2. the control API's queue for that API, or its policy;
 *   3. the documented default.
 */

/** The JS-SDK names (not the native ones) of the APIs a person answers. */
export type InteractiveApi =
  | 'scanQRCode'
  | 'getLocation'
  | 'chooseImage'
  | 'chooseWXPay'
  | 'openAddress'
  | 'openLocation'
  | 'previewImage'
  | 'subscribe';

export const INTERACTIVE_APIS: InteractiveApi[] = [
  'scanQRCode',
  'getLocation',
  'chooseImage',
  'chooseWXPay',
  'openAddress',
  'openLocation',
  'previewImage',
  'subscribe',
];

export interface ScanAnswerData {
  /** The decoded text: a URL, a reader-card code, an ISBN / book barcode digits. */
  result: string;
  /** Barcodes (EAN-13 ...) come back as `EAN_13,<digits>` from the client; QR codes as the text. */
  codeType?: 'QR_CODE' | 'EAN_13' | 'EAN_8' | 'CODE_128';
}

export interface LocationAnswerData {
  latitude: number;
  longitude: number;
  accuracy?: number;
  speed?: number;
}

export interface ImageAnswerData {
  /** Chosen pictures as data URLs (the bridge keeps them and hands out localIds). */
  images: { name: string; dataUrl: string }[];
}

export interface AddressAnswerData {
  userName: string;
  postalCode: string;
  provinceName: string;
  cityName: string;
  countryName: string;
  detailInfo: string;
  nationalCode: string;
  telNumber: string;
}

/** A subscribe open tag's template ids allowed per tap (more: error 20003). */
export const MAX_SUBSCRIBE_TEMPLATES = 3;

export type SubscribeStatus = 'accept' | 'reject';

/**
 * What the person chose in WeChat's subscribe dialog (`wx-open-subscribe`): per template id
 * (a template left out, or no `statuses` at all: accepted, as the dialog's switches start on),
 * and whether 总是保持以上选择，不再询问 was ticked (the client remembers it, per user).
 */
export interface SubscribeAnswerData {
  statuses?: Record<string, SubscribeStatus>;
  always?: boolean;
}

export interface AnswerDataByApi {
  scanQRCode: ScanAnswerData;
  getLocation: LocationAnswerData;
  chooseImage: ImageAnswerData;
  chooseWXPay: Record<string, never>;
  openAddress: AddressAnswerData;
  openLocation: Record<string, never>;
  previewImage: Record<string, never>;
  subscribe: SubscribeAnswerData;
}

/**
 * `ok` without `data` means "the default data" (the server fills it in). `fail`'s `errMsg` is the
 * client's detail after `fail` (e.g. `auth deny`: the person refused the location permission).
 */
export type Answer<A extends InteractiveApi = InteractiveApi> =
  | { action: 'ok'; data?: AnswerDataByApi[A] }
  | { action: 'cancel' }
  | { action: 'fail'; errMsg?: string };

/** A standing rule for an API when no answer is queued: ask (panel, else default), or always this. */
export type Policy = 'ask' | 'ok' | 'cancel' | 'fail';

/** Where an answer came from, for the log. */
export type AnswerSource = 'panel' | 'queue' | 'policy' | 'default';

/** One line of the JS-SDK log: every invoke the bridge saw, with the reply it gave. */
export interface JsSdkLogEntry {
  id: number;
  /** ms since epoch */
  time: number;
  device: 'ios' | 'android';
  /** The native name the SDK invoked (preVerifyJSAPI, geoLocation, ...). */
  invoke: string;
  /** The JS-SDK name when it differs (config, getLocation, ...). */
  api: string;
  args: Record<string, unknown>;
  reply: Record<string, unknown>;
  source?: AnswerSource;
  /** For a failed config: which URL was signed and which URL the device checked. */
  explain?: string;
  /** The app page's URL when the call was made. */
  pageUrl: string;
}

/** What the harness page exposes to the app frame (same origin): `window.__harnessHost`. */
export interface HarnessHost {
  /**
   * Shows the panel for `api` and resolves with what the person did; null/undefined (or a
   * rejection) lets the control API answer instead (queue, policy, default).
   */
  ask<A extends InteractiveApi>(api: A, args: Record<string, unknown>): Promise<Answer<A> | null | undefined>;
  /** Every invoke and its reply, for the page's JS-SDK log. */
  log(entry: JsSdkLogEntry): void;
  /** openLocation / previewImage / a mini-program launch, shown the way the client would. */
  show(kind: 'openLocation' | 'previewImage' | 'launchWeapp', detail: Record<string, unknown>): void;
}

/** Control API paths (under /__harness/api). */
export const CONTROL = {
  persona: '/__harness/api/persona',
  personas: '/__harness/api/personas',
  reset: '/__harness/api/reset',
  /** POST { api, answer } queues one answer; DELETE clears. GET lists the queues. */
  answers: '/__harness/api/answers',
  /** POST { api, policy } */
  policy: '/__harness/api/policy',
  /** POST LocationAnswerData | { deny: true } — the emulated phone's position. */
  location: '/__harness/api/location',
  /** POST FaultSettings; GET current; DELETE clears. */
  faults: '/__harness/api/faults',
  /** GET ?since=<id> the JS-SDK log; POST an entry (the bridge); DELETE clears. */
  log: '/__harness/api/jssdk-log',
  /** POST { api, args, device } → Answer with its source (the bridge, when no panel answered). */
  answer: '/__harness/api/answer',
  /** POST {platform?: boolean}: every WeChat user access token expires now (42001); platform: the bearer tokens too (401). */
  expireTokens: '/__harness/api/expire-tokens',
  /** GET: the phone's share cards and hidden ··· menu items (ShareSnapshot); POST: the bridge reports them. */
  share: '/__harness/api/share',
  /**
   * GET ?persona= (optional): the subscribe dialog's remembered 总是保持 choices, per persona;
   * DELETE ?persona=&template_id= (both optional) forgets them (WeChat's 设置 → 订阅消息).
   */
  subscribeChoices: '/__harness/api/subscribe-choices',
  /** POST {orderid}: WeChat Pay confirms the fine order paid (no pay sheet); idempotent. */
  confirmFineOrder: '/__harness/api/fine-orders/confirm',
  /** POST {orderid}: closes an unpaid fine order. */
  closeFineOrder: '/__harness/api/fine-orders/close',
  /** POST {barcode}: the desk checks the copy in (overdue fine, next reservation ready). */
  returnBook: '/__harness/api/return',
  /** POST /:rdrno {state?, unbindWechat?}: the desk changes a card's state or forgets its WeChat user. */
  cards: '/__harness/api/cards',
  /** POST {payload}: a self-service machine's verdict on a scanned reader QR code. */
  verifyReaderQrcode: '/__harness/api/reader-qrcode/verify',
  /** POST {code}: the desk scans a reader's event entry code and checks them in. */
  eventCheckin: '/__harness/api/events/checkin',
  /** GET: readers' messages, newest first; POST /:id/reply {reply, public?}: the library's reply. */
  messages: '/__harness/api/messages',
  /** GET: what waits for the library's review (photo posts, read-aloud works). */
  reviews: '/__harness/api/reviews',
  /** POST /:id/review {approve, reason?}: approve a photo post, or reject it with a reason. */
  photos: '/__harness/api/photos',
  /** POST /:id/review {approve, reason?}: approve a read-aloud work, or reject it with a reason. */
  works: '/__harness/api/works',
} as const;

export interface FaultRule {
  /** Added latency, ms. */
  latency?: number;
  /** 0..1: share of calls that fail. */
  failureRate?: number;
}

export interface FaultSettings extends FaultRule {
  /** Every /api call fails as if the network were down. */
  offline?: boolean;
  /** Per endpoint, keyed by path under /api (e.g. '/v1/service/list'); overrides the global rule. */
  endpoints?: Record<string, FaultRule>;
}

/** Body of POST CONTROL.answer. `defaultOnly`: skip queue and policy (fills a panel's `ok` without data). */
export interface AnswerRequest {
  api: InteractiveApi;
  args?: Record<string, unknown>;
  device?: 'ios' | 'android';
  defaultOnly?: boolean;
}

/** `data` of POST CONTROL.answer. */
export interface AnswerResult<A extends InteractiveApi = InteractiveApi> {
  answer: Answer<A>;
  source: AnswerSource;
}

/** POST CONTROL.location body; GET answers the same plus `deny: false` when a position is set. */
export type LocationSetting = LocationAnswerData | { deny: true };

/** The emulated WeChat version (x.y.z), also in the user agent. Open tags need 7.0.12+. */
export const CLIENT_VERSION_COOKIE = 'harness_client_version';
export const DEFAULT_CLIENT_VERSION = '8.0.50';
export const MIN_OPEN_TAG_VERSION = '7.0.12';

/** The emulated WeChat media store: the client uploads (uploadImage), the backend fetches by media_id. */
export const WX_MEDIA = {
  /** POST raw image bytes (content-type image/jpeg|png|gif|webp) → {errcode: 0, media_id, ...}. */
  upload: '/__wx/media/upload',
  /** GET ?media_id= → the bytes, or {errcode: 40007, errmsg: 'invalid media_id'}. */
  get: '/__wx/cgi-bin/media/get',
} as const;

/**
 * The emulated client's subscribe dialog, keyed by cookie harness_persona. GET
 * `templates?ids=a,b` → `SubscribeTemplatesReply`; POST `choices` `{choices: {<id>: status}}`
 * remembers an 总是保持以上选择 answer → `{errcode: 0, errmsg: 'ok'}` or `{errcode, errmsg}`.
 */
export const WX_SUBSCRIBE = {
  templates: '/__wx/subscribe/templates',
  choices: '/__wx/subscribe/choices',
} as const;

export interface SubscribeTemplate {
  template_id: string;
  /** As the account's template is titled: 到期提醒 ... */
  title: string;
}

/**
 * errcode 0 with the account's name, the templates in the order asked, and the user's remembered
 * choices among them; else the tag's error code (10001 none asked, 20001 not the account's,
 * 20003 more than MAX_SUBSCRIBE_TEMPLATES) with a Chinese errmsg.
 */
export type SubscribeTemplatesReply =
  | {
      errcode: 0;
      errmsg: 'ok';
      account: string;
      templates: SubscribeTemplate[];
      remembered: Record<string, SubscribeStatus>;
    }
  | { errcode: number; errmsg: string };

/**
 * Emulated WeChat Pay. POST the pay sheet's parameters as JSON (`PayConfirmRequest`) once the
 * person paid: WeChat Pay checks them and confirms the payment to the library, server to server
 * → `{errcode: 0, errmsg: 'ok', orderid, state}` or `{errcode, errmsg}` (Chinese).
 */
export const WX_PAY = { confirm: '/__wx/pay/confirm' } as const;

export interface PayConfirmRequest {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}
