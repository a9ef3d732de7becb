/**
 * An Answer (what the person did) turned into the reply the real client sends beneath the SDK,
 * per device. Every call builds a new object: the SDK rewrites the reply it gets.
 */
import { DEFAULT_ADDRESS, DEFAULT_SCAN, LIBRARY_LOCATION } from './defaults.js';
import type { Device } from './device.js';
import { type LocalImages, parseDataUrl } from './images.js';
import type { AddressAnswerData, Answer, ImageAnswerData, LocationAnswerData, ScanAnswerData } from './protocol.js';

export type Reply = Record<string, unknown> & { err_msg: string };

/** The err_msg prefix each native API answers with (the SDK names the result after the invoke). */
export const REPLY_PREFIX: Record<string, string> = {
  scanQRCode: 'scanQRCode',
  geoLocation: 'geoLocation',
  chooseImage: 'chooseImage',
  getBrandWCPayRequest: 'get_brand_wcpay_request',
  editAddress: 'edit_address',
  openLocation: 'openLocation',
  imagePreview: 'imagePreview',
};

/** `fail`'s detail: the part after `fail`, whether given as `auth deny` or `getLocation:fail auth deny`. */
function failDetail(errMsg: string | undefined): string {
  return String(errMsg ?? '')
    .replace(/^[A-Za-z_]+:/, '')
    .replace(/^fail[\s,_]*/i, '')
    .trim();
}

/** The reply for a cancel or a failure; null for ok. */
export function notOk(prefix: string, answer: Answer): Reply | null {
  if (answer.action === 'cancel') return { err_msg: `${prefix}:cancel` };
  if (answer.action === 'fail') {
    const detail = failDetail(answer.errMsg);
    return { err_msg: `${prefix}:fail${detail ? ` ${detail}` : ''}` };
  }
  return null;
}

const dataOf = <T>(answer: Answer, fallback: T): T =>
  answer.action === 'ok' && answer.data && Object.keys(answer.data).length ? (answer.data as T) : fallback;

export function scanReply(answer: Answer, args: Record<string, unknown>, device: Device): Reply {
  const refused = notOk('scanQRCode', answer);
  if (refused) return refused;
  // Without needResult the client handles the code itself and the page gets no text.
  if (Number(args.needResult) !== 1) return { err_msg: 'scanQRCode:ok' };
  const data = dataOf<ScanAnswerData>(answer, DEFAULT_SCAN);
  const type = data.codeType ?? 'QR_CODE';
  const text = type === 'QR_CODE' ? String(data.result) : `${type},${data.result}`;
  const resultStr =
    device === 'ios'
      ? JSON.stringify({ scan_code: { scan_result: text, scan_type: type === 'QR_CODE' ? 'qrcode' : 'barcode' } })
      : text;
  return { err_msg: 'scanQRCode:ok', resultStr };
}

export function locationReply(answer: Answer): Reply {
  const refused = notOk('geoLocation', answer);
  if (refused) return refused;
  const data = dataOf<LocationAnswerData>(answer, LIBRARY_LOCATION);
  return {
    err_msg: 'geoLocation:ok',
    latitude: Number(data.latitude),
    longitude: Number(data.longitude),
    speed: Number(data.speed ?? 0),
    accuracy: Number(data.accuracy ?? 30),
  };
}

export function chooseImageReply(
  answer: Answer,
  args: Record<string, unknown>,
  device: Device,
  images: LocalImages,
): Reply {
  const refused = notOk('chooseImage', answer);
  if (refused) return refused;
  const count = Math.max(1, Math.min(9, Number(args.count) || 9));
  const chosen = (dataOf<ImageAnswerData>(answer, { images: [] }).images ?? []).slice(0, count);
  const localIds: string[] = [];
  for (const picture of chosen) {
    const image = parseDataUrl(picture?.dataUrl ?? '');
    if (image) localIds.push(images.add(image));
  }
  if (!localIds.length) return { err_msg: 'chooseImage:fail' };
  return { err_msg: 'chooseImage:ok', localIds: device === 'android' ? JSON.stringify(localIds) : localIds };
}

export function payReply(answer: Answer): Reply {
  return notOk('get_brand_wcpay_request', answer) ?? { err_msg: 'get_brand_wcpay_request:ok' };
}

/** editAddress's own field names; the SDK renames them (postalCode, provinceName, ...). */
export function addressReply(answer: Answer): Reply {
  const refused = notOk('edit_address', answer);
  if (refused) return refused;
  const data = dataOf<AddressAnswerData>(answer, DEFAULT_ADDRESS);
  return {
    err_msg: 'edit_address:ok',
    userName: data.userName,
    telNumber: data.telNumber,
    addressPostalCode: data.postalCode,
    proviceFirstStageName: data.provinceName,
    addressCitySecondStageName: data.cityName,
    addressCountiesThirdStageName: data.countryName,
    addressDetailInfo: data.detailInfo,
    nationalCode: data.nationalCode,
  };
}

export function plainReply(prefix: string, answer: Answer): Reply {
  return notOk(prefix, answer) ?? { err_msg: `${prefix}:ok` };
}
