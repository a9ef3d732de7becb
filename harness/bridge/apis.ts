/**
 * The emulated client's APIs, by the native names the JS-SDK invokes (getLocation → geoLocation,
 * previewImage → imagePreview, chooseWXPay → getBrandWCPayRequest, openAddress → editAddress).
 * Interactive ones take an Answer (harness page, control API, default: see answers.ts) and
 * format it per device (replies.ts); the rest answer from the phone's own state.
 */
import { harnessHost, resolveAnswer } from './answers.js';
import type { Device } from './device.js';
import { downloadFromWechat, type LocalImages, toDataUrl, uploadToWechat } from './images.js';
import type { ConfigState } from './verify.js';
import { ownArgs } from './log.js';
import { payOnWechat } from './pay.js';
import type { Answer, AnswerSource, InteractiveApi } from './protocol.js';
import {
  addressReply,
  chooseImageReply,
  locationReply,
  payReply,
  plainReply,
  type Reply,
  scanReply,
} from './replies.js';

export type { Reply } from './replies.js';
export { LIBRARY_LOCATION } from './defaults.js';

export interface BridgeContext {
  device: Device;
  landingUrl: string;
  config: ConfigState;
  images: LocalImages;
  /** Whether the emulated client has this native API (checkJsApi). */
  knows(name: string): boolean;
}

/** Filled in by a handler for the log. */
export interface InvokeMeta {
  source?: AnswerSource;
}

export type Handler = (args: Record<string, unknown>, ctx: BridgeContext, meta: InvokeMeta) => Reply | Promise<Reply>;

/** Native name → JS-SDK name, where they differ. */
export const SDK_NAMES: Record<string, string> = {
  preVerifyJSAPI: 'config',
  geoLocation: 'getLocation',
  imagePreview: 'previewImage',
  getBrandWCPayRequest: 'chooseWXPay',
  editAddress: 'openAddress',
};

const ok = (name: string, data: Record<string, unknown> = {}): Reply => ({ err_msg: `${name}:ok`, ...data });

type Format = (answer: Answer, args: Record<string, unknown>, ctx: BridgeContext) => Reply;

/** A handler that asks for the person's answer, then formats it. */
function interactive(api: InteractiveApi, format: Format): Handler {
  return async (args, ctx, meta) => {
    const { answer, source } = await resolveAnswer(api, ownArgs(api, args), ctx.device);
    meta.source = source;
    return format(answer, args, ctx);
  };
}

/** openLocation / previewImage: shown by the harness page when framed, else answered like the others. */
function shown(api: 'openLocation' | 'previewImage', prefix: string): Handler {
  const fallback = interactive(api, (answer) => plainReply(prefix, answer));
  return (args, ctx, meta) => {
    const host = harnessHost();
    if (!host) return fallback(args, ctx, meta);
    try {
      host.show(api, ownArgs(api, args));
    } catch {
      // The page could not show it; the client still opened its viewer.
    }
    meta.source = 'panel';
    return ok(prefix);
  };
}

export const DEFAULT_HANDLERS: Record<string, Handler> = {
  checkJsApi(args, ctx) {
    const list = Array.isArray(args.jsApiList) ? (args.jsApiList as unknown[]) : [];
    const result: Record<string, boolean> = {};
    for (const name of list) if (typeof name === 'string') result[name] = ctx.knows(name);
    return ok('checkJsApi', { checkResult: ctx.device === 'android' ? JSON.stringify(result) : result });
  },
  // The SDK reads the network type from the part after ':' (wifi, edge, wwan).
  getNetworkType: () => ({ err_msg: 'network_type:wifi' }),
  scanQRCode: interactive('scanQRCode', (answer, args, ctx) => scanReply(answer, args, ctx.device)),
  geoLocation: interactive('getLocation', (answer) => locationReply(answer)),
  chooseImage: interactive('chooseImage', (answer, args, ctx) =>
    chooseImageReply(answer, args, ctx.device, ctx.images),
  ),
  // The pay sheet's answer; when the person paid, WeChat Pay must accept the order (pay.ts).
  async getBrandWCPayRequest(args, ctx, meta) {
    const { answer, source } = await resolveAnswer('chooseWXPay', ownArgs('chooseWXPay', args), ctx.device);
    meta.source = source;
    return answer.action === 'ok' ? payOnWechat(args, ctx.config.appId) : payReply(answer);
  },
  editAddress: interactive('openAddress', (answer) => addressReply(answer)),
  openLocation: shown('openLocation', 'openLocation'),
  imagePreview: shown('previewImage', 'imagePreview'),
  getLocalImgData(args, ctx) {
    const image = ctx.images.get(args.localId);
    if (!image) return { err_msg: 'getLocalImgData:fail' };
    // iOS hands back a data URL, Android the bare base64.
    return ok('getLocalImgData', { localData: ctx.device === 'ios' ? toDataUrl(image) : image.base64 });
  },
  async uploadImage(args, ctx) {
    const image = ctx.images.get(args.localId);
    const serverId = image ? await uploadToWechat(image) : null;
    return serverId ? ok('uploadImage', { serverId }) : { err_msg: 'uploadImage:fail' };
  },
  async downloadImage(args, ctx) {
    const serverId = typeof args.serverId === 'string' ? args.serverId : '';
    const image = serverId ? await downloadFromWechat(serverId) : null;
    return image ? ok('downloadImage', { localId: ctx.images.add(image) }) : { err_msg: 'downloadImage:fail' };
  },
  closeWindow: () => ok('closeWindow'),
  // Sharing and the ··· menu's items are per document: sharing.ts adds those handlers.
};
