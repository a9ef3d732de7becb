/**
 * window.WeixinJSBridge as the WeChat client provides it beneath the JS-SDK: invoke / on / call.
 * `preVerifyJSAPI` (wx.config) is checked by the harness server like the client would; every
 * other API needs a successful config that listed it, then answers from the handler table.
 * Every invoke is written to the JS-SDK log.
 */
import type { DisplayEmulation } from './display.js';
import type { Device } from './device.js';
import type { PageErrors } from './pageErrors.js';
import { type BridgeContext, DEFAULT_HANDLERS, type Handler, type InvokeMeta, type Reply, SDK_NAMES } from './apis.js';
import { LocalImages } from './images.js';
import { createSharing, type Sharing } from './sharing.js';
import { createLogger, ownArgs } from './log.js';
import type { AnswerSource } from './protocol.js';
import { type ConfigState, emptyConfig, verifyConfig } from './verify.js';

export type { ConfigState } from './verify.js';

type Callback = (res: Reply) => void;

/** Allowed after any successful wx.config, listed or not. */
const BASIC = new Set([
  'checkJsApi',
  'getNetworkType',
  'closeWindow',
  'hideOptionMenu',
  'showOptionMenu',
  'hideMenuItems',
  'showMenuItems',
  'hideAllNonBaseMenuItem',
  'showAllNonBaseMenuItem',
]);

/**
 * Old APIs the SDK invokes under another native name: listing the SDK name (which the SDK rewrites
 * to the client event's name in wx.config's jsApiList) allows the native one.
 */
const LISTED_AS: Record<string, string> = {
  sendAppMessage: 'menu:share:appmessage',
  shareTimeline: 'menu:share:timeline',
};

export interface InvokeRecord {
  name: string;
  args: Record<string, unknown>;
  reply?: Reply;
  source?: AnswerSource;
  at: number;
}

export interface HarnessBridge {
  device: Device;
  /** The phone's 深色模式 and 字体大小 (display.ts): the harness page calls refresh() after a change. */
  display?: DisplayEmulation;
  /** The tab's uncaught errors and unhandled rejections, and the documents it loaded (pageErrors.ts). */
  pageErrors?: PageErrors;
  landingUrl: string;
  config: ConfigState;
  /** Every invoke with its answer, oldest first (the last 200). */
  log: InvokeRecord[];
  /** Pictures on the phone by localId. */
  images: LocalImages;
  /** Replace or add the answer for one API. */
  setHandler(name: string, handler: Handler): void;
  /** Fire a client event (menu:share:appmessage ...) at the page's `on` listeners. */
  emit(name: string, data?: Record<string, unknown>): void;
  /** Called after every wx.config check (open tags wait for it); returns an unsubscribe. */
  onConfig(listener: (config: ConfigState) => void): () => void;
  /** This document's share cards and hidden menu items, and sharing from the ··· menu. */
  sharing: Pick<Sharing, 'snapshot' | 'share' | 'publish'>;
}

/** A new plain copy: the SDK rewrites the reply it gets, and no two calls may share one. */
const fresh = (reply: Reply): Reply => JSON.parse(JSON.stringify(reply)) as Reply;

export function createBridge(device: Device, landingUrl: string) {
  const listeners: Record<string, Callback[]> = {};
  const emit = (name: string, data: Record<string, unknown> = {}) => {
    for (const listener of listeners[name] ?? []) listener({ err_msg: `${name}:ok`, ...data });
  };
  const sharing = createSharing(emit);
  const handlers: Record<string, Handler> = { ...DEFAULT_HANDLERS, ...sharing.handlers };
  const configListeners = new Set<(config: ConfigState) => void>();
  const config = emptyConfig();
  const log: InvokeRecord[] = [];
  const images = new LocalImages(device);
  const writeLog = createLogger(device);
  const ctx: BridgeContext = {
    device,
    landingUrl,
    config,
    images,
    knows: (name) =>
      name in handlers ||
      name === 'preVerifyJSAPI' ||
      name === 'onMenuShareAppMessage' ||
      name === 'onMenuShareTimeline',
  };

  async function answer(name: string, args: Record<string, unknown>, meta: InvokeMeta): Promise<Reply> {
    if (name === 'preVerifyJSAPI') {
      const errMsg = await verifyConfig(config, device, landingUrl, args);
      for (const listener of configListeners) {
        try {
          listener(config);
        } catch {
          // One broken listener does not stop the others.
        }
      }
      return { err_msg: errMsg };
    }
    if (config.state !== 1) return { err_msg: `${name}:fail, the permission value is offline verifying` };
    if (!BASIC.has(name) && !config.jsApiList.includes(LISTED_AS[name] ?? name))
      return { err_msg: `${name}:access_denied` };
    const handler = handlers[name];
    if (!handler) return { err_msg: `${name}:fail_function not exist` };
    try {
      return await handler(args, ctx, meta);
    } catch {
      return { err_msg: `${name}:fail` };
    }
  }

  const bridge = {
    invoke(name: string, args?: Record<string, unknown>, callback?: Callback): void {
      const record: InvokeRecord = { name: String(name), args: { ...(args ?? {}) }, at: Date.now() };
      log.push(record);
      if (log.length > 200) log.shift();
      const meta: InvokeMeta = {};
      void answer(record.name, record.args, meta).then((reply) => {
        record.reply = fresh(reply);
        record.source = meta.source;
        writeLog({
          invoke: record.name,
          api: SDK_NAMES[record.name] ?? record.name,
          args: ownArgs(record.name, record.args),
          reply: record.reply,
          source: meta.source,
          explain: record.name === 'preVerifyJSAPI' ? config.explain : undefined,
        });
        // The client always answers asynchronously.
        setTimeout(() => callback?.(fresh(reply)), 0);
      });
    },
    on(name: string, callback: Callback): void {
      listeners[name] = [...(listeners[name] ?? []), callback];
      sharing.listened(name);
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
    images,
    setHandler(name, handler) {
      handlers[name] = handler;
    },
    emit,
    onConfig(listener) {
      configListeners.add(listener);
      return () => configListeners.delete(listener);
    },
    sharing,
  };
  return { bridge, harness, writeLog };
}
