/**
 * Keeping titles apart: a catalogue of thousands of works should not hold fifty books called
 * 读懂经济学. Non-fiction often carries a subtitle anyway (主标题：副标题), which gives room.
 */
import type { Rng } from './catalogue-random.js';
import type { Shelf } from './catalogue-shelves.js';
import { compile, compileVocab, fill, rollback, type Ctx } from './catalogue-template.js';
import { SUBTITLE_TEMPLATES, SUBTITLE_VOCABULARY } from './data/shelves-common.js';

const SUBTITLE_WORDS = compileVocab(SUBTITLE_VOCABULARY);

const SUBTITLE_KEYS = Object.keys(SUBTITLE_WORDS);

const SUBTITLES = SUBTITLE_TEMPLATES.map(compile);

/** Chance that a non-fiction title carries a subtitle even when its main title is free. */
const SUBTITLE_SHARE = 0.12;

export function uniqueTitle(shelf: Shelf, ctx: Ctx, rng: Rng, seen: Set<string>): string {
  const mark = ctx.values.size;
  const minYear = ctx.minYear;
  let title = fill(rng.pick(shelf.titleTemplates), shelf.words, ctx, rng);
  for (let tries = 0; tries < 4 && seen.has(title); tries++) {
    rollback(ctx, mark, minYear);
    title = fill(rng.pick(shelf.titleTemplates), shelf.words, ctx, rng);
  }
  // Only shelves that name a topic take subtitles. The others share a title now and then, as in
  // life: novels, children's books, and textbooks above all (高等数学 by dozens of authors).
  if (shelf.topic && !title.includes('：') && (seen.has(title) || rng.chance(SUBTITLE_SHARE))) {
    ctx.values.set('subjectWord', shelf.topic);
    let subtitle = fill(rng.pick(SUBTITLES), SUBTITLE_WORDS, ctx, rng);
    for (let tries = 0; tries < 3 && seen.has(`${title}：${subtitle}`); tries++) {
      for (const key of SUBTITLE_KEYS) ctx.values.delete(key);
      subtitle = fill(rng.pick(SUBTITLES), SUBTITLE_WORDS, ctx, rng);
    }
    title = `${title}：${subtitle}`;
  }
  return title;
}
