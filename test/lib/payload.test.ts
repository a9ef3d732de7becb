import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dropEmpty, isEmptyValue } from '../../src/lib/payload';

const DropEmpty = suite('dropEmpty');

DropEmpty('drops undefined, null, empty string and the string undefined', () => {
  const input = { a: undefined, b: null, c: '', d: 'undefined', e: 'x' };
  assert.equal(dropEmpty(input), { e: 'x' });
});

DropEmpty('keeps 0, false, whitespace, the string null and nested values', () => {
  const input = { zero: 0, no: false, space: ' ', text: 'null', list: [], nested: { a: '' } };
  assert.equal(dropEmpty(input), input);
});

DropEmpty('returns a new object and leaves the input alone', () => {
  const input = { rdrno: 'R001', openid: undefined as string | undefined };
  const output = dropEmpty(input);
  assert.is.not(output, input);
  assert.equal(input, { rdrno: 'R001', openid: undefined });
  assert.equal(Object.keys(output), ['rdrno']);
});

DropEmpty('gives an empty object for null and undefined', () => {
  assert.equal(dropEmpty(null), {});
  assert.equal(dropEmpty(undefined), {});
});

DropEmpty('isEmptyValue agrees with dropEmpty', () => {
  assert.ok(isEmptyValue(undefined) && isEmptyValue(null) && isEmptyValue('') && isEmptyValue('undefined'));
  assert.not.ok(isEmptyValue(0) || isEmptyValue(false) || isEmptyValue('0'));
});

DropEmpty.run();
