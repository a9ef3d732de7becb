/** Readers' seeded comments on well-known titles and persona `reader`'s favourites (seed/comments.ts seeds them). */

/** Title, card, hours before the seed moment, text. */
export const COMMENTS: [string, string, number, string][] = [
  ['三体', 'SX200001', 300, '想象力震撼，黑暗森林法则让人久久不能平静。'],
  ['三体', 'SX300001', 120, '前半部分有点慢，坚持读下去就停不下来了。'],
  ['三体', 'SX100001', 48, '第三次重读，每次都有新的感受，强烈推荐给喜欢科幻的朋友。'],
  ['红楼梦', 'SX400001', 500, '人物众多，建议配合人物关系图一起读。'],
  ['红楼梦', 'SX200002', 200, '读到黛玉葬花那一回，真是字字泣血。'],
  ['活着', 'SX500001', 700, '福贵的一生让人落泪，活着本身就是意义。'],
  ['活着', 'SX100001', 30, '篇幅不长，一个下午就能读完，但后劲很大。'],
  ['平凡的世界', 'SX200001', 900, '孙少平和孙少安兄弟俩的奋斗故事，激励了一代人。'],
  ['围城', 'SX400001', 260, '钱锺书的比喻太妙了，几乎每页都能笑出声。'],
  ['城南旧事', 'SX200003', 80, '和妈妈一起读的，英子的童年好有意思。'],
  ['白鹿原', 'SX300001', 1000, '厚重的史诗，关中平原半个世纪的变迁尽在其中。'],
  ['西游记', 'SX200003', 150, '孙悟空太厉害了！我最喜欢三打白骨精。'],
];

/** Persona `reader`'s favourites: title, hours before the seed moment. */
export const FAVORITES: [string, number][] = [
  ['百年孤独', 400],
  ['白鹿原', 250],
  ['人世间', 96],
  ['三体Ⅱ：黑暗森林', 20],
];
