/**
 * What `scanQRCode` (needResult: 1) hands back in `resultStr`, in every shape the client sends:
 * a QR code's text as it is; a barcode as `<FORMAT>,<text>` (`EAN_13,9787…`, `CODE_128,A1…`);
 * on iOS possibly wrapped as JSON, `{"scan_code":{"scan_result":"…","scan_type":"…"}}` (the SDK
 * unwraps it, a page that talks to the bridge itself does not). Borrowing, transfer and ISBN
 * search all read a scan through `parseScanResult`.
 */

/** The code formats WeChat names in a barcode's prefix (ZXing's names). */
export const BARCODE_FORMATS = [
  'EAN_13',
  'EAN_8',
  'UPC_A',
  'UPC_E',
  'UPC_EAN_EXTENSION',
  'CODE_128',
  'CODE_39',
  'CODE_93',
  'CODABAR',
  'ITF',
  'RSS_14',
  'RSS_EXPANDED',
  'DATA_MATRIX',
  'PDF_417',
  'AZTEC',
  'MAXICODE',
  'QR_CODE',
] as const;

export type ScanFormat = (typeof BARCODE_FORMATS)[number];

export interface ScanResult {
  /** The code's content, without the client's format prefix or surrounding whitespace. */
  text: string;
  /** The prefix's format; a QR code has none and reads as QR_CODE. */
  format: ScanFormat;
  /** A one-dimensional barcode (a book's or a card's), not a QR code. */
  barcode: boolean;
  /** The ISBN-13 when the code is a book's EAN-13 (978 / 979, valid check digit), else null. */
  isbn: string | null;
}

const PREFIX = new RegExp(`^(${BARCODE_FORMATS.join('|')}),`);
const TWO_DIMENSIONAL: ScanFormat[] = ['QR_CODE', 'DATA_MATRIX', 'PDF_417', 'AZTEC', 'MAXICODE'];

/** iOS's JSON wrapper, if `raw` is one; anything else (a QR code holding JSON too) stays as it is. */
function unwrap(raw: string): string {
  if (!raw.startsWith('{')) return raw;
  try {
    const code = (JSON.parse(raw) as { scan_code?: { scan_result?: unknown } } | null)?.scan_code;
    if (code && typeof code === 'object' && 'scan_result' in code)
      return code.scan_result == null ? '' : String(code.scan_result);
  } catch {
    // Not JSON after all: a QR code's text.
  }
  return raw;
}

/** 13 digits, 978 or 979, and the EAN-13 check digit right. */
export function isIsbn13(text: string): boolean {
  if (!/^97[89]\d{10}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

export function parseScanResult(resultStr: unknown): ScanResult {
  const inner = unwrap(resultStr == null ? '' : String(resultStr).trim()).trim();
  const match = PREFIX.exec(inner);
  const format: ScanFormat = match ? (match[1] as ScanFormat) : 'QR_CODE';
  const text = (match ? inner.slice(match[0].length) : inner).trim();
  const barcode = !TWO_DIMENSIONAL.includes(format);
  const isbn = (format === 'EAN_13' || !match) && isIsbn13(text) ? text : null;
  return { text, format, barcode, isbn };
}
