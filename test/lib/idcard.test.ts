import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkIdCard } from '../../src/lib/idcard';

const TODAY = new Date(2024, 5, 15); // 15 June 2024, local time

/** ISO 7064 MOD 11-2 written the other common way, to check the fixtures independently. */
function expectedCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

const VALID = [
  '11010519491231002X',
  '110105194912310011',
  '440304200002291236', // 29 Feb in a leap year
  '320102199003075678',
  '910000202401010008',
  '110105200002290013',
];

const Fixtures = suite('idcard fixtures');

Fixtures('every valid fixture carries its real check digit', () => {
  for (const id of VALID) assert.is(id[17], expectedCheckChar(id.slice(0, 17)), id);
});

Fixtures.run();

// ---

const Valid = suite('checkIdCard valid');

Valid('accepts valid numbers with 校验通过', () => {
  for (const id of VALID) assert.equal(checkIdCard(id, TODAY), { ok: true, message: '校验通过' }, id);
});

Valid('accepts a lower-case x check digit', () => {
  assert.equal(checkIdCard('11010519491231002x', TODAY), { ok: true, message: '校验通过' });
});

Valid('accepts a birth date equal to today', () => {
  const id17 = '11010520240615123';
  assert.ok(checkIdCard(id17 + expectedCheckChar(id17), TODAY).ok);
});

Valid('defaults today to the current date', () => {
  assert.ok(checkIdCard('11010519491231002X').ok);
});

Valid.run();

// ---

const Format = suite('checkIdCard format');

Format('rejects wrong lengths', () => {
  for (const id of ['', '11010519491231002', '11010519491231002X1', '110105491231002']) {
    assert.equal(checkIdCard(id, TODAY), { ok: false, message: '身份证号码不合规' }, id);
  }
});

Format('rejects a region prefix outside the province list', () => {
  for (const prefix of ['00', '10', '16', '24', '30', '39', '47', '55', '66', '70', '80', '83', '90', '99']) {
    const id17 = `${prefix}010519491231002`;
    assert.is(checkIdCard(id17 + expectedCheckChar(id17), TODAY).message, '身份证号码不合规', prefix);
  }
});

Format('rejects birth years outside 19xx and 2xxx', () => {
  const id17 = '11010518991231002';
  assert.is(checkIdCard(id17 + expectedCheckChar(id17), TODAY).message, '身份证号码不合规');
});

Format('rejects month 00 or 13 and day 00 or 32', () => {
  for (const date of ['0012', '1312', '1200', '1232']) {
    const id17 = `1101051949${date}002`;
    assert.is(checkIdCard(id17 + expectedCheckChar(id17), TODAY).message, '身份证号码不合规', date);
  }
});

Format('rejects letters and a check character other than a digit or X', () => {
  assert.is(checkIdCard('11010519491231002Y', TODAY).message, '身份证号码不合规');
  assert.is(checkIdCard('1101051949123100AX', TODAY).message, '身份证号码不合规');
  assert.is(checkIdCard(' 11010519491231002X', TODAY).message, '身份证号码不合规');
});

Format.run();

// ---

const BirthDate = suite('checkIdCard birth date');

BirthDate('rejects a birth date in the future', () => {
  for (const date of ['20240616', '20250101', '29991231']) {
    const id17 = `110105${date}001`;
    assert.equal(checkIdCard(id17 + expectedCheckChar(id17), TODAY), { ok: false, message: '出生日期不合规' }, date);
  }
});

BirthDate('rejects days that do not exist', () => {
  // 30 Feb, 29 Feb of 1949 and of 1900 (not leap), 31 April, 31 June.
  for (const date of ['19490230', '19490229', '19000229', '19490431', '19490631']) {
    const id17 = `110105${date}001`;
    assert.is(checkIdCard(id17 + expectedCheckChar(id17), TODAY).message, '出生日期不合规', date);
  }
});

BirthDate.run();

// ---

const CheckDigit = suite('checkIdCard check digit');

CheckDigit('rejects a wrong check digit', () => {
  // Same first 17 digits as 11010519491231002X, so X is due here.
  assert.equal(checkIdCard('110105194912310021', TODAY), { ok: false, message: '身份证校验码不合规' });
  assert.is(checkIdCard('110105194912310020', TODAY).message, '身份证校验码不合规');
});

CheckDigit('rejects an X where a digit is due, and a digit where X is due', () => {
  assert.is(checkIdCard('11010519491231001X', TODAY).message, '身份证校验码不合规');
  assert.is(checkIdCard('110105194912310029', TODAY).message, '身份证校验码不合规');
});

CheckDigit.run();
