/**
 * chooseWXPay (native getBrandWCPayRequest) after the person paid on the pay sheet: the client
 * hands the page's parameters to WeChat Pay (`WX_PAY.confirm`), which confirms the payment to the
 * merchant server to server. Only then does the page hear `ok`; a refusal (a bad paySign, an
 * unknown or closed order) is `fail` with WeChat Pay's reason, and nothing was paid.
 */
import { type PayConfirmRequest, WX_PAY } from './protocol.js';
import type { Reply } from './replies.js';

const PREFIX = 'get_brand_wcpay_request';

/** The pay request as the SDK passed it (timeStamp, nonceStr, package, signType, paySign). */
function requestOf(args: Record<string, unknown>, appId: string): PayConfirmRequest {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  return {
    appId,
    timeStamp: text(args.timeStamp),
    nonceStr: text(args.nonceStr),
    package: text(args.package),
    signType: text(args.signType),
    paySign: text(args.paySign),
  };
}

export async function payOnWechat(args: Record<string, unknown>, appId: string): Promise<Reply> {
  try {
    const response = await fetch(WX_PAY.confirm, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(requestOf(args, appId)),
    });
    const body = (await response.json()) as { errcode?: number; errmsg?: string };
    if (body.errcode === 0) return { err_msg: `${PREFIX}:ok` };
    return { err_msg: `${PREFIX}:fail ${body.errmsg ?? ''}`.trim() };
  } catch {
    // WeChat Pay could not be reached: the client reports a failed payment.
    return { err_msg: `${PREFIX}:fail` };
  }
}
