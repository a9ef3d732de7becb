/** ID numbers for tests: valid ones built with the app's check character, and one of each kind of bad one. */
import { idCardCheckChar } from '../../src/lib/idcard';

/** A valid ID number: region, birth date (YYYYMMDD), sequence; the check character computed. */
export const validId = (birth = '19900307', seq = '123', region = '330106') =>
  `${region}${birth}${seq}${idCardCheckChar(`${region}${birth}${seq}`)}`;

/** The same number with a wrong check character. */
export const wrongCheckDigit = (id: string) => `${id.slice(0, 17)}${id.endsWith('0') ? '1' : '0'}`;

/** One ID number for each of SPEC §5's three messages. */
export const BAD_IDS: [id: string, message: string][] = [
  ['33010619900307', '身份证号码不合规'],
  [validId('19900230'), '出生日期不合规'],
  [wrongCheckDigit(validId()), '身份证校验码不合规'],
];
