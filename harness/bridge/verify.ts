/**
 * wx.config as the client checks it (native `preVerifyJSAPI`): the harness server verifies the
 * signature against the URL this device signs — iOS the landing URL, Android the current one —
 * and the signature's freshness, and explains a refusal for the log.
 */
import { type Device, pageUrl } from './device.js';

export interface ConfigState {
  /** 0 not configured, 1 ok, -1 failed. */
  state: 0 | 1 | -1;
  appId: string;
  jsApiList: string[];
  openTagList: string[];
  errMsg: string;
  /** The URL the client checked the signature against (iOS landing, Android current). */
  signedUrl: string;
  /** Why the last wx.config failed (Chinese, for the log), or ''. */
  explain: string;
}

export const emptyConfig = (): ConfigState => ({
  state: 0,
  appId: '',
  jsApiList: [],
  openTagList: [],
  errMsg: '',
  signedUrl: '',
  explain: '',
});

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

interface VerifyAnswer {
  errMsg?: string;
  explain?: string;
}

/** Runs the client's check and updates `config`; resolves with the client's err_msg. */
export async function verifyConfig(
  config: ConfigState,
  device: Device,
  landingUrl: string,
  args: Record<string, unknown>,
): Promise<string> {
  const current = pageUrl();
  const url = device === 'ios' ? landingUrl : current;
  const body = {
    appId: args.verifyAppId,
    timestamp: args.verifyTimestamp,
    nonceStr: args.verifyNonceStr,
    signature: args.verifySignature,
    url,
    jsApiList: strings(args.verifyJsApiList),
    openTagList: strings(args.verifyOpenTagList),
    device,
    // The URL the other rule would have checked: lets the server tell a wrong-URL signature apart.
    alternateUrl: device === 'ios' ? current : landingUrl,
  };
  let answer: VerifyAnswer = {};
  try {
    const response = await fetch('/__wx/jsapi/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    answer = (await response.json()) as VerifyAnswer;
  } catch {
    answer = { explain: '连不上模拟服务器，无法校验签名' };
  }
  const errMsg = answer.errMsg || 'config:fail';
  const ok = errMsg === 'config:ok';
  Object.assign(config, {
    state: ok ? 1 : -1,
    appId: ok ? String(args.verifyAppId ?? '') : '',
    jsApiList: ok ? body.jsApiList : [],
    openTagList: ok ? body.openTagList : [],
    errMsg,
    signedUrl: url,
    explain: ok ? '' : (answer.explain ?? ''),
  });
  return errMsg;
}
