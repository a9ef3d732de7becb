/**
 * Keeping titles apart: a catalogue of thousands of works should not hold fifty books called
 * 读懂经济学. Non-fiction often carries a subtitle anyway (主标题：副标题), which gives room.
 */
import type { Rng } from './catalogue-random.js';
import type { Shelf } from './catalogue-shelves.js';
import { compile, compileVocab, fill, rollback, words, type Ctx } from './catalogue-template.js';

const SUBTITLE_WORDS = compileVocab({
  audience: words('普通人 年轻人 初学者 所有人 大众 忙碌者'),
  guide: words('入门 指南 必修课 通识课 读本 手册 十二讲 第一课'),
  must: words('都应该知道的 需要了解的 必须懂的 不可不知的'),
  fact: words('常识 知识'),
  count: words('7 10 12 20 30 50 100'),
  item: words('关键问题 核心概念 经典案例 常见误区'),
  grasp: words('一本书读懂 一本书看懂 一本书讲透'),
});

const SUBTITLE_KEYS = Object.keys(SUBTITLE_WORDS);

const SUBTITLES = [
  '写给{audience}的{subjectWord}{guide}',
  '{audience}{must}{subjectWord}{fact}',
  '{subjectWord}的{count}个{item}',
  '{grasp}{subjectWord}',
].map(compile);

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
