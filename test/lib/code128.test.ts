import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BarcodeFormat, BitArray, Code128Reader, DecodeHintType } from '@zxing/library';
import { code128Values, code128Widths } from '../../src/lib/code128';

/** Reads the widths back with ZXing's Code 128 reader, as a desk scanner would. */
function decode(widths: number[]): string {
  const quiet = 10;
  const total = widths.reduce((a, b) => a + b, 0) + quiet * 2;
  const row = new BitArray(total);
  let x = quiet;
  widths.forEach((width, i) => {
    if (i % 2 === 0) for (let k = 0; k < width; k += 1) row.set(x + k);
    x += width;
  });
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]);
  return new Code128Reader().decodeRow(0, row, hints).getText();
}

const Code128 = suite('Code 128');

Code128('card numbers read back as they were written', () => {
  for (const text of ['SX100001', 'DEMO0001', 'WX000123', 'A', 'sx-100 001', '12345678', '0042', '123', '~!@#$%^&*()'])
    assert.is(decode(code128Widths(text)!), text, text);
});

Code128('the check symbol: start + Σ value × position, modulo 103', () => {
  // start B 104, P=48 J=42 J=42 1=17 2=18 3=19 C=35: 104 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 879 ≡ 55.
  assert.equal(code128Values('PJJ123C'), [104, 48, 42, 42, 17, 18, 19, 35, 55]);
});

Code128('even runs of digits use code set C (shorter)', () => {
  assert.equal(code128Values('1234'), [105, 12, 34, (105 + 12 + 34 * 2) % 103]);
  assert.ok(code128Widths('12345678')!.length < code128Widths('1234567')!.length);
});

Code128('every symbol is 11 modules wide, the stop 13', () => {
  const widths = code128Widths('SX100001')!;
  const symbols = (widths.length - 7) / 6;
  assert.is(symbols, 1 + 8 + 1);
  for (let i = 0; i < symbols; i += 1)
    assert.is(
      widths.slice(i * 6, i * 6 + 6).reduce((a, b) => a + b, 0),
      11,
    );
  assert.is(
    widths.slice(-7).reduce((a, b) => a + b, 0),
    13,
  );
});

Code128('what set B cannot hold is refused, not garbled', () => {
  for (const text of ['', '读者证', 'tab\there', 'x'.repeat(81)]) assert.is(code128Widths(text), null, text);
});

Code128.run();
