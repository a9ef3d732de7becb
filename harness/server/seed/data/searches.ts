/** What readers searched for before the seed moment, for the hot keys (seed/searches.ts seeds it). */

/** Keyword, search type, searches over the 40 days. */
export const HISTORY: [string, string, number][] = [
  ['三体', 'keyword', 86],
  ['红楼梦', 'title', 64],
  ['刘慈欣', 'author', 52],
  ['活着', 'keyword', 47],
  ['东野圭吾', 'author', 41],
  ['百年孤独', 'title', 37],
  ['人类简史', 'keyword', 33],
  ['平凡的世界', 'title', 30],
  ['小王子', 'keyword', 28],
  ['余华', 'author', 26],
  ['明朝那些事儿', 'title', 24],
  ['Python', 'keyword', 22],
  ['历史', 'subject', 19],
  ['绘本', 'keyword', 17],
  ['中华书局', 'publish', 14],
  ['围城', 'title', 12],
  ['I247.5', 'classno', 9],
  ['鲁迅', 'author', 8],
  ['时间简史', 'title', 7],
  ['草房子', 'keyword', 5],
];
