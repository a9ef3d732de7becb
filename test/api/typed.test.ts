import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { maskPhone, normalizeCode, normalizePhone } from '../../src/api/contract/typed';

test('normalizeCode trims, drops inner spaces and upper-cases', () => {
  assert.is(normalizeCode(' a1000 00004 '), 'A100000004');
  assert.is(normalizeCode('demo0001'), 'DEMO0001');
  assert.is(normalizeCode('978-7-02-000220-7'), '978-7-02-000220-7');
  assert.is(normalizeCode('９７８７０２'), '978702');
  assert.is(normalizeCode('ａ１'), 'A1');
  assert.is(normalizeCode(null), '');
});

test('normalizePhone removes spaces, dashes and the country code', () => {
  assert.is(normalizePhone('138 0000 1234'), '13800001234');
  assert.is(normalizePhone('138-0000-1234'), '13800001234');
  assert.is(normalizePhone('+86 138 0000 1234'), '13800001234');
  assert.is(normalizePhone('0086-13800001234'), '13800001234');
  assert.is(normalizePhone('010-6552 9999'), '01065529999');
  assert.is(normalizePhone(undefined), '');
});

test('maskPhone keeps the first 3 and last 4 digits of a mobile number', () => {
  assert.is(maskPhone('13800001234'), '138****1234');
  assert.is(maskPhone('01065529999'), '01065529999');
  assert.is(maskPhone(''), '');
});

test.run();
