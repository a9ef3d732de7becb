/**
 * What the library publishes (/v1/content): public, naming no one, readable without start-up
 * (the service guide outside WeChat), so no account id is added.
 */
import type { NoticeParams } from '../../api/contract';
import { get } from '../../api/http';

export const listNotices = (p: NoticeParams) => get('/v1/content/notices', p);
export const getArticle = (id: number) => get('/v1/content/article', { id });
export const getAgreement = () => get('/v1/content/agreement');
export const listGuide = () => get('/v1/content/guide');
export const listEResources = () => get('/v1/content/eresources');
