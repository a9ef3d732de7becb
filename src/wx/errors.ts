/**
 * WeChat's err_msg strings turned into what a reader can act on. The JS-SDK reports failures as
 * `<api>:<reason>`; the reasons below are the ones the client really sends.
 */
export function describeWxError(errMsg: string | undefined): string {
  const msg = (errMsg ?? '').toLowerCase();
  if (msg.includes('invalid signature')) return '微信接口签名无效，请重试或重新打开页面';
  if (msg.includes('invalid url domain')) return '当前网址未在公众号登记，请从公众号菜单进入';
  if (msg.includes('permission denied') || msg.includes('access_denied')) return '公众号未获得该功能的使用权限';
  if (msg.includes('offline verifying') || msg.includes('not config') || msg.includes('the permission value')) {
    return '微信接口尚未就绪，请稍后重试';
  }
  if (msg.includes('auth deny') || msg.includes('authorize')) return '你已拒绝授权，请在微信设置中允许后重试';
  if (msg.includes('system permission denied')) return '请在系统设置中允许微信使用该功能';
  if (msg.includes(':cancel')) return '已取消';
  if (msg.includes('timeout')) return '微信接口响应超时，请重试';
  return '微信接口调用失败，请重试';
}

/** True when the person cancelled (not an error to report). */
export const isWxCancel = (errMsg: string | undefined) => /:cancel\b/i.test(errMsg ?? '');

/** WeChat OAuth error codes the platform passes through. */
export const OAUTH_ERRORS: Record<number, string> = {
  40029: '授权码无效',
  40163: '授权码已被使用',
  42001: '授权已过期',
  40001: '授权凭证无效',
  40003: '用户身份无效',
};
