import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transferCodeOf } from '../../src/api/contract/transfer';
import { isIsbn13, parseScanResult } from '../../src/wx/scan';

const Scan = suite('scan results in every shape the client sends');

const ios = (scanResult: unknown, scanType = 'qrcode') =>
  JSON.stringify({ scan_code: { scan_result: scanResult, scan_type: scanType } });

Scan('a QR code is its text, whatever it holds', () => {
  assert.equal(parseScanResult('DEMO0001'), { text: 'DEMO0001', format: 'QR_CODE', barcode: false, isbn: null });
  assert.equal(
    parseScanResult('https://lib.example.cn/card?no=SX100001&a=1,2').text,
    'https://lib.example.cn/card?no=SX100001&a=1,2',
  );
  // Upper-case text before a comma is not a format unless WeChat names one.
  assert.equal(parseScanResult('SX100001,王建国'), {
    text: 'SX100001,王建国',
    format: 'QR_CODE',
    barcode: false,
    isbn: null,
  });
  assert.equal(
    parseScanResult('{"rdrno":"SX100001"}').text,
    '{"rdrno":"SX100001"}',
    'JSON that is not the iOS wrapper',
  );
  assert.equal(parseScanResult('{not json').text, '{not json');
});

Scan('a barcode loses its format prefix and says which it was', () => {
  assert.equal(parseScanResult('EAN_13,9787020002207'), {
    text: '9787020002207',
    format: 'EAN_13',
    barcode: true,
    isbn: '9787020002207',
  });
  assert.equal(parseScanResult('EAN_8,12345670'), { text: '12345670', format: 'EAN_8', barcode: true, isbn: null });
  assert.equal(parseScanResult('CODE_128,A100000001'), {
    text: 'A100000001',
    format: 'CODE_128',
    barcode: true,
    isbn: null,
  });
  assert.equal(parseScanResult('CODE_39,SX100001'), { text: 'SX100001', format: 'CODE_39', barcode: true, isbn: null });
  assert.equal(parseScanResult('QR_CODE,DEMO0001'), {
    text: 'DEMO0001',
    format: 'QR_CODE',
    barcode: false,
    isbn: null,
  });
  assert.equal(parseScanResult('CODE_128,A,B').text, 'A,B', 'only the first comma is the prefix');
});

Scan("iOS's JSON wrapper, with or without a prefix inside", () => {
  assert.equal(parseScanResult(ios('EAN_13,9787020002207', 'barcode')), {
    text: '9787020002207',
    format: 'EAN_13',
    barcode: true,
    isbn: '9787020002207',
  });
  assert.equal(parseScanResult(ios('DEMO0001')), { text: 'DEMO0001', format: 'QR_CODE', barcode: false, isbn: null });
  assert.equal(parseScanResult(ios('CODE_128,A100000001', 'barcode')).text, 'A100000001');
  assert.equal(parseScanResult(ios('{"a":1}')).text, '{"a":1}', 'a QR code holding JSON, wrapped');
  assert.equal(parseScanResult(ios(null)).text, '');
  assert.equal(
    parseScanResult(JSON.stringify({ scan_code: { scan_type: 'qrcode' } })).text,
    JSON.stringify({ scan_code: { scan_type: 'qrcode' } }),
  );
});

Scan('whitespace around the text or the wrapper is dropped; nothing is an empty text', () => {
  assert.is(parseScanResult('  EAN_13,9787020002207\n').text, '9787020002207');
  assert.is(parseScanResult(`\n${ios(' DEMO0001 ')}`).text, 'DEMO0001');
  assert.equal(parseScanResult(undefined), { text: '', format: 'QR_CODE', barcode: false, isbn: null });
  assert.is(parseScanResult(null).text, '');
  assert.is(parseScanResult('').text, '');
  assert.is(parseScanResult(9787020002207).text, '9787020002207');
});

Scan('an ISBN is recognised from an EAN-13 or a bare 13-digit text, never from another barcode', () => {
  assert.is(parseScanResult('9787536692930').isbn, '9787536692930');
  assert.is(parseScanResult('EAN_13,9791234567896').isbn, '9791234567896');
  assert.is(parseScanResult('EAN_13,6901234567892').isbn, null, 'a grocery EAN-13');
  assert.is(parseScanResult('EAN_13,9787020002208').isbn, null, 'wrong check digit');
  assert.is(parseScanResult('CODE_128,9787020002207').isbn, null);
});

Scan('isIsbn13', () => {
  for (const isbn of ['9787020002207', '9787536692930', '9780306406157']) assert.ok(isIsbn13(isbn), isbn);
  for (const text of ['9780306406158', '978030640615', '97803064061570', '978-0306406157', '1234567890123'])
    assert.not.ok(isIsbn13(text), text);
});

Scan('a transfer code is recognised in every shape, and nothing else is one', () => {
  const code = 'ZEQZSR34BWC5';
  for (const raw of [
    `LIBTRANSFER:${code}`,
    ` LIBTRANSFER:${code}\n`,
    ios(`LIBTRANSFER:${code}`),
    `QR_CODE,LIBTRANSFER:${code}`,
  ]) {
    assert.is(transferCodeOf(parseScanResult(raw).text), code, raw);
  }
  for (const raw of [
    code,
    `CODE_128,${code}`,
    `LIBTRANSFER:${code.toLowerCase()}`,
    `LIBTRANSFER:${code}0`,
    'LIBTRANSFER:ZEQZSR34BWC0',
    'libtransfer:ZEQZSR34BWC5',
    'https://example.com/switch?code=ZEQZSR34BWC5',
  ]) {
    assert.is(transferCodeOf(parseScanResult(raw).text), null, raw);
  }
});

Scan.run();
