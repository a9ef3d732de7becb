/** The official account's OAuth and JS-SDK signature, via the vendor platform. */
import { get, post } from './http';
import type { AuthorizeParams, CodeExchangeParams, SignatureParams, UserInfoRequest } from './contract';

/** `data` is the WeChat authorize URL to send the reader to. */
export const getAuthorizeUrl = (params: AuthorizeParams) => get('/v1/offiaccount/authorize', params);

export const exchangeCode = (params: CodeExchangeParams) => get('/v1/offiaccount/component_code_access_token', params);

export const getSignature = (params: SignatureParams) => get('/v1/offiaccount/signature', params);

export const getUserInfo = (body: UserInfoRequest) => post('/v1/offiaccount/snsapi_userinfo', body);
