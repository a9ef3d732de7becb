/**
 * Promise wrappers over the JS-SDK for screens: each waits for a wx.config on its way, resolves
 * (never rejects) to a result with a Chinese message on failure, and tells a cancel apart from
 * an error. Where the client answers differently on iOS and Android, the result is the same.
 */
import { describeWxError, isWxCancel } from './errors';
import { parseScanResult, type ScanResult } from './scan';
import { configOutcome, loadWx } from './sdk';

export type WxResult<T> = { ok: true; data: T } | { ok: false; cancelled: boolean; message: string };

type Reply = Record<string, unknown> & { errMsg?: string };
type WxMethod = (params: Record<string, unknown>) => void;

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/**
 * Calls `wx[api](args)` and settles once with what the SDK reported. After a failed wx.config
 * the call is not made: the reader gets the config's reason instead of a vaguer one.
 */
export async function callWx<T>(
  api: string,
  args: Record<string, unknown>,
  pick: (res: Reply) => T,
): Promise<WxResult<T>> {
  const wx = await loadWx();
  const config = await configOutcome();
  if (config && !config.ok) {
    return {
      ok: false,
      cancelled: false,
      message: hasChinese(config.message) ? config.message : describeWxError(config.message),
    };
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: WxResult<T>) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const fail = (res: Reply | undefined) =>
      settle({ ok: false, cancelled: isWxCancel(res?.errMsg), message: describeWxError(res?.errMsg) });
    const method = (wx as unknown as Record<string, WxMethod | undefined>)[api];
    if (typeof method !== 'function') {
      fail({ errMsg: `${api}:fail function not exist` });
      return;
    }
    method.call(wx, {
      ...args,
      success: (res: Reply) => {
        try {
          settle({ ok: true, data: pick(res ?? {}) });
        } catch {
          fail({ errMsg: `${api}:fail` });
        }
      },
      fail,
      cancel: (res: Reply | undefined) => fail({ errMsg: res?.errMsg ?? `${api}:cancel` }),
    });
  });
}

/** Android hands some lists over as JSON text; the SDK does not always parse them. */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return listOf(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return typeof value === 'string' && value ? [value] : [];
}

// --- scan

export type ScanType = 'qrCode' | 'barCode';

/** Scans a QR code or a barcode and reads it in whichever shape the client sent (see scan.ts). */
export const scanQRCode = (scanType: ScanType[] = ['qrCode', 'barCode']) =>
  callWx<ScanResult>('scanQRCode', { needResult: 1, scanType }, (res) => parseScanResult(res.resultStr));

/** Just the scanned text (a barcode's digits without the `EAN_13,` prefix). */
export const scanCode = async (): Promise<WxResult<string>> => {
  const result = await scanQRCode();
  return result.ok ? { ok: true, data: result.data.text } : result;
};

// --- location

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
  speed: number;
}

/** The phone's position; gcj02 by default, the coordinates openLocation and Chinese maps use. */
export const getLocation = (type: 'gcj02' | 'wgs84' = 'gcj02') =>
  callWx<Position>('getLocation', { type }, (res) => ({
    latitude: Number(res.latitude),
    longitude: Number(res.longitude),
    accuracy: Number(res.accuracy ?? 0),
    speed: Number(res.speed ?? 0),
  }));

export const getPosition = () => getLocation();

export interface Place {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
  /** Map zoom 1–28, the client's default 16. */
  scale?: number;
}

/** WeChat's own map at a place (gcj02 coordinates). */
export const openLocation = (place: Place) =>
  callWx<void>('openLocation', { scale: 16, name: '', address: '', ...place }, () => undefined);

// --- pictures

export const chooseImage = (count = 1, sourceType: ('album' | 'camera')[] = ['album', 'camera']) =>
  callWx<string[]>('chooseImage', { count, sizeType: ['compressed'], sourceType }, (res) => listOf(res.localIds));

export const chooseImages = chooseImage;

/** Full-screen pictures by http(s) URL. */
export const previewImage = (urls: string[], current = urls[0] ?? '') =>
  callWx<void>('previewImage', { current, urls }, () => undefined);

const SIGNATURES: [prefix: string, mime: string][] = [
  ['/9j/', 'image/jpeg'],
  ['iVBORw0KGgo', 'image/png'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
];

/**
 * A data URL that can be an `<img src>`. iOS sends one (a WKWebView cannot show a localId);
 * Android sends bare base64, whose type is read from the picture's first bytes.
 */
export function toImageDataUrl(localData: string): string {
  const data = localData.replace(/\s+/g, '');
  if (data.startsWith('data:')) return data;
  const mime = SIGNATURES.find(([prefix]) => data.startsWith(prefix))?.[1] ?? 'image/jpeg';
  return `data:${mime};base64,${data}`;
}

export const getLocalImgData = (localId: string) =>
  callWx<string>('getLocalImgData', { localId }, (res) => {
    const data = String(res.localData ?? '');
    if (!data) throw new Error('no picture data');
    return toImageDataUrl(data);
  });

/** Sends a chosen picture to WeChat's media store; the backend fetches it by the serverId. */
export const uploadImage = (localId: string) =>
  callWx<string>('uploadImage', { localId, isShowProgressTips: 1 }, (res) => String(res.serverId ?? ''));

/** Brings a picture from WeChat's media store onto the phone; answers its new localId. */
export const downloadImage = (serverId: string) =>
  callWx<string>('downloadImage', { serverId, isShowProgressTips: 1 }, (res) => String(res.localId ?? ''));

// --- pay, address, checks

/** What the vendor's order call returns for the JS-SDK (the field names chooseWXPay takes). */
export interface PayRequest {
  timestamp: number | string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export const chooseWXPay = (request: PayRequest) => callWx<void>('chooseWXPay', { ...request }, () => undefined);

export interface Address {
  userName: string;
  telNumber: string;
  postalCode: string;
  provinceName: string;
  cityName: string;
  countryName: string;
  detailInfo: string;
  nationalCode: string;
}

const ADDRESS_FIELDS: (keyof Address)[] = [
  'userName',
  'telNumber',
  'postalCode',
  'provinceName',
  'cityName',
  'countryName',
  'detailInfo',
  'nationalCode',
];

/** The reader's WeChat shipping address (the SDK renames the client's fields to these). */
export const openAddress = () =>
  callWx<Address>(
    'openAddress',
    {},
    (res) => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(res[field] ?? '')])) as unknown as Address,
  );

/**
 * Which of `apis` this client supports (Android sends the answer as JSON text). The SDK renames
 * the list it is given in place (chooseWXPay → getBrandWCPayRequest): it gets a copy.
 */
export const checkJsApi = (apis: string[]) =>
  callWx<Record<string, boolean>>('checkJsApi', { jsApiList: [...apis] }, (res) => {
    const result = typeof res.checkResult === 'string' ? JSON.parse(res.checkResult) : res.checkResult;
    return Object.fromEntries(
      apis.map((api) => [api, Boolean((result as Record<string, unknown> | undefined)?.[api])]),
    );
  });

export const getNetworkType = () => callWx<string>('getNetworkType', {}, (res) => String(res.networkType ?? ''));
