/**
 * What the library publishes (docs/API.md, "Content"): notices, articles, home's banners, the
 * service guide and the e-resources, as the phone reads them; and the control API's notice desk
 * (publish, withdraw). Bodies are kept as the editor wrote them: sanitizing is the phone's job.
 */
import type {
  Article,
  ArticleKind,
  Banner,
  EResourceCategory,
  GuideCategory,
  Notice,
  Rows,
} from '../../../src/api/contract/index.js';
import { type Db, scalar, select } from '../infra/db.js';
import { InputError, NotFound } from '../infra/envelope.js';
import { cstDateTime } from '../infra/util.js';

export const ARTICLE_GONE = '文章不存在或已下线';

interface ArticleRow {
  id: number;
  kind: ArticleKind;
  title: string;
  html: string;
  summary: string;
  source: string;
  published_at: number;
  pinned: number;
  readcount: number;
  withdrawn: number;
}

const toNotice = (a: ArticleRow): Notice => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  pinned: a.pinned === 1,
  publishtime: cstDateTime(a.published_at),
  source: a.source,
});

const toArticle = (a: ArticleRow): Article => ({
  id: a.id,
  kind: a.kind,
  title: a.title,
  html: a.html,
  publishtime: cstDateTime(a.published_at),
  source: a.source,
  readcount: a.readcount,
});

/** Notices on show: pinned first, then newest first. */
export function listNotices(db: Db, paging: { page: number; rows: number }): Rows<Notice> {
  const where = "kind = 'notice' AND withdrawn = 0";
  const total = scalar<number>(db, `SELECT COUNT(*) FROM articles WHERE ${where}`)!;
  const found = select<ArticleRow>(
    db,
    `SELECT * FROM articles WHERE ${where} ORDER BY pinned DESC, published_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(paging.rows, (paging.page - 1) * paging.rows);
  return { rows: found.map(toNotice), total };
}

/**
 * An article on show, its read counted (one statement: concurrent reads all count); 文章不存在或已下线
 * (NotFound) for one that is not (never was, or withdrawn).
 */
export function readArticle(db: Db, id: number): Article {
  const row = select<ArticleRow>(
    db,
    'UPDATE articles SET readcount = readcount + 1 WHERE id = ? AND withdrawn = 0 RETURNING *',
  ).get(id);
  if (!row) throw new NotFound(ARTICLE_GONE);
  return toArticle(row);
}

/** The newest agreement on show, its read counted. */
export function readAgreement(db: Db): Article {
  const id = scalar<number>(
    db,
    "SELECT id FROM articles WHERE kind = 'agreement' AND withdrawn = 0 ORDER BY published_at DESC, id DESC LIMIT 1",
  );
  if (id === undefined) throw new NotFound(ARTICLE_GONE);
  return readArticle(db, id);
}

export function listBanners(db: Db): Banner[] {
  return select<Banner>(
    db,
    `SELECT b.id, b.title, b.image, b.articleid, b.path FROM banners b
         LEFT JOIN articles a ON a.id = b.articleid
         WHERE b.articleid IS NULL OR a.withdrawn = 0 ORDER BY b.sortnum, b.id LIMIT 5`,
  )
    .all()
    .map((b) => ({ ...b, articleid: b.articleid ?? null }));
}

export function listGuide(db: Db): GuideCategory[] {
  const categories = select<{
    code: string;
    name: string;
  }>(db, 'SELECT code, name FROM guide_categories ORDER BY sortnum').all();
  const entries = select<GuideCategory['entries'][number]>(
    db,
    "SELECT id, title, summary FROM articles WHERE kind = 'guide' AND withdrawn = 0 AND category = ? ORDER BY sortnum, id",
  );
  return categories.map((c) => ({ ...c, entries: entries.all(c.code) }));
}

export function listEResources(db: Db): EResourceCategory[] {
  const categories = select<{
    code: string;
    name: string;
  }>(db, 'SELECT code, name FROM eresource_categories ORDER BY sortnum').all();
  const resources = select<EResourceCategory['resources'][number]>(
    db,
    'SELECT id, name, description, access, howto, url FROM eresources WHERE category = ? ORDER BY sortnum, id',
  );
  return categories.map((c) => ({ ...c, resources: resources.all(c.code) }));
}

// --- the notice desk (control API)

export const NOTICE_RULES = { titleMax: 60, htmlMax: 20_000 } as const;

export interface NoticeInput {
  title: string;
  html: string;
  pinned: boolean;
  source?: string;
}

/** What is wrong with a notice to publish, or ''. */
export function noticeProblem(input: NoticeInput): string {
  const title = input.title.trim();
  if (!title) return '请填写公告标题';
  if ([...title].length > NOTICE_RULES.titleMax) return `公告标题不能超过${NOTICE_RULES.titleMax}个字`;
  if (/\p{Cc}/u.test(title)) return '公告标题不能包含控制字符';
  if (!input.html.trim()) return '请填写公告内容';
  if (input.html.length > NOTICE_RULES.htmlMax) return `公告内容不能超过${NOTICE_RULES.htmlMax}个字符`;
  return '';
}

export function publishNotice(db: Db, input: NoticeInput, now: number): Notice {
  const problem = noticeProblem(input);
  if (problem) throw new InputError(problem);
  const row = select<ArticleRow>(
    db,
    `INSERT INTO articles (kind, title, html, summary, source, published_at, pinned)
       VALUES ('notice', ?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(
    input.title.trim(),
    input.html,
    plainText(input.html),
    input.source ?? '书香市图书馆',
    now,
    input.pinned ? 1 : 0,
  )!;
  return toNotice(row);
}

/** Withdraws a notice (again: no change). */
export function withdrawNotice(db: Db, id: number): Notice & { withdrawn: boolean } {
  const row = select<ArticleRow>(
    db,
    "UPDATE articles SET withdrawn = 1 WHERE id = ? AND kind = 'notice' RETURNING *",
  ).get(id);
  if (!row) throw new InputError('公告不存在');
  return { ...toNotice(row), withdrawn: true };
}

/** Puts a withdrawn notice back where it was (its date and pin unchanged). */
export function restoreNotice(db: Db, id: number): Notice & { withdrawn: boolean } {
  const row = select<ArticleRow>(
    db,
    "UPDATE articles SET withdrawn = 0 WHERE id = ? AND kind = 'notice' RETURNING *",
  ).get(id);
  if (!row) throw new InputError('公告不存在');
  return { ...toNotice(row), withdrawn: false };
}

/** Every notice, withdrawn ones too, newest first (the desk's list). */
export function allNotices(db: Db, limit: number): (Notice & { withdrawn: boolean; readcount: number })[] {
  return select<ArticleRow>(
    db,
    "SELECT * FROM articles WHERE kind = 'notice' ORDER BY published_at DESC, id DESC LIMIT ?",
  )
    .all(limit)
    .map((a) => ({ ...toNotice(a), withdrawn: a.withdrawn === 1, readcount: a.readcount }));
}

/** The first words of an article, as plain text. */
export function plainText(html: string, max = 80): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].length > max ? `${[...text].slice(0, max).join('')}…` : text;
}
