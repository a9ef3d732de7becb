/** /v1/elib: the library system's readers, cards and dictionaries. */

/** Card states of the library system. */
export type CardState = 'valid' | 'lost' | 'expired' | 'cancelled';

/** A dictionary entry (rdrtype, libcode, location). */
export interface DictEntry {
  code: string;
  name: string;
  /** For location entries: the library (libcode) it belongs to. */
  libcode?: string;
  /** For reader types: 1 when it may be applied for online (在线办证); 0 at the desk only. */
  online?: 0 | 1;
  /** For reader types: 1 when the card names a guardian (少儿读者). */
  guardian?: 0 | 1;
}

export type DictKey = 'rdrtype' | 'libcode' | 'location';

/**
 * getReaderBaseInfo, getReaderByOpenid, checkReader rows. The card's password never leaves the
 * server, and the ID number comes masked.
 */
export interface ReaderBase {
  rdrno: string;
  name: string;
  /** 1 male, 2 female. */
  sex: number;
  rdrtype: string;
  rdrtypename: string;
  libcode: string;
  libname: string;
  /** The ID number masked: first 6 and last 4 characters, stars between (330106********1234). */
  idcard: string;
  phone: string;
  /** Contact details the reader may change (modifyReaderInfo); '' when none. */
  email: string;
  address: string;
  /** YYYY-MM-DD */
  startdate: string;
  enddate: string;
  state: CardState;
  /** 有效 / 挂失 / 过期 / 注销 */
  statename: string;
}

/** getReaderExtendInfo rows. */
export interface ReaderExtend {
  rdrno: string;
  /** Current loans. */
  loancount: number;
  /** How many items this card type may borrow at once. */
  loanlimit: number;
  /** Active reservations. */
  reservecount: number;
  /** Unpaid fines in cents. */
  fine: number;
  /** Current loans past their due date. */
  overduecount: number;
  /** The earliest due date among the current loans (YYYY-MM-DD); null without loans. */
  nextreturndate: string | null;
  /** Reservations ready to be collected. */
  readycount: number;
  /** Points balance. */
  points: number;
  /** Deposit in cents. */
  deposit: number;
}

export interface ElibRdrnoParams {
  rdrno: string;
  authorizer_appid?: string;
}

/** Verifies the card's password: a card locks after 5 wrong (15 min), a WeChat user has 10 wrong guesses an hour (docs/API.md rule 6). */
export interface CheckReaderParams {
  rdrno: string;
  password: string;
  /**
   * The WeChat user about to use the card: when the library system has the card bound to a
   * different openid, checkReader refuses (该读者证已绑定其他微信，请先解绑).
   */
  openid?: string;
  authorizer_appid?: string;
}

export interface BindOpenidParams {
  rdrno: string;
  openid: string;
  authorizer_appid?: string;
}

export interface ReaderByOpenidParams {
  openid: string;
  authorizer_appid?: string;
}

export interface DictParams {
  key: DictKey;
  authorizer_appid?: string;
}
