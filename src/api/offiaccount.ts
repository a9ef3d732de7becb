/** The official account's OAuth and JS-SDK signature, via the vendor platform. */
import { get, post } from './http';
import type {
  AuthorizeParams,
  CodeExchangeData,
  CodeExchangeParams,
  SignatureData,
  SignatureParams,
  UserInfoRequest,
  WechatUser,
} from './contract';
import type { Platform } from './platform';

/** `data` is the WeChat authorize URL to send the reader to. */
export const getAuthorizeUrl = (params: AuthorizeParams): Platform<string> => get('/v1/offiaccount/authorize', params);

export const exchangeCode = (params: CodeExchangeParams): Platform<CodeExchangeData> =>
  get('/v1/offiaccount/component_code_access_token', params);

export const getSignature = (params: SignatureParams): Platform<SignatureData> =>
  get('/v1/offiaccount/signature', params);

export const getUserInfo = (body: UserInfoRequest): Platform<WechatUser> =>
  post('/v1/offiaccount/snsapi_userinfo', body);
