/**
 * Display helpers for ids, distances and money. None of them throws; each documents what it
 * shows for input it cannot read.
 */

/**
 * Masks an 11-character id (a phone number, a short card number) as first 6 + stars + last 4,
 * e.g. `13812345678` → `138123*5678`. Values of any other length are returned unchanged;
 * null and undefined give ''.
 */
export function maskId(value: string | null | undefined): string {
  if (value == null) return '';
  const text = String(value);
  if (text.length !== 11) return text;
  return `${text.slice(0, 6)}${'*'.repeat(text.length - 10)}${text.slice(-4)}`;
}

/** Reads a number from a number or numeric string; '', null, NaN and Infinity give null. */
function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * `value` rounded half away from zero to `decimals` places. Scaling through the decimal
 * exponent avoids binary artefacts (1.005 → '1.01', where toFixed alone gives '1.00').
 */
function toFixedHalfUp(value: number, decimals: number): string {
  const abs = Math.abs(value);
  const scaled = Number(`${abs}e${decimals}`);
  const units = Math.round(Number.isFinite(scaled) ? scaled : abs * 10 ** decimals);
  const text = (units / 10 ** decimals).toFixed(decimals);
  return value < 0 && units !== 0 ? `-${text}` : text;
}

/**
 * Metres as kilometres with 2 decimals and no unit: 1234 → '1.23', '500' → '0.50'.
 * Input that is not a number ('', null, 'abc') gives '' so an unknown distance is not shown
 * as 0.
 */
export function metresToKm(metres: number | string | null | undefined): string {
  const value = toFiniteNumber(metres);
  return value === null ? '' : toFixedHalfUp(value / 1000, 2);
}

/**
 * Metres for display with the unit, in km with 2 decimals as SPEC says (1234 → '1.23km'), except
 * under 10 m, which reads '<10m' rather than '0.00km'; unreadable input gives ''.
 */
export function formatDistance(metres: number | string | null | undefined): string {
  const km = metresToKm(metres);
  if (km === '') return '';
  return Number(metres) < 10 ? '<10m' : `${km}km`;
}

export interface MoneyOptions {
  /** Currency sign, default ¥. */
  sign?: string;
  /** Decimal places, default 2 (clamped to 0..10). */
  decimals?: number;
}

/**
 * Cents (prices are stored in cents, SPEC §9) for display: 1234 → '¥12.34', -1234 → '-¥12.34',
 * '99' → '¥0.99'. Unreadable input shows as zero ('¥0.00').
 */
export function formatMoney(cents: number | string | null | undefined, opts: MoneyOptions = {}): string {
  const sign = opts.sign ?? '¥';
  const decimals = Math.min(10, Math.max(0, Math.floor(opts.decimals ?? 2)));
  const value = toFiniteNumber(cents) ?? 0;
  const amount = toFixedHalfUp(value / 100, decimals);
  return amount.startsWith('-') ? `-${sign}${amount.slice(1)}` : `${sign}${amount}`;
}
