/** /v1/rdrno: reader cards bound to a WeChat user on the platform. */

/** A saved card; its password stays on the server (stored hashed). */
export interface RdrnoBinding {
  id: number;
  openid: string;
  rdrno: string;
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
  /**
   * Checked against the library system and stored hashed. Left out only for a card the library
   * system has bound to this openid (start-up's sync), or to keep the password already saved.
   */
  password?: string;
}

export interface RdrnoSelectRequest {
  rdrno: string;
  openid: string;
  authorizer_appid: string;
}

export interface RdrnoDelRequest {
  rdrno: string;
  /** Whose binding to delete: the session's WeChat user (the default when left out). */
  openid?: string;
  authorizer_appid?: string;
}
