/**
 * Default answers of the emulated WeChat client, by native API name (the JS-SDK maps its names:
 * getLocation → geoLocation, previewImage → imagePreview, chooseWXPay → getBrandWCPayRequest,
 * openAddress → editAddress). Replies follow the client's formats per device, which the SDK
 * then normalises (Android sends checkResult and localIds as JSON strings; iOS wraps the scan
 * result in JSON).
 */
import type { Device } from './device.js';
import type { ConfigState } from './jsbridge.js';

export type Reply = Record<string, unknown> & { err_msg: string };

export interface BridgeContext {
  device: Device;
  landingUrl: string;
  config: ConfigState;
}

export type Handler = (args: Record<string, unknown>, ctx: BridgeContext) => Reply | Promise<Reply>;

/** The library's main building (书香市图书馆), where the emulated phone is. */
export const LIBRARY_LOCATION = { latitude: 30.274085, longitude: 120.15507 };

/** A 1×1 grey JPEG, base64: the placeholder photo. */
const PLACEHOLDER_JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

const ok = (name: string, data: Record<string, unknown> = {}): Reply => ({ err_msg: `${name}:ok`, ...data });

let localSeq = 0;

export const DEFAULT_HANDLERS: Record<string, Handler> = {
  checkJsApi(args, ctx) {
    const list = Array.isArray(args.jsApiList) ? (args.jsApiList as string[]) : [];
    const result: Record<string, boolean> = {};
    for (const name of list) result[name] = name in DEFAULT_HANDLERS || name === 'preVerifyJSAPI';
    return ok('checkJsApi', { checkResult: ctx.device === 'android' ? JSON.stringify(result) : result });
  },
  // The SDK reads the network type from the part after ':' (wifi, edge, wwan).
  getNetworkType: () => ({ err_msg: 'network_type:wifi' }),
  geoLocation: () => ok('geoLocation', { ...LIBRARY_LOCATION, speed: 0, accuracy: 30 }),
  openLocation: () => ok('openLocation'),
  imagePreview: () => ok('imagePreview'),
  scanQRCode(args, ctx) {
    const text = 'DEMO0001';
    if (Number(args.needResult) !== 1) return ok('scanQRCode');
    const resultStr = ctx.device === 'ios' ? JSON.stringify({ scan_code: { scan_result: text } }) : text;
    return ok('scanQRCode', { resultStr });
  },
  chooseImage(args, ctx) {
    const count = Math.max(1, Math.min(9, Number(args.count) || 1));
    const localIds = Array.from({ length: Math.min(count, 1) }, () => `wxlocalresource://harness${++localSeq}`);
    return ok('chooseImage', { localIds: ctx.device === 'android' ? JSON.stringify(localIds) : localIds });
  },
  getLocalImgData: (_args, ctx) =>
    ok('getLocalImgData', {
      localData: ctx.device === 'ios' ? `data:image/jpeg;base64,${PLACEHOLDER_JPEG}` : PLACEHOLDER_JPEG,
    }),
  uploadImage: () => ok('uploadImage', { serverId: `harness-media-${++localSeq}` }),
  downloadImage: () => ok('downloadImage', { localId: `wxlocalresource://harness${++localSeq}` }),
  getBrandWCPayRequest: () => ({ err_msg: 'get_brand_wcpay_request:ok' }),
  editAddress: () =>
    ok('editAddress', {
      userName: '林书远', telNumber: '13805710001', addressPostalCode: '310000', proviceFirstStageName: '浙江省',
      addressCitySecondStageName: '杭州市', addressCountiesThirdStageName: '西湖区',
      addressDetailInfo: '文华路1号', nationalCode: '330106',
    }),
  closeWindow: () => ok('closeWindow'),
  hideOptionMenu: () => ok('hideOptionMenu'),
  showOptionMenu: () => ok('showOptionMenu'),
  hideMenuItems: () => ok('hideMenuItems'),
  showMenuItems: () => ok('showMenuItems'),
  hideAllNonBaseMenuItem: () => ok('hideAllNonBaseMenuItem'),
  showAllNonBaseMenuItem: () => ok('showAllNonBaseMenuItem'),
  updateAppMessageShareData: () => ok('updateAppMessageShareData'),
  updateTimelineShareData: () => ok('updateTimelineShareData'),
};
