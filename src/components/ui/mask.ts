import { maskId } from '../../lib/format';

/**
 * A reader-card number for display on shared screens: 11-character values as maskId (first 6 +
 * stars + last 4); longer ones keep the first 2 and last 4 with stars between; 6 characters or
 * fewer are shown as they are (masking them would hide the whole number). null gives ''.
 */
export function maskCardNo(value: string | null | undefined): string {
  if (value == null) return '';
  const text = String(value);
  if (text.length === 11) return maskId(text);
  if (text.length <= 6) return text;
  return `${text.slice(0, 2)}${'*'.repeat(text.length - 6)}${text.slice(-4)}`;
}

/**
 * A reader's name for a screen others may see (the electronic card shown at a desk or a gate):
 * two characters keep the first (林*), longer names the first and last (林*远, 欧**锋); one
 * character is shown as it is.
 */
export function maskName(value: string | null | undefined): string {
  const chars = [...String(value ?? '')];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
