/**
 * The card forms' checks, before anything is sent (the library system checks again, with the same
 * messages: READER_INPUT_RULES in the contract, SPEC §5 for the ID number). Each returns '' or the
 * first problem, in the order the fields appear.
 */
import type { DictEntry, ReaderBase } from '../../api/contract';
import { APPLICATION_REFUSALS, READER_INPUT_RULES as RULES } from '../../api/contract/cards';
import { checkIdCard } from '../../lib/idcard';

export interface ApplicationForm {
  name: string;
  idcard: string;
  phone: string;
  rdrtype: string;
  libcode: string;
  password: string;
  /** A child's card (the type's `guardian`): the guardian's name and phone. */
  guardian: string;
  guardianphone: string;
  /** '1' once the applicant ticked 已阅读并同意《读者服务协议》. */
  agreement: string;
}

/** What the form says first is wrong ('' when nothing); `type` is the reader type chosen. */
export function applicationProblem(form: ApplicationForm, type?: DictEntry, today = new Date()): string {
  if (!form.name) return '请输入姓名';
  if (!RULES.name.pattern.test(form.name)) return RULES.name.message;
  if (!form.idcard) return '请输入身份证号码';
  const id = checkIdCard(form.idcard, today);
  if (!id.ok) return id.message;
  if (!form.phone) return '请输入手机号码';
  if (!RULES.phone.pattern.test(form.phone)) return RULES.phone.message;
  if (!form.rdrtype || !type) return '请选择读者类型';
  if (!form.libcode) return '请选择办证馆';
  if (form.password && !RULES.password.pattern.test(form.password)) return RULES.password.message;
  if (type.guardian === 1) {
    if (!form.guardian) return APPLICATION_REFUSALS.guardianName(type.name);
    if (!RULES.name.pattern.test(form.guardian)) return APPLICATION_REFUSALS.guardianNameRule;
    if (!RULES.phone.pattern.test(form.guardianphone)) return APPLICATION_REFUSALS.guardianPhone;
  }
  if (form.agreement !== '1') return APPLICATION_REFUSALS.agreement;
  return '';
}

export interface ContactForm {
  phone: string;
  email: string;
  address: string;
}

export function contactProblem(form: ContactForm): string {
  if (!form.phone) return '请输入手机号码';
  if (!RULES.phone.pattern.test(form.phone)) return RULES.phone.message;
  if (form.email && !RULES.email.pattern.test(form.email)) return RULES.email.message;
  if (form.address && !RULES.address.pattern.test(form.address)) return RULES.address.message;
  return '';
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

export function passwordProblem(form: PasswordForm): string {
  if (!form.oldPassword) return '请输入原密码';
  if (!form.newPassword) return '请输入新密码';
  if (!RULES.password.pattern.test(form.newPassword)) return RULES.password.message;
  if (form.newPassword === form.oldPassword) return '新密码不能与原密码相同';
  if (form.repeat !== form.newPassword) return '两次输入的新密码不一致';
  return '';
}

/** The library's card rules as the detail page offers them (the server decides). */
export const DELAY_WINDOW_DAYS = 30;

export interface CardOffers {
  lost: boolean;
  cancelLost: boolean;
  /** 延期 is offered: a valid card near its end date, or an expired one (the library decides). */
  delay: boolean;
  /** Beside 延期: when a valid card can be extended, or what 延期 does for an expired one. */
  delayHint: string;
}

/** Whole days from `today` (a Date, local) to `date` (YYYY-MM-DD). */
export function daysUntil(date: string, today = new Date()): number {
  const [y, m, d] = date.split('-').map(Number);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(y, m - 1, d) - start) / 86_400_000);
}

export function cardOffers(card: ReaderBase, today = new Date()): CardOffers {
  const valid = card.state === 'valid';
  const daysLeft = card.enddate ? daysUntil(card.enddate, today) : Number.POSITIVE_INFINITY;
  const inWindow = daysLeft <= DELAY_WINDOW_DAYS;
  if (card.state === 'expired') {
    return {
      lost: false,
      cancelLost: false,
      delay: true,
      delayHint: `读者证已于${card.enddate}到期，延期后自今日起有效一年`,
    };
  }
  return {
    lost: valid,
    cancelLost: card.state === 'lost',
    delay: valid && inWindow,
    delayHint: valid && !inWindow ? `到期前${DELAY_WINDOW_DAYS}天内可申请延期` : '',
  };
}
