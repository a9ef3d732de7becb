/**
 * WeChat's err_msg strings turned into what a reader can act on. The JS-SDK reports failures as
 * `<api>:<reason>`; the reasons below are the ones the client really sends.
 */
export const WX_MESSAGES = {
  invalidSignature: '微信接口签名无效，请重试或重新打开页面',
  invalidDomain: '当前网址未在公众号登记，请从公众号菜单进入',
  systemDenied: '请在系统设置中允许微信使用该功能',
  notPermitted: '公众号未获得该功能的使用权限',
  notReady: '微信接口尚未就绪，请稍后重试',
  userDenied: '你已拒绝授权，请在微信设置中允许后重试',
  oldClient: '当前微信版本过低，请升级微信后重试',
  cancelled: '已取消',
  timeout: '微信接口响应超时，请重试',
  failed: '微信接口调用失败，请重试',
} as const;

/** First match wins: a more specific reason comes before any reason it contains. */
const RULES: [test: (msg: string) => boolean, message: string][] = [
  [(m) => m.includes('invalid signature'), WX_MESSAGES.invalidSignature],
  [(m) => m.includes('invalid url domain'), WX_MESSAGES.invalidDomain],
  // iOS: the phone's settings keep WeChat from the camera or location. Contains "permission denied".
  [(m) => m.includes('system permission denied'), WX_MESSAGES.systemDenied],
  [(m) => m.includes('permission denied') || m.includes('access_denied'), WX_MESSAGES.notPermitted],
  [
    (m) => m.includes('offline verifying') || m.includes('not config') || m.includes('the permission value'),
    WX_MESSAGES.notReady,
  ],
  [(m) => m.includes('auth deny') || m.includes('authorize'), WX_MESSAGES.userDenied],
  [(m) => m.includes('function not exist') || m.includes('client version is lower'), WX_MESSAGES.oldClient],
  [(m) => m.includes(':cancel'), WX_MESSAGES.cancelled],
  [(m) => m.includes('timeout'), WX_MESSAGES.timeout],
];

export function describeWxError(errMsg: string | undefined): string {
  const msg = (errMsg ?? '').toLowerCase();
  return RULES.find(([test]) => test(msg))?.[1] ?? WX_MESSAGES.failed;
}

/** True when the person cancelled (not an error to report). */
export const isWxCancel = (errMsg: string | undefined) => /:cancel\b/i.test(errMsg ?? '');
