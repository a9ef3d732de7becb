/** /v1/offiaccount: WeChat OAuth, the JS-SDK signature and the user profile. */

export interface AuthorizeParams {
  authorizer_appid: string;
  libcode: string;
  /** In-app path (and query) to come back to after authorization. Optional. */
  redirect_uri?: string;
}

export interface CodeExchangeParams {
  code: string;
  appid: string;
}

export interface CodeExchangeData {
  openid: string;
  access_token: string;
  expires_in: number;
  scope: string;
  /** Present (with errmsg) when WeChat refused the code: 40029 unknown, 40163 reused. */
  errcode?: number;
  errmsg?: string;
}

export interface SignatureParams {
  url: string;
  authorizer_appid: string;
}

export interface SignatureData {
  appId: string;
  timestamp: number;
  noncestr: string;
  signature: string;
}

export interface UserInfoRequest {
  openid: string;
  access_token: string;
  libcode: string;
  authorizer_appid: string;
}

export interface WechatUser {
  openid: string;
  nickname: string;
  headimgurl: string;
  sex: number;
  province: string;
  city: string;
  country: string;
}
