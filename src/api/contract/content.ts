/**
 * /v1/content/*: what the library publishes: home's banners, notices (通知公告), articles (a
 * banner's, a notice's, an agreement, a guide entry), the service guide (服务指南) and the
 * e-resources (电子资源). A platform service kept per deployment. Published content is public:
 * these calls need no bearer token (the service guide is read without start-up, outside WeChat
 * too; SPEC §4) and name no one. Article bodies are HTML written by the library's editors; the
 * phone shows them only through DOMPurify. docs/API.md, "Content".
 */

/** What an article is published as. */
export type ArticleKind = 'banner' | 'notice' | 'agreement' | 'guide';

/** A picture on home's carousel; it opens its article (/banner_article?id=) or an in-app path. */
export interface Banner {
  id: number;
  title: string;
  /** Picture URL (wide, 2:1). */
  image: string;
  /** The article it opens, or null when it opens `path`. */
  articleid: number | null;
  /** An in-app path ('' when it opens its article). */
  path: string;
}

/** content/banners: the carousel, in the library's order (at most 5). */
export type BannerParams = Record<string, never>;

export interface Notice {
  id: number;
  title: string;
  /** The first words of the notice, plain text. */
  summary: string;
  /** Pinned notices come first. */
  pinned: boolean;
  /** YYYY-MM-DD HH:mm:ss (China time). */
  publishtime: string;
  /** Who published it (the library or a branch). */
  source: string;
}

/** content/notices: pinned first, then newest first; paged. */
export interface NoticeParams {
  page?: number;
  rows?: number;
}

export interface Article {
  id: number;
  kind: ArticleKind;
  title: string;
  /** Rich text as the editor wrote it: never shown without sanitizing. */
  html: string;
  /** YYYY-MM-DD HH:mm:ss (China time). */
  publishtime: string;
  source: string;
  /** Times opened, this one included. */
  readcount: number;
}

/** content/article: one article by id (any kind). */
export interface ArticleParams {
  id: number;
}

/** content/agreement: the reader service agreement (读者服务协议), the newest published. */
export type AgreementParams = Record<string, never>;

/** One entry of the service guide; its text is an article (kind 'guide'). */
export interface GuideEntry {
  /** The article's id (/sguide/detail?id=). */
  id: number;
  title: string;
  summary: string;
}

export interface GuideCategory {
  code: string;
  /** 开放时间, 办证须知, 借阅规则, 违约处理, 馆舍设施 ... */
  name: string;
  entries: GuideEntry[];
}

/** content/guide: every category with its entries, in the library's order. */
export type GuideParams = Record<string, never>;

/** How a reader gets into an e-resource. */
export type EResourceAccess = 'open' | 'card' | 'campus';

export const E_RESOURCE_ACCESS: Record<EResourceAccess, string> = {
  open: '免费开放',
  card: '凭读者证登录',
  campus: '馆内网络访问',
};

export interface EResource {
  id: number;
  name: string;
  /** What it offers (holdings, subjects), one or two sentences. */
  description: string;
  /** Who may get in and how. */
  access: EResourceAccess;
  /** The steps in words (e.g. 用读者证号和密码登录). */
  howto: string;
  /** Where it lives (https). Opening it leaves the app. */
  url: string;
}

export interface EResourceCategory {
  code: string;
  /** 中文数据库, 外文数据库, 电子图书, 有声读物 ... */
  name: string;
  resources: EResource[];
}

/** content/eresources: every category with its resources, in the library's order. */
export type EResourceParams = Record<string, never>;
