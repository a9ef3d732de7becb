/** ISBN-13 check digits and a per-publisher allocator that never hands out a number twice. */
import { PUBLISHERS } from './data/publishers.js';
import type { Rng } from './catalogue-random.js';

/** The 13th digit of an ISBN-13 whose first 12 digits are given. */
export function isbn13CheckDigit(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`ISBN-13 check digit needs 12 digits, got "${first12}"`);
  let total = 0;
  for (let i = 0; i < 12; i++) total += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (total % 10)) % 10);
}

interface PrefixState {
  cap: number;
  start: number;
  stride: number;
  used: number;
}

/**
 * Title numbers under each registrant code are walked in a scrambled but collision-free order:
 * start + k * stride (mod 10^digits) with a stride coprime to 10.
 */
export class IsbnAllocator {
  private readonly prefixes = new Map<string, PrefixState>();

  constructor(private readonly rng: Rng) {}

  /** An unused ISBN of `publisher`, or null when all its registrant codes are used up. */
  take(publisher: string): string | null {
    const codes = PUBLISHERS[publisher];
    if (!codes) throw new Error(`unknown publisher ${publisher}`);
    for (const code of codes) {
      const state = this.state(code);
      if (state.used >= state.cap) continue;
      const item = (state.start + state.used * state.stride) % state.cap;
      state.used++;
      const digits = 8 - code.length;
      const first12 = `9787${code}${String(item).padStart(digits, '0')}`;
      return first12 + isbn13CheckDigit(first12);
    }
    return null;
  }

  private state(code: string): PrefixState {
    let state = this.prefixes.get(code);
    if (!state) {
      const cap = 10 ** (8 - code.length);
      let stride = Math.floor(cap * (0.1 + 0.8 * this.rng.next())) | 1;
      while (stride % 5 === 0 || stride % 2 === 0) stride++;
      state = { cap, start: Math.floor(this.rng.next() * cap), stride, used: 0 };
      this.prefixes.set(code, state);
    }
    return state;
  }
}
