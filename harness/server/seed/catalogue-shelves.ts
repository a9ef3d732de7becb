/** All shelves, compiled once: templates parsed, vocabularies merged, publishers checked. */
import { PUBLISHERS } from './data/publishers.js';
import { compile, compileVocab, words, type Template, type Vocab } from './catalogue-template.js';
import type { GroupSpec, ShelfSpec } from './catalogue-shelves-types.js';
import { LITERATURE } from './data/shelves-lit.js';
import { CHILDREN } from './data/shelves-kids.js';
import { ECONOMICS, HISTORY, PHILOSOPHY } from './data/shelves-social.js';
import { EDUCATION, LANGUAGE, SOCIETY } from './data/shelves-society.js';
import { TECHNOLOGY } from './data/shelves-tech.js';
import { ARTS, LIFE, MEDICINE, SCIENCE } from './data/shelves-science.js';

/** Words any shelf may use. */
const COMMON: Record<string, string[]> = {
  place: words(`江南 北方 故乡 小城 长河 青石镇 老街 渡口 山村 县城 胡同 平原 高原 草原 大漠 海边 雪国 西北 岭南
    桃花坞 槐树庄 梨花湾 石板街 月亮湾 白沙洲 柳林镇 清水河 黄土坡 南山 北岸 东湖 西岭 长安 金陵 苏州河 运河 大湾区`),
  image: words(`月光 春风 灯火 河流 白鹭 麦田 初雪 晚霞 星辰 钟声 炊烟 稻田 年轮 长夜 黎明 回声 归途 远方 旷野 山河
    烟火 岁月 光阴 流年 浮生 繁花 落叶 青苔 松涛 蝉鸣 细雨 芦苇 秋水 暮色 晨光 海浪 风铃 火车 旧信 老屋
    灯塔 渡船 石桥 槐花 桂花 银杏 白杨 向日葵 梧桐 野草 雪线 鸽哨`),
  season: words('春天 夏天 秋天 冬天 雨季 初春 深秋 隆冬 盛夏'),
  time: words('那年 往昔 少年时 十八岁 一九七八年 八十年代 那个夏天 旧时光 昨天 明天 童年'),
  adj: words('温暖的 寂静的 遥远的 漫长的 明亮的 沉默的 孤独的 迟到的 燃烧的 流动的 隐秘的 失落的 最后的 永恒的'),
  // Forms of non-fiction titles: 心理学十讲, 高血压一本通.
  popForm: words(
    '入门 通识课 十讲 二十讲 简史 浅说 漫谈 常识 通俗读本 小史 的故事 的逻辑 精讲 必修课 七堂课 新论 笔记',
  ),
  guideForm: words('指南 手册 一本通 全书 百科 百问 大全 入门 宝典 速查手册 实用手册 图解 从入门到精通 一学就会'),
  person: words(
    '父亲 母亲 祖母 外婆 少年 姑娘 兄弟 姐妹 船长 教师 医生 守夜人 摆渡人 裁缝 木匠 邮差 画家 歌者 猎人 异乡人 旅人 女儿 老人',
  ),
};

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
