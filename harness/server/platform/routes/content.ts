/**
 * /api/v1/content/*: what the library publishes (platform/content.ts). Public: no bearer token
 * is needed (the service guide is read without start-up, outside WeChat too), none names anyone.
 */
import type { Hono } from 'hono';
import { ok } from '../../infra/envelope.js';
import { type Deps, optional, type RouteOptions, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { InputError } from '../../infra/envelope.js';
import { parsePaging } from '../../ils/history.js';
import { listBanners, listEResources, listGuide, listNotices, readAgreement, readArticle } from '../content.js';

const PUBLIC: RouteOptions = { auth: false };

export function contentRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;

  platformRoute(api, deps, '/v1/content/banners', () => ok(listBanners(db)), PUBLIC);

  platformRoute(
    api,
    deps,
    '/v1/content/notices',
    ({ params }) => ok(listNotices(db, parsePaging(optional(params, 'page'), optional(params, 'rows')))),
    PUBLIC,
  );

  platformRoute(
    api,
    deps,
    '/v1/content/article',
    ({ params }) => {
      const id = required(params, 'id', '文章编号 id');
      if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw new InputError('文章编号 id 须为正整数');
      return ok(readArticle(db, Number(id)));
    },
    PUBLIC,
  );

  platformRoute(api, deps, '/v1/content/agreement', () => ok(readAgreement(db)), PUBLIC);
  platformRoute(api, deps, '/v1/content/guide', () => ok(listGuide(db)), PUBLIC);
  platformRoute(api, deps, '/v1/content/eresources', () => ok(listEResources(db)), PUBLIC);
}
