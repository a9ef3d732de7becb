import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { maskCardNo } from '../../src/components/ui/mask';

const Mask = suite('maskCardNo');

Mask('11 characters: first 6, stars, last 4 (maskId)', () => {
  assert.is(maskCardNo('13812345678'), '138123*5678');
});

Mask('other lengths over 6: first 2, stars, last 4', () => {
  assert.is(maskCardNo('R1234567'), 'R1**4567');
  assert.is(maskCardNo('440100123456789'), '44*********6789');
  assert.is(maskCardNo('1234567'), '12*4567');
});

Mask('6 characters or fewer are unchanged; null gives empty', () => {
  assert.is(maskCardNo('123456'), '123456');
  assert.is(maskCardNo('A1'), 'A1');
  assert.is(maskCardNo(''), '');
  assert.is(maskCardNo(null), '');
  assert.is(maskCardNo(undefined), '');
});

Mask.run();
