/** /v1/rdrno: reader cards bound to a WeChat user on the platform. */

export interface RdrnoBinding {
  id: number;
  openid: string;
  rdrno: string;
  password: string;
  libcode: string;
  remark: string;
  /** 1 when this is the selected (active) card. */
  select: number;
}

export interface RdrnoListParams {
  openid: string;
  authorizer_appid: string;
}

export interface RdrnoSaveRequest {
  openid: string;
  rdrno: string;
  libcode: string;
  remark: string;
  authorizer_appid: string;
  password: string;
}

export interface RdrnoSelectRequest {
  rdrno: string;
  openid: string;
  authorizer_appid: string;
}

export interface RdrnoDelRequest {
  rdrno: string;
  /** Whose binding to delete; the platform scopes bindings per openid. */
  openid: string;
  authorizer_appid?: string;
}
