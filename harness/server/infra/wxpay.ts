/**
 * WeChat Pay's JSAPI signature (chooseWXPay's paySign), made by the merchant with its key and
 * checked by WeChat: MD5 over appId, nonceStr, package, signType and timeStamp sorted by name as
 * `k=v&...`, then `&key=<merchant key>`, upper-case hex.
 */
import { md5Hex } from './util.js';

export interface PayRequest {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'MD5';
}

export function paySign(request: PayRequest, merchantKey: string): string {
  const fields: [string, string][] = [
    ['appId', request.appId],
    ['nonceStr', request.nonceStr],
    ['package', request.package],
    ['signType', request.signType],
    ['timeStamp', request.timeStamp],
  ];
  const text = fields
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return md5Hex(`${text}&key=${merchantKey}`).toUpperCase();
}

/** `prepay_id=<id>` → the id ('' when the package is not one). */
export function prepayIdOf(pkg: string): string {
  const match = /^prepay_id=([A-Za-z0-9_-]{1,64})$/.exec(pkg);
  return match ? match[1] : '';
}
