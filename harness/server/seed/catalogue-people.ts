/** Author, editor and translator names: Chinese names and transliterated foreign ones. */
import type { Rng } from './catalogue-random.js';
import { FOREIGN, GIVEN, NATIONS, type Nation, SURNAMES } from './data/people.js';

export function chineseName(rng: Rng): string {
  const surname = rng.pickSkewed(SURNAMES, 1.9);
  const first = rng.pick(GIVEN);
  if (surname.length === 2 || rng.chance(0.28)) return surname + first;
  let second = rng.pick(GIVEN);
  if (second === first) second = rng.pick(GIVEN);
  return surname + first + second;
}

export function foreignName(rng: Rng, nation: Nation): string {
  const names = FOREIGN[NATIONS[nation].kind]!;
  const given = rng.pick(names.given);
  const family = rng.pick(names.family);
  return NATIONS[nation].kind === 'jp' ? family + given : `${given}·${family}`;
}
