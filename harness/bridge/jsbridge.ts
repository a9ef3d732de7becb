/**
 * window.WeixinJSBridge as the WeChat client provides it beneath the JS-SDK: invoke / on / call.
 * `preVerifyJSAPI` (wx.config) is checked by the harness server like the client would; every
 * other API needs a successful config that listed it, then answers from the handler table.
 */
import { type Device, pageUrl } from './device.js';
import { type BridgeContext, DEFAULT_HANDLERS, type Handler, type Reply } from './apis.js';

type Callback = (res: Reply) => void;

/** Allowed after any successful wx.config, listed or not. */
const BASIC = new Set([
  'checkJsApi', 'getNetworkType', 'closeWindow', 'hideOptionMenu', 'showOptionMenu', 'hideMenuItems',
  'showMenuItems', 'hideAllNonBaseMenuItem', 'showAllNonBaseMenuItem',
]);

export interface ConfigState {
  /** 0 not configured, 1 ok, -1 failed. */
  state: 0 | 1 | -1;
  appId: string;
  jsApiList: string[];
  openTagList: string[];
  errMsg: string;
  /** The URL the client checked the signature against (iOS landing, Android current). */
  signedUrl: string;
}

export interface InvokeRecord {
  name: string;
  args: Record<string, unknown>;
  reply?: Reply;
  at: number;
}

export interface HarnessBridge {
  device: Device;
  landingUrl: string;
  config: ConfigState;
  /** Every invoke with its answer, oldest first (the harness page shows them). */
  log: InvokeRecord[];
  /** Replace or add the answer for one API (the harness page's panels use this). */
  setHandler(name: string, handler: Handler): void;
  /** Fire a client event (menu:share:appmessage ...) at the page's `on` listeners. */
  emit(name: string, data?: Record<string, unknown>): void;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function createBridge(device: Device, landingUrl: string) {
  const handlers: Record<string, Handler> = { ...DEFAULT_HANDLERS };
  const listeners: Record<string, Callback[]> = {};
  const config: ConfigState = { state: 0, appId: '', jsApiList: [], openTagList: [], errMsg: '', signedUrl: '' };
  const log: InvokeRecord[] = [];
  const ctx: BridgeContext = { device, landingUrl, config };

  async function verify(args: Record<string, unknown>): Promise<Reply> {
    // iOS signs the URL the page landed on; Android the current one.
    const url = device === 'ios' ? landingUrl : pageUrl();
    const body = {
      appId: args.verifyAppId, timestamp: args.verifyTimestamp, nonceStr: args.verifyNonceStr,
      signature: args.verifySignature, url, jsApiList: strings(args.verifyJsApiList),
      openTagList: strings(args.verifyOpenTagList),
    };
    let errMsg = 'config:fail';
    config.signedUrl = url;
    try {
      const response = await fetch('/__wx/jsapi/verify', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      errMsg = ((await response.json()) as { errMsg?: string }).errMsg || errMsg;
    } catch {
      // Unreachable server: the client's own failure.
    }
    config.errMsg = errMsg;
    if (errMsg === 'config:ok') {
      Object.assign(config, { state: 1, appId: String(args.verifyAppId ?? ''), jsApiList: body.jsApiList, openTagList: body.openTagList });
    } else {
      Object.assign(config, { state: -1, jsApiList: [], openTagList: [] });
    }
    return { err_msg: errMsg };
  }

  async function answer(name: string, args: Record<string, unknown>): Promise<Reply> {
    if (name === 'preVerifyJSAPI') return verify(args);
    if (config.state !== 1) return { err_msg: `${name}:the permission value is offline verifying` };
    if (!BASIC.has(name) && !config.jsApiList.includes(name)) return { err_msg: `${name}:access_denied` };
    const handler = handlers[name];
    if (!handler) return { err_msg: `${name}:fail_function not exist` };
    try {
      return await handler(args, ctx);
    } catch {
      return { err_msg: `${name}:fail` };
    }
  }

  const bridge = {
    invoke(name: string, args?: Record<string, unknown>, callback?: Callback): void {
      const record: InvokeRecord = { name: String(name), args: { ...(args ?? {}) }, at: Date.now() };
      log.push(record);
      if (log.length > 200) log.shift();
      void answer(record.name, record.args).then((reply) => {
        // The SDK rewrites the object it gets (err_msg → errMsg): the log keeps its own copy.
        record.reply = { ...reply };
        // The client always answers asynchronously.
        setTimeout(() => callback?.(reply), 0);
      });
    },
    on(name: string, callback: Callback): void {
      (listeners[name] ??= []).push(callback);
    },
    call(name: string, args?: Record<string, unknown>): void {
      bridge.invoke(name, args);
    },
  };

  const harness: HarnessBridge = {
    device,
    landingUrl,
    config,
    log,
    setHandler(name, handler) {
      handlers[name] = handler;
    },
    emit(name, data = {}) {
      for (const listener of listeners[name] ?? []) listener({ err_msg: `${name}:ok`, ...data });
    },
  };
  return { bridge, harness };
}
