/**
 * What the library publishes (docs/API.md, "Content"): notices over the last months (two pinned),
 * three banners (two open an article, one an in-app page), one banner article written the way a
 * careless or hostile editor might (a script, an onerror picture, a javascript: link, inline
 * handlers: the phone must render it harmless), the reader service agreement, the service guide
 * (its numbers are the seeded rules': seed/library.ts, infra/config.ts) and the e-resources.
 * Pictures are generated SVGs kept as media.
 */
import { type Db, scalar } from '../infra/db.js';
import { plainText } from '../platform/content.js';
import { keepFiles, mediaUrls } from '../platform/media.js';
import { AGREEMENT, E_RESOURCES, MAIN, NOTICES, p } from './data/content.js';
import { guide, hoursTable } from './data/guide.js';

const DAY = 24 * 60 * 60 * 1000;

/** A wide picture (2:1) with a caption, as a kept SVG. */
function bannerSvg(title: string, subtitle: string, from: string, to: string, width = 750, height = 375): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 750 375">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      '<rect width="750" height="375" fill="url(#g)"/>' +
      '<circle cx="640" cy="80" r="120" fill="#fff" opacity="0.12"/><circle cx="90" cy="330" r="90" fill="#fff" opacity="0.1"/>' +
      `<text x="56" y="175" font-size="54" font-weight="700" fill="#fff" font-family="sans-serif">${title}</text>` +
      `<text x="58" y="235" font-size="28" fill="#fff" opacity="0.9" font-family="sans-serif">${subtitle}</text></svg>`,
  );
}

const svg = (data: Buffer) => ({ data, mime: 'image/svg+xml' });

/** The reading-month banner's article: what an editor's tool may let through, around real content. */
function readingMonthHtml(bookrecno: number | undefined, pictures: string[]): string {
  return [
    '<h2>活动时间</h2>',
    p('即日起至下月底，总馆及各分馆同步开展。'),
    '<script>document.title = "被篡改"; fetch("/api/v1/rdrno/list")</script>',
    `<img src="${pictures[0]}" width="1500" height="750" alt="读书月主会场">`,
    '<h2>活动内容</h2>',
    '<ul><li>名家讲座：每周六下午，总馆四楼报告厅</li><li>阅读打卡：连续 21 天打卡可获积分</li><li>亲子共读：少儿馆故事屋</li></ul>',
    '<table><thead><tr><th>日期</th><th>活动</th><th>地点</th></tr></thead><tbody>',
    '<tr><td>每周六 14:30</td><td>名家讲座</td><td>总馆四楼报告厅</td></tr>',
    '<tr><td>每周日 10:00</td><td>亲子共读</td><td>少儿馆二楼故事屋</td></tr></tbody></table>',
    '<img src="x" onerror="alert(document.cookie)" alt="">',
    `<p onclick="alert('点击')">推荐阅读：${bookrecno ? `<a href="/opac/detail?bookrecno=${bookrecno}">《红楼梦》</a>` : '《红楼梦》'}，更多活动见<a href="/notice">通知公告</a>。</p>`,
    // Every link a reader can read leads somewhere real; the javascript: one only wraps a picture.
    '<p>打卡所得积分可在<a href="/mall">积分商城</a>兑换奖品。</p>',
    `<a href="javascript:alert(1)"><img src="${pictures[1]}" width="1200" alt="往届活动现场"></a>`,
    '<p>活动详情也可访问<a href="https://www.example.org/reading-month">书香市文化云</a>。</p>',
  ].join('');
}

export interface ContentPolicy {
  finePerDay: number;
  maxOverdueFine: number;
  maxUnpaidFine: number;
  pickupDays: number;
}

/** Seeds everything published; `now` dates the notices. */
export function seedContent(db: Db, now: number, policy: ContentPolicy): void {
  const article = db.prepare(
    `INSERT INTO articles (kind, title, html, summary, source, published_at, pinned, category, sortnum)
     VALUES (@kind, @title, @html, @summary, @source, @published_at, @pinned, @category, @sortnum)`,
  );
  const add = (row: {
    kind: string;
    title: string;
    html: string;
    summary?: string;
    source?: string;
    at: number;
    pinned?: boolean;
    category?: string;
    sortnum?: number;
  }) =>
    Number(
      article.run({
        kind: row.kind,
        title: row.title,
        html: row.html,
        summary: row.summary ?? '',
        source: row.source ?? MAIN,
        published_at: row.at,
        pinned: row.pinned ? 1 : 0,
        category: row.category ?? '',
        sortnum: row.sortnum ?? 0,
      }).lastInsertRowid,
    );

  // Oldest first, so a newer notice has a larger id too.
  for (const notice of [...NOTICES].sort((a, b) => b.ago - a.ago)) {
    add({
      kind: 'notice',
      title: notice.title,
      html: notice.body,
      summary: plainText(notice.body),
      source: notice.source,
      at: now - notice.ago * DAY + 9 * 60 * 60 * 1000,
      pinned: notice.pinned,
    });
  }

  // Banner articles: their pictures are kept first, then written into the HTML.
  const bookrecno = scalar<number>(db, "SELECT bookrecno FROM books WHERE title = '红楼梦' ORDER BY bookrecno LIMIT 1");
  const readingMonth = add({
    kind: 'banner',
    title: '"书香市民"冬季读书月',
    html: '',
    at: now - DAY,
    summary: '名家讲座、阅读打卡、亲子共读',
  });
  keepFiles(
    db,
    'article',
    readingMonth,
    [
      svg(bannerSvg('读书月主会场', '总馆一楼大厅', '#c2703d', '#7a3e1d', 1500, 750)),
      svg(bannerSvg('往届活动现场', '2025 年读书月', '#3f6fb5', '#1d3f7a', 1200, 600)),
    ],
    now,
  );
  db.prepare('UPDATE articles SET html = ? WHERE id = ?').run(
    readingMonthHtml(bookrecno, mediaUrls(db, 'article', readingMonth)),
    readingMonth,
  );
  const newHall = add({
    kind: 'banner',
    title: '河西分馆创客空间开放',
    html:
      p(
        '河西分馆二楼创客空间正式开放，配备 3D 打印机、激光切割机和电子制作工具。',
        '持证读者可在服务台预约，每次 2 小时，每周最多 2 次。',
      ) + hoursTable(),
    at: now - 3 * DAY,
    source: '河西分馆',
  });

  const banners: { title: string; sub: string; colors: [string, string]; articleid: number | null; path: string }[] = [
    {
      title: '"书香市民"冬季读书月',
      sub: '名家讲座 · 阅读打卡 · 亲子共读',
      colors: ['#e0763a', '#a8421b'],
      articleid: readingMonth,
      path: '',
    },
    {
      title: '声音里的书香',
      sub: '朗读比赛火热进行中',
      colors: ['#2f7d6d', '#16504a'],
      articleid: null,
      path: '/aloud/index',
    },
    {
      title: '河西分馆创客空间开放',
      sub: '3D 打印 · 激光切割 · 电子制作',
      colors: ['#3f6fb5', '#233f7a'],
      articleid: newHall,
      path: '',
    },
  ];
  const banner = db.prepare(
    'INSERT INTO banners (id, title, image, articleid, path, sortnum) VALUES (?, ?, ?, ?, ?, ?)',
  );
  banners.forEach((b, i) => {
    const id = i + 1;
    keepFiles(db, 'banner', id, [svg(bannerSvg(b.title, b.sub, b.colors[0], b.colors[1]))], now);
    banner.run(id, b.title, mediaUrls(db, 'banner', id)[0], b.articleid, b.path, i);
  });

  add({ kind: 'agreement', title: '读者服务协议', html: AGREEMENT, at: now - 200 * DAY });

  const category = db.prepare('INSERT INTO guide_categories (code, name, sortnum) VALUES (?, ?, ?)');
  guide(policy).forEach((c, i) => {
    category.run(c.code, c.name, i);
    c.entries.forEach((entry, j) => {
      add({
        kind: 'guide',
        title: entry.title,
        html: entry.html,
        summary: entry.summary,
        at: now - 30 * DAY,
        category: c.code,
        sortnum: j,
      });
    });
  });

  const eCategory = db.prepare('INSERT INTO eresource_categories (code, name, sortnum) VALUES (?, ?, ?)');
  const resource = db.prepare(
    'INSERT INTO eresources (category, name, description, access, howto, url, sortnum) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  E_RESOURCES.forEach((c, i) => {
    eCategory.run(c.code, c.name, i);
    c.resources.forEach((r, j) => {
      resource.run(c.code, r.name, r.description, r.access, r.howto, `https://${r.host}.example.org/`, j);
    });
  });
}
