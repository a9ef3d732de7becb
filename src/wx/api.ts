/**
 * Promise wrappers over the JS-SDK for screens: each waits for wx.config, resolves (never rejects)
 * to a result with a Chinese message on failure, and tells a cancel apart from an error.
 */
import { describeWxError, isWxCancel } from './errors';
import { loadWx, type Wx } from './sdk';

export type WxResult<T> = { ok: true; data: T } | { ok: false; cancelled: boolean; message: string };

type Callbacks = { success?: (res: never) => void; fail?: (res: { errMsg?: string }) => void; cancel?: (res: { errMsg?: string }) => void };

/** Calls `run(wx, callbacks)` and settles once with what the SDK reported. */
export async function callWx<T>(run: (wx: Wx, cb: Required<Callbacks>) => void, pick: (res: never) => T): Promise<WxResult<T>> {
  const wx = await loadWx();
  return new Promise((resolve) => {
    const fail = (res: { errMsg?: string }) =>
      resolve({ ok: false, cancelled: isWxCancel(res?.errMsg), message: describeWxError(res?.errMsg) });
    run(wx, {
      success: (res) => resolve({ ok: true, data: pick(res) }),
      fail,
      cancel: (res) => fail({ errMsg: res?.errMsg ?? 'cancel:cancel' }),
    });
  });
}

/** Scans a QR code or barcode; barcodes come back as `EAN_13,<digits>`, returned as the digits. */
export const scanCode = () =>
  callWx<string>(
    (wx, cb) => wx.scanQRCode({ needResult: 1, scanType: ['qrCode', 'barCode'], ...cb } as never),
    (res: { resultStr: string }) => {
      const text = String(res.resultStr ?? '');
      const comma = text.indexOf(',');
      return /^[A-Z_0-9]+,/.test(text) && comma > 0 ? text.slice(comma + 1) : text;
    },
  );

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export const getPosition = () =>
  callWx<Position>(
    (wx, cb) => wx.getLocation({ type: 'gcj02', ...cb } as never),
    (res: { latitude: number | string; longitude: number | string; accuracy?: number | string }) => ({
      latitude: Number(res.latitude),
      longitude: Number(res.longitude),
      accuracy: Number(res.accuracy ?? 0),
    }),
  );

export const chooseImages = (count = 1) =>
  callWx<string[]>(
    (wx, cb) => wx.chooseImage({ count, sizeType: ['compressed'], sourceType: ['album', 'camera'], ...cb } as never),
    (res: { localIds: string[] }) => res.localIds,
  );

export const uploadImage = (localId: string) =>
  callWx<string>(
    (wx, cb) => wx.uploadImage({ localId, isShowProgressTips: 1, ...cb } as never),
    (res: { serverId: string }) => res.serverId,
  );
