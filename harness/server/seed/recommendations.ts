/**
 * 图书推荐's data: the librarians' categories of recommended titles with a one-line reason each
 * (chosen from the seeded catalogue by class number, so they exist at either scale), and the
 * persona reader's purchase suggestions (SX100001: one in each state). Deterministic apart from
 * the suggestions' dates, which count back from `now`.
 */
import { type Db, select } from '../infra/db.js';
import { hashText } from './catalogue-random.js';

interface Category {
  name: string;
  /** The titles, by SQL over books b (a WHERE and an ORDER BY), at most `limit`. */
  where: string;
  order: string;
  limit: number;
  reasons: string[];
}

const CLASSICS = 'b.bookrecno <= 41';

/** The first author without the role the catalogue adds ('沈从文 著' → '沈从文'), for a reason's text. */
function authorName(author: string): string {
  return (author.split(/[，,;；]/)[0] ?? '').replace(/\s*[(（[]?(著|编著|主编|编|译|等|绘|撰)[)）\]]?$/, '').trim();
}

const CATEGORIES: Category[] = [
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

/** The categories and their titles; how many categories have titles. */
export function seedRecommendations(db: Db): number {
  const cata = db.prepare('INSERT INTO recommend_cata (cataid, cataname, sortnum) VALUES (?, ?, ?)');
  const bib = db.prepare('INSERT INTO recommend_bib (cataid, bookrecno, reason, sortnum) VALUES (?, ?, ?, ?)');
  let filled = 0;
  CATEGORIES.forEach((c, i) => {
    const cataid = i + 1;
    cata.run(cataid, c.name, i);
    const titles = select<{ bookrecno: number; author: string }>(
      db,
      `SELECT b.bookrecno, b.author FROM books b WHERE ${c.where} ORDER BY ${c.order} LIMIT ?`,
    ).all(c.limit);
    titles.forEach((t, k) => {
      const reason = c.reasons[hashText(`${cataid}:${t.bookrecno}`) % c.reasons.length]!;
      bib.run(cataid, t.bookrecno, reason.replace('{author}', authorName(t.author)), k);
    });
    if (titles.length) filled++;
  });
  return filled;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** SX100001's suggestions: 待处理, 采购中, 已入藏 (a title now in the catalogue), 未采纳 with a reply. */
export function seedSuggestions(db: Db, now: number): void {
  const held = select<{ bookrecno: number; title: string; author: string; isbn: string; publisher: string }>(
    db,
    `SELECT bookrecno, title, author, isbn, publisher FROM books b
       WHERE EXISTS (SELECT 1 FROM holdings h WHERE h.bookrecno = b.bookrecno AND h.state = 1)
       ORDER BY catalogdate DESC, bookrecno DESC LIMIT 1`,
  ).get();
  const insert = db.prepare(
    `INSERT INTO suggestions (rdrno, title, author, isbn, publisher, reason, created_at, state, reply, bookrecno, updated_at)
     VALUES ('SX100001', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const inCatalogue = db.prepare('SELECT 1 FROM books WHERE isbn = ?');
  // An ISBN the catalogue happens to hold would read as "the library has it": left out then.
  const isbn = (text: string) => (inCatalogue.get(text) ? '' : text);
  const at = (days: number) => now - days * DAY_MS;
  insert.run(
    '中考数学真题汇编',
    '本书编写组',
    '',
    '',
    '孩子备考用',
    at(60),
    3,
    '应试类教辅更新快，本馆暂不采购；可使用电子资源中的题库。',
    null,
    at(55),
  );
  if (held) {
    insert.run(
      held.title,
      held.author,
      held.isbn,
      held.publisher,
      '想读这本新书',
      at(45),
      2,
      '已到馆上架，欢迎借阅。',
      held.bookrecno,
      at(20),
    );
  }
  insert.run(
    '长安的荔枝',
    '马伯庸',
    isbn('9787572613678'),
    '湖南文艺出版社',
    '历史小说，读者讨论很多',
    at(12),
    1,
    '已列入本季度采购计划。',
    null,
    at(8),
  );
  insert.run(
    '置身事内：中国政府与经济发展',
    '兰小欢',
    isbn('9787208171398'),
    '上海人民出版社',
    '',
    at(3),
    0,
    '',
    null,
    null,
  );
}
