/** All shelves, compiled once: templates parsed, vocabularies merged, publishers checked. */
import { PUBLISHERS } from './data/publishers.js';
import { compile, compileVocab, type Template, type Vocab } from './catalogue-template.js';
import type { GroupSpec, ShelfSpec } from './catalogue-shelves-types.js';
import { LITERATURE } from './data/shelves-lit.js';
import { CHILDREN } from './data/shelves-kids.js';
import { ECONOMICS, HISTORY, PHILOSOPHY } from './data/shelves-social.js';
import { EDUCATION, LANGUAGE, SOCIETY } from './data/shelves-society.js';
import { TECHNOLOGY } from './data/shelves-tech.js';
import { COMMON } from './data/shelves-common.js';
import { ARTS, LIFE, MEDICINE, SCIENCE } from './data/shelves-science.js';

export const GROUPS: GroupSpec[] = [
  LITERATURE,
  CHILDREN,
  HISTORY,
  ECONOMICS,
  PHILOSOPHY,
  SOCIETY,
  EDUCATION,
  LANGUAGE,
  TECHNOLOGY,
  SCIENCE,
  ARTS,
  MEDICINE,
  LIFE,
];

export interface Shelf extends ShelfSpec {
  group: string;
  titleTemplates: Template[];
  summaryTemplates: Template[][];
  words: Vocab;
}

function compileShelf(group: GroupSpec, spec: ShelfSpec): Shelf {
  for (const key of Object.keys({ ...group.vocab, ...spec.vocab })) {
    // {image2} means a second pick from `image`, so a list name cannot end in a digit.
    if (/\d$/.test(key)) throw new Error(`catalogue shelf ${spec.classno}: vocabulary list ${key} ends in a digit`);
  }
  for (const name of spec.publishers) {
    if (!PUBLISHERS[name]) throw new Error(`catalogue shelf ${spec.classno}: unknown publisher ${name}`);
  }
  return {
    ...spec,
    group: group.name,
    titleTemplates: spec.titles.map(compile),
    summaryTemplates: spec.summary.map((pool) => pool.map(compile)),
    words: compileVocab({ ...COMMON, ...group.vocab, ...spec.vocab }),
  };
}

/** Every shelf with its overall weight (group weight spread over the group's shelves). */
export const SHELVES: Shelf[] = [];
export const SHELF_WEIGHTS: number[] = [];
for (const group of GROUPS) {
  const total = group.shelves.reduce((s, shelf) => s + shelf.weight, 0);
  for (const spec of group.shelves) {
    SHELVES.push(compileShelf(group, spec));
    SHELF_WEIGHTS.push((group.weight * spec.weight) / total);
  }
}
