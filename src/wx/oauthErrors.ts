/** WeChat OAuth error codes the platform passes through. */
export const OAUTH_ERRORS: Record<number, string> = {
  40029: '授权码无效',
  40163: '授权码已被使用',
  42001: '授权已过期',
  40001: '授权凭证无效',
  40003: '用户身份无效',
};
