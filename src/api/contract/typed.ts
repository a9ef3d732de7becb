/**
 * Input typed by hand on a phone, made forgiving: keyboards start in lower case, and people type
 * spaces and dashes between groups of digits. Shared by every screen that reads a code or a phone
 * number (barcodes, card numbers, ISBNs, transfer codes; addresses, reader info), and in the
 * contract because the vendor API reads typed input the same way.
 */

/**
 * A code typed or scanned (barcode, reader-card number, ISBN, transfer code): trimmed, inner
 * spaces removed, upper-cased (`' a1000 00004 '` → `A100000004`). Full-width letters and digits
 * from a Chinese keyboard become half-width first.
 */
export function normalizeCode(value: string | null | undefined): string {
  return toHalfWidth(String(value ?? ''))
    .replace(/\s+/g, '')
    .toUpperCase();
}

/**
 * A phone number as typed (`138 0000 1234`, `138-0000-1234`, `+86 13800001234`): spaces and
 * dashes removed, and the country code +86 / 0086 dropped before an 11-digit mobile number.
 * Anything else comes back trimmed, for the form to refuse with its rule.
 */
export function normalizePhone(value: string | null | undefined): string {
  const digits = toHalfWidth(String(value ?? '')).replace(/[\s-]+/g, '');
  const mobile = /^(?:\+86|0086)(1\d{10})$/.exec(digits);
  return mobile ? mobile[1] : digits;
}

/** A mobile number for display: `13800001234` → `138****1234`; anything else as it is. */
export function maskPhone(value: string | null | undefined): string {
  const text = String(value ?? '');
  return /^1\d{10}$/.test(text) ? `${text.slice(0, 3)}****${text.slice(-4)}` : text;
}

/** Full-width ASCII (Ａ１２, the ideographic space) as half-width. */
function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}
