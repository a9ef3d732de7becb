/**
 * Chinese national ID number (居民身份证号码) check, as SPEC §5 describes it.
 *
 * Layered so the reader gets the most useful message first:
 * 1. shape and region prefix        → 身份证号码不合规
 * 2. birth date on the calendar, and not in the future → 出生日期不合规
 * 3. the ISO 7064 MOD 11-2 check digit → 身份证校验码不合规
 *
 * Month 01-12 and day 01-31 are part of the shape (as in the widely used pattern); a day that
 * does not exist in that month (0230, 0229 in a common year, 0431) is a birth-date error.
 */

export interface IdCardResult {
  ok: boolean;
  message: string;
}

export const ID_CARD_MESSAGES = {
  format: '身份证号码不合规',
  birthDate: '出生日期不合规',
  checkDigit: '身份证校验码不合规',
  ok: '校验通过',
} as const;

/** Province-level region codes (the first two digits). */
const PROVINCE_CODES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
]);

const ID_PATTERN = /^(\d{2})\d{4}(19\d{2}|2\d{3})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character (0-9 or upper-case X) for the first 17 digits of an ID. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * CHECK_WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function isRealBirthDate(year: number, month: number, day: number, today: Date): boolean {
  const date = new Date(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  if (!exists) return false;
  // Compare calendar days only: someone born today is valid.
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() <= startOfToday.getTime();
}

/**
 * Checks an 18-character ID number. A lower-case x check digit is accepted.
 * `today` (local calendar day) decides what counts as a future birth date.
 */
export function checkIdCard(id: string, today: Date = new Date()): IdCardResult {
  const match = typeof id === 'string' ? ID_PATTERN.exec(id) : null;
  if (!match || !PROVINCE_CODES.has(match[1])) {
    return { ok: false, message: ID_CARD_MESSAGES.format };
  }
  const [, , year, month, day] = match;
  if (!isRealBirthDate(Number(year), Number(month), Number(day), today)) {
    return { ok: false, message: ID_CARD_MESSAGES.birthDate };
  }
  if (idCardCheckChar(id) !== id[17].toUpperCase()) {
    return { ok: false, message: ID_CARD_MESSAGES.checkDigit };
  }
  return { ok: true, message: ID_CARD_MESSAGES.ok };
}
