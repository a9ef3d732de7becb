/** The librarians' recommendation categories: which titles (by class number) and the reasons given (seed/recommendations.ts seeds them). */

export interface Category {
  name: string;
  /** The titles, by SQL over books b (a WHERE and an ORDER BY), at most `limit`. */
  where: string;
  order: string;
  limit: number;
  reasons: string[];
}

export const CLASSICS = 'b.bookrecno <= 41';

export const CATEGORIES: Category[] = [
  {
    name: '馆员精选',
    where: `(${CLASSICS} AND b.bookrecno % 2 = 1) OR b.bookrecno IN (SELECT bookrecno FROM books
      WHERE classno LIKE 'I%' OR classno LIKE 'K%' OR classno LIKE 'B%' ORDER BY catalogdate DESC, bookrecno DESC LIMIT 6)`,
    order: `(${CLASSICS}) DESC, b.bookrecno`,
    limit: 30,
    reasons: [
      '本月馆员共读书目，读完欢迎来总馆参加读书分享会',
      '借阅量高、口碑好的一本，值得一读',
      '馆员手记：{author}的文字，耐得住反复读',
      '适合周末一口气读完的一本书',
    ],
  },
  {
    name: '经典名著',
    where: `${CLASSICS} AND b.classno LIKE 'I%' AND b.classno NOT LIKE 'I28%'`,
    order: 'b.bookrecno',
    limit: 36,
    reasons: [
      '{author}的代表作，中小学课外阅读推荐书目',
      '常读常新的经典，每个年龄读都有新体会',
      '文学史上绕不开的一部作品',
      '经典名著，馆藏多个版本，可到馆比较阅读',
    ],
  },
  {
    name: '少儿读物',
    where: "b.classno LIKE 'I287%' OR b.classno LIKE 'I288%' OR b.classno LIKE 'Z228%'",
    order: `(${CLASSICS}) DESC, b.catalogdate DESC, b.bookrecno`,
    limit: 30,
    reasons: [
      '适合亲子共读，图文并茂',
      '少儿馆馆员精选，适合小学低年级独立阅读',
      '假期阅读推荐书目',
      '故事温暖，帮助孩子认识自己的情绪',
    ],
  },
  {
    name: '科普新知',
    where: "substr(b.classno, 1, 1) IN ('N', 'O', 'P', 'Q')",
    order: `(${CLASSICS}) DESC, b.pubdate DESC, b.bookrecno`,
    limit: 24,
    reasons: [
      '写给大众的科普读物，不需要专业背景',
      '用生活中的例子讲清楚科学原理',
      '新近出版的科普佳作，图表丰富',
      '适合中学生拓展阅读',
    ],
  },
  {
    name: '历史人文',
    where: "b.classno LIKE 'K%' OR b.classno LIKE 'C912%'",
    order: `(${CLASSICS}) DESC, b.pubdate DESC, b.bookrecno`,
    limit: 20,
    reasons: [
      '把历史讲得好看的一本书',
      '了解中国历史与社会的入门读物',
      '史料扎实，叙述生动',
      '{author}的这本书，读史使人明智',
    ],
  },
  {
    name: '经管励志',
    where: "b.classno LIKE 'F%'",
    order: 'b.pubdate DESC, b.bookrecno',
    limit: 12,
    reasons: ['职场新人必读', '通俗易懂的经济学入门', '案例丰富，适合边读边实践', '帮你理清思路的一本书'],
  },
];

export interface SeedSuggestion {
  /** The title asked for; 'held': the newest title on the shelves (已入藏 links to it). */
  book: 'held' | { title: string; author: string; isbn: string; publisher: string };
  reason: string;
  /** Days before the seed moment it was made, and answered (null: not yet). */
  ago: number;
  state: 0 | 1 | 2 | 3;
  reply: string;
  repliedAgo: number | null;
}

/** SX100001's purchase suggestions, one in each state, in the order they were made. */
export const SUGGESTIONS: SeedSuggestion[] = [
  {
    book: { title: '中考数学真题汇编', author: '本书编写组', isbn: '', publisher: '' },
    reason: '孩子备考用',
    ago: 60,
    state: 3,
    reply: '应试类教辅更新快，本馆暂不采购；可使用电子资源中的题库。',
    repliedAgo: 55,
  },
  { book: 'held', reason: '想读这本新书', ago: 45, state: 2, reply: '已到馆上架，欢迎借阅。', repliedAgo: 20 },
  {
    book: { title: '长安的荔枝', author: '马伯庸', isbn: '9787572613678', publisher: '湖南文艺出版社' },
    reason: '历史小说，读者讨论很多',
    ago: 12,
    state: 1,
    reply: '已列入本季度采购计划。',
    repliedAgo: 8,
  },
  {
    book: {
      title: '置身事内：中国政府与经济发展',
      author: '兰小欢',
      isbn: '9787208171398',
      publisher: '上海人民出版社',
    },
    reason: '',
    ago: 3,
    state: 0,
    reply: '',
    repliedAgo: null,
  },
];
