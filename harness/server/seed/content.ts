/**
 * What the library publishes (docs/API.md, "Content"): notices over the last months (two pinned),
 * three banners (two open an article, one an in-app page), one banner article written the way a
 * careless or hostile editor might (a script, an onerror picture, a javascript: link, inline
 * handlers: the phone must render it harmless), the reader service agreement, the service guide
 * (its numbers are the seeded rules': seed/library.ts, infra/config.ts) and the e-resources.
 * Pictures are kept media: a banner's is a generated JPEG, as a picture CDN serves it
 * (bannerPicture.ts); an article's a generated SVG.
 */
import { type Db, scalar } from '../infra/db.js';
import { plainText } from '../platform/content.js';
import { keepFiles, mediaUrls } from '../platform/media.js';
import { bannerJpeg } from './bannerPicture.js';
import {
  AGREEMENT,
  AGREEMENT_TITLE,
  BANNERS,
  E_RESOURCES,
  MAIN,
  MAKER_SPACE,
  NOTICES,
  p,
  READING_MONTH,
  readingMonthHtml,
} from './data/content.js';
import { guide, hoursTable } from './data/guide.js';

const DAY = 24 * 60 * 60 * 1000;

/** An article's wide picture (2:1) with a caption, as a kept SVG. */
function captionedSvg(
  title: string,
  subtitle: string,
  from: string,
  to: string,
  width: number,
  height: number,
): Buffer {
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
  const bookrecno = scalar<number>(
    db,
    'SELECT bookrecno FROM books WHERE title = ? ORDER BY bookrecno LIMIT 1',
    READING_MONTH.recommends,
  );
  const readingMonth = add({
    kind: 'banner',
    title: READING_MONTH.title,
    html: '',
    at: now - DAY,
    summary: READING_MONTH.summary,
  });
  keepFiles(
    db,
    'article',
    readingMonth,
    READING_MONTH.pictures.map((pic) =>
      svg(captionedSvg(pic.title, pic.sub, pic.colors[0], pic.colors[1], pic.width, pic.height)),
    ),
    now,
  );
  db.prepare('UPDATE articles SET html = ? WHERE id = ?').run(
    readingMonthHtml(bookrecno, mediaUrls(db, 'article', readingMonth)),
    readingMonth,
  );
  const newHall = add({
    kind: 'banner',
    title: MAKER_SPACE.title,
    html: p(...MAKER_SPACE.paragraphs) + hoursTable(),
    at: now - 3 * DAY,
    source: MAKER_SPACE.source,
  });
  const articles = { readingMonth, makerSpace: newHall };

  const banner = db.prepare(
    'INSERT INTO banners (id, title, image, articleid, path, sortnum) VALUES (?, ?, ?, ?, ?, ?)',
  );
  BANNERS.forEach((b, i) => {
    const id = i + 1;
    keepFiles(db, 'banner', id, [{ data: bannerJpeg(b.colors[0], b.colors[1], id), mime: 'image/jpeg' }], now);
    banner.run(id, b.title, mediaUrls(db, 'banner', id)[0], b.article ? articles[b.article] : null, b.path, i);
  });

  add({ kind: 'agreement', title: AGREEMENT_TITLE, html: AGREEMENT, at: now - 200 * DAY });

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
