import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDistance, formatMoney, maskId, metresToKm } from '../../src/lib/format';

const Mask = suite('maskId');

Mask('keeps the first 6 and last 4 of an 11-character value', () => {
  assert.is(maskId('13812345678'), '138123*5678');
  assert.is(maskId('A1B2C3D4E5F'), 'A1B2C3*4E5F');
});

Mask('returns other lengths unchanged', () => {
  assert.is(maskId('1234567890'), '1234567890');
  assert.is(maskId('123456789012'), '123456789012');
  assert.is(maskId('11010519491231002X'), '11010519491231002X');
  assert.is(maskId(''), '');
});

Mask('gives an empty string for null and undefined', () => {
  assert.is(maskId(null), '');
  assert.is(maskId(undefined), '');
});

Mask.run();

// ---

const Km = suite('metresToKm / formatDistance');

Km('converts metres to kilometres with 2 decimals', () => {
  assert.is(metresToKm(1234), '1.23');
  assert.is(metresToKm(500), '0.50');
  assert.is(metresToKm(0), '0.00');
  assert.is(metresToKm(12345678), '12345.68');
});

Km('formatDistance: km with 2 decimals, and <10m rather than 0.00km', () => {
  assert.is(formatDistance(1234), '1.23km');
  assert.is(formatDistance(350), '0.35km');
  assert.is(formatDistance(10), '0.01km');
  assert.is(formatDistance(9.9), '<10m');
  assert.is(formatDistance(0), '<10m');
  assert.is(formatDistance('abc'), '');
});

Km('rounds half up without binary artefacts', () => {
  assert.is(metresToKm(1005), '1.01');
  assert.is(metresToKm(1235), '1.24');
  assert.is(metresToKm(1004.9), '1.00');
});

Km('reads numeric strings', () => {
  assert.is(metresToKm('1234'), '1.23');
  assert.is(metresToKm(' 2500.4 '), '2.50');
});

Km('gives an empty string for unreadable input', () => {
  for (const bad of ['', '  ', 'abc', null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
    assert.is(metresToKm(bad as never), '', String(bad));
    assert.is(formatDistance(bad as never), '', String(bad));
  }
});

Km('formatDistance adds the km unit', () => {
  assert.is(formatDistance(1234), '1.23km');
  assert.is(formatDistance('80'), '0.08km');
});

Km.run();

// ---

const Money = suite('formatMoney');

Money('shows cents as yuan with ¥ and 2 decimals', () => {
  assert.is(formatMoney(1234), '¥12.34');
  assert.is(formatMoney(5), '¥0.05');
  assert.is(formatMoney(100000), '¥1000.00');
});

Money('shows zero', () => {
  assert.is(formatMoney(0), '¥0.00');
  assert.is(formatMoney('0'), '¥0.00');
});

Money('puts the minus before the sign', () => {
  assert.is(formatMoney(-1234), '-¥12.34');
  assert.is(formatMoney('-50'), '-¥0.50');
});

Money('does not show a minus on an amount that rounds to zero', () => {
  assert.is(formatMoney(-0.4), '¥0.00');
  assert.is(formatMoney(-0), '¥0.00');
});

Money('reads numeric strings', () => {
  assert.is(formatMoney('1234'), '¥12.34');
  assert.is(formatMoney('99'), '¥0.99');
});

Money('shows unreadable input as zero', () => {
  for (const bad of ['', 'abc', null, undefined, Number.NaN]) {
    assert.is(formatMoney(bad as never), '¥0.00', String(bad));
  }
});

Money('accepts another sign and number of decimals', () => {
  assert.is(formatMoney(1234, { sign: '$' }), '$12.34');
  assert.is(formatMoney(1234, { sign: '' }), '12.34');
  assert.is(formatMoney(1250, { decimals: 0 }), '¥13');
  assert.is(formatMoney(1235, { decimals: 1 }), '¥12.4');
  assert.is(formatMoney(1234, { decimals: 3 }), '¥12.340');
  assert.is(formatMoney(-1234, { sign: '元', decimals: 1 }), '-元12.3');
});

Money.run();
