/** /v1/auth: the client logs in for a bearer token. */

export interface LoginRequest {
  nsk: string;
  psk: string;
  /** 14 random characters. */
  noncestr: string;
  /** Unix seconds, as a string. The server accepts a window of ±300 s. */
  timestamp: string;
  /** MD5 (upper-case hex) of `noncestr=..&nsk=..&psk=..&timestamp=..&key=<sign key>`. */
  sign: string;
}

/** The library record handed out at login (stored as cookie `elibrary` and in localStorage). */
export interface ElibraryRecord {
  id: number;
  name: string;
  libcode: string;
}

export interface LoginData {
  token: string;
  elibrary: ElibraryRecord;
  wechat: { authorizer_appid: string };
}
