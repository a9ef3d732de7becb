/**
 * What the library publishes (/v1/content): public, naming no one, readable without start-up
 * (the service guide outside WeChat), so no account id is added.
 */
import type { Article, Banner, EResourceCategory, GuideCategory, Notice, NoticeParams, Rows } from '../../api/contract';
import { get } from '../../api/http';
import type { Platform } from '../../api/platform';

export const listBanners = (): Platform<Banner[]> => get('/v1/content/banners');
export const listNotices = (p: NoticeParams): Platform<Rows<Notice>> => get('/v1/content/notices', p);
export const getArticle = (id: number): Platform<Article> => get('/v1/content/article', { id });
export const getAgreement = (): Platform<Article> => get('/v1/content/agreement');
export const listGuide = (): Platform<GuideCategory[]> => get('/v1/content/guide');
export const listEResources = (): Platform<EResourceCategory[]> => get('/v1/content/eresources');
