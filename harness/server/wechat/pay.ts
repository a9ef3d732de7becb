/**
 * Emulated WeChat Pay (JSAPI). When the person pays on the client's pay sheet, the client sends
 * the page's parameters to WeChat Pay, which checks them (the official account, the paySign made
 * with the merchant key, a prepay_id it issued) and tells the merchant — the library system —
 * that the order is paid (in production: a notification to the merchant's notify_url; here the
 * library's confirmFineOrder, in-process, handed in by wechat/routes.ts). Confirming a paid order
 * again changes nothing.
 */
import type { PayConfirmRequest } from '../../bridge/protocol.js';
import { harnessConfig, isRegisteredAppid } from '../infra/config.js';
import { InputError } from '../infra/envelope.js';
import { safeEqual } from '../infra/util.js';
import { paySign, prepayIdOf } from '../infra/wxpay.js';

/** The merchant's side: marks the order with this prepay_id paid and names it (throws InputError). */
export type NotifyMerchant = (prepayid: string) => { orderid: string };

export type PayAnswer =
  | { errcode: 0; errmsg: 'ok'; orderid: string; state: 'paid' }
  | { errcode: number; errmsg: string };

const FIELDS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const;

/** The pay sheet's parameters, when every one is a short string. */
function readRequest(body: unknown): PayConfirmRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const input = body as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (typeof value !== 'string' || !value || value.length > 200) return null;
    out[field] = value;
  }
  return out as unknown as PayConfirmRequest;
}

export function confirmPayment(body: unknown, notifyMerchant: NotifyMerchant): PayAnswer {
  const request = readRequest(body);
  if (!request) return { errcode: 40003, errmsg: '支付参数不完整' };
  if (!isRegisteredAppid(request.appId)) return { errcode: 40013, errmsg: '公众号 appId 无效' };
  const prepayid = prepayIdOf(request.package);
  if (!prepayid || request.signType !== 'MD5') return { errcode: 40003, errmsg: '支付参数格式错误' };
  const expected = paySign({ ...request, signType: 'MD5' }, harnessConfig.wechatPay.merchantKey);
  if (!safeEqual(expected, request.paySign)) return { errcode: 40004, errmsg: '支付验证签名失败' };
  try {
    const order = notifyMerchant(prepayid);
    return { errcode: 0, errmsg: 'ok', orderid: order.orderid, state: 'paid' };
  } catch (error) {
    if (error instanceof InputError) return { errcode: 40005, errmsg: error.message };
    throw error;
  }
}
