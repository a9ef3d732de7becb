/**
 * The copies (holdings) of each title, shelved by zone in the libraries' locations
 * (seed/data/libraries.ts).
 */
import { sum, type Rng } from './catalogue-random.js';
import type { Zone } from './catalogue-shelves-types.js';
import { LIBRARIES } from './data/libraries.js';

/** Where each library shelves each zone; `other` takes any zone not listed. */
const SHELVING: Record<string, Partial<Record<Zone, string>> & { other: string }> = {
  SXLIB: {
    lit: 'WXTS',
    social: 'SKTS',
    science: 'ZRKX',
    foreign: 'WWTS',
    kids: 'SEYL',
    picture: 'SEYL',
    kidsci: 'SEYL',
    other: 'ZWJY',
  },
  'SXLIB-CN': { lit: 'CN-WX', foreign: 'CN-WX', kids: 'CN-SE', picture: 'CN-SE', kidsci: 'CN-SE', other: 'CN-ZW' },
  'SXLIB-HX': { social: 'HX-SK', science: 'HX-ZK', kids: 'HX-SE', picture: 'HX-SE', kidsci: 'HX-SE', other: 'HX-ZW' },
  'SXLIB-ET': { picture: 'ET-HB', kidsci: 'ET-KP', other: 'ET-SE' },
};

const LIB_CODES = LIBRARIES.map((l) => l.code);
// Adult titles: mostly the main library, then the branches; children's: the children's library.
const ADULT_LIB_WEIGHTS = [45, 30, 25, 0];
const KIDS_LIB_WEIGHTS = [14, 13, 13, 60];
const COPY_WEIGHTS = [30, 30, 20, 12, 8]; // 1..5 copies
// Holding states 0 在编, 1 在馆, 2 借出, 3 锁定, 4 丢失.
const STATE_WEIGHTS = [5, 75, 15, 3, 2];
const ADULT_TOTAL = sum(ADULT_LIB_WEIGHTS);
const KIDS_TOTAL = sum(KIDS_LIB_WEIGHTS);
const COPY_TOTAL = sum(COPY_WEIGHTS);
const STATE_TOTAL = sum(STATE_WEIGHTS);

export interface HoldingSource {
  bookrecno: number;
  callno: string;
  year: number;
  zone: Zone;
  kids: boolean;
  /** Well-known titles: more copies. */
  popular: boolean;
}

export interface HoldingRow {
  barcode: string;
  bookrecno: number;
  libcode: string;
  curlib: string;
  curlocal: string;
  state: 0 | 1 | 2 | 3 | 4;
  callno: string;
}

export function locationFor(libcode: string, zone: Zone, year: number, rng: Rng): string {
  const shelving = SHELVING[libcode]!;
  const adult = zone !== 'kids' && zone !== 'picture' && zone !== 'kidsci';
  if (libcode === 'SXLIB' && adult) {
    // New books go on display first; old, little-used ones to the compact stacks.
    if (year >= 2025 && rng.chance(0.5)) return 'XSZS';
    if (year < 1995 && rng.chance(0.5)) return 'MJSK';
  }
  return shelving[zone] ?? shelving.other;
}

/** Appends the copies of one title to `out`; `nextBarcode` numbers them. */
export function addHoldings(src: HoldingSource, rng: Rng, nextBarcode: () => string, out: HoldingRow[]): void {
  const copies = src.popular ? rng.int(3, 5) : rng.weighted(COPY_WEIGHTS, COPY_TOTAL) + 1;
  const weights = src.kids ? KIDS_LIB_WEIGHTS : ADULT_LIB_WEIGHTS;
  const total = src.kids ? KIDS_TOTAL : ADULT_TOTAL;
  for (let i = 0; i < copies; i++) {
    // The first copy sits at the title's home library: the main one, or the children's.
    let lib: string;
    if (i === 0 && rng.chance(src.kids ? 0.9 : 0.8)) lib = src.kids ? 'SXLIB-ET' : 'SXLIB';
    else lib = LIB_CODES[rng.weighted(weights, total)]!;
    const state = rng.weighted(STATE_WEIGHTS, STATE_TOTAL) as HoldingRow['state'];
    // A few returned copies wait at another branch (borrow anywhere, return anywhere).
    let curlib = lib;
    if (state === 1 && rng.chance(0.02)) {
      curlib = LIB_CODES[rng.weighted(weights, total)]!;
    }
    out.push({
      barcode: nextBarcode(),
      bookrecno: src.bookrecno,
      libcode: lib,
      curlib,
      curlocal: locationFor(curlib, src.zone, src.year, rng),
      state,
      callno: src.callno,
    });
  }
}
