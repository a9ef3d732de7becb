/**
 * /v1/elib card services: apply for a card online, report it lost and cancel the report, extend
 * it, change its password and the reader's contact details, and the card's signed QR code. Every
 * call names the reader with `rdrno` (or `openid` for addReader), so the ownership rules of
 * docs/API.md apply. The input rules below are shared by the app's forms and the server's checks
 * (the server checks again; the messages are the same on both sides).
 */

/** A pattern and the Chinese message shown when a value does not match it. */
export interface InputRule {
  pattern: RegExp;
  message: string;
}

export const READER_INPUT_RULES = {
  /** 2–20 characters: Chinese, Latin letters, the middle dot of transliterated names, spaces inside. */
  name: {
    pattern: /^[\u4e00-\u9fa5A-Za-z][\u4e00-\u9fa5A-Za-z· ]{0,18}[\u4e00-\u9fa5A-Za-z]$/,
    message: '姓名须为2-20个汉字或字母',
  },
  /** A mainland mobile number: 11 digits starting 13–19. */
  phone: { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的11位手机号码' },
  /** Optional; at most 100 characters. */
  email: { pattern: /^(?=.{3,100}$)[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, message: '邮箱格式不正确' },
  /** Optional; at most 100 characters, no line breaks or control characters. */
  address: { pattern: /^\P{Cc}{1,100}$/u, message: '地址不能超过100个字，且不能换行' },
  /** A card password: 6–20 letters or digits (the default is the ID number's last six). */
  password: { pattern: /^[A-Za-z0-9]{6,20}$/, message: '密码须为6-20位字母或数字' },
} satisfies Record<string, InputRule>;

/**
 * addReader's refusals about the application itself, worded once for the form's own check and the
 * library system's (harness/server/ils/rules/cardServices.ts addReaderRefusal).
 */
export const APPLICATION_REFUSALS = {
  agreement: '请先阅读并同意《读者服务协议》',
  deskOnly: (typeName: string) => `${typeName}需到馆办理，不能在线申请`,
  guardianName: (typeName: string) => `${typeName}证请填写监护人姓名`,
  guardianNameRule: '监护人姓名须为2-20个汉字或字母',
  guardianPhone: '请输入监护人的11位手机号码',
} as const;

/** addReader: apply for a card online. The new card is bound to `openid` and selected. */
export interface AddReaderRequest {
  openid: string;
  name: string;
  /** 18 characters, checked as SPEC §5 says (three messages). */
  idcard: string;
  phone: string;
  /** A code of the rdrtype dictionary. */
  rdrtype: string;
  /** A code of the libcode dictionary: the library issuing the card. */
  libcode: string;
  /** Optional: the ID number's last six when left out. */
  password?: string;
  /** A reader type whose card names a guardian (guardian: 1, 少儿读者): the guardian's name and phone. */
  guardian?: string;
  guardianphone?: string;
  /** '1': the applicant ticked 已阅读并同意《读者服务协议》; anything else is refused. */
  agreement: string;
  authorizer_appid?: string;
}

/** lostCard, cancelLostCard, delayCard, getReaderQrcode: the card alone. */
export interface CardParams {
  rdrno: string;
  authorizer_appid?: string;
}

/** modifyPassword: the old password counts toward the lockout like checkReader's. */
export interface ModifyPasswordParams {
  rdrno: string;
  oldpassword: string;
  newpassword: string;
  authorizer_appid?: string;
}

/** modifyReaderInfo: sets all three; phone required; an email or address missing or empty is cleared. */
export interface ModifyReaderInfoRequest {
  rdrno: string;
  phone: string;
  email?: string;
  address?: string;
  authorizer_appid?: string;
}

/** getReaderQrcodeState: the code on the phone's screen. */
export interface ReaderQrcodeStateParams {
  rdrno: string;
  payload: string;
  authorizer_appid?: string;
}

/** getReaderQrcodeState rows: whether a gate has admitted that code (the app then shows a new one). */
export interface ReaderQrcodeState {
  used: boolean;
  /** When (epoch ms), or null. */
  usedat: number | null;
}

/** getReaderQrcode rows: what the electronic reader card shows. */
export interface ReaderQrcode {
  rdrno: string;
  /** The reader's name as the library has it (the app masks it on screen). */
  name: string;
  /** The QR code's text: `RC1.<rdrno>.<issued, Unix seconds>.<signature>`. */
  payload: string;
  /** When it was issued and until when a scanner accepts it (epoch ms). */
  issuedat: number;
  expiresat: number;
  /** Seconds until the app should fetch a new one. */
  refresh: number;
}
