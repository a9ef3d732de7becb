/**
 * /api/v1/favorite/*: the titles a WeChat user keeps (platform/favorites.ts). Every call names the
 * session's openid (platform/access.ts refuses another user's with 403).
 */
import type { Hono } from 'hono';
import type { FavoriteRow, Rows } from '../../../../src/api/contract/index.js';
import { ok } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { checkOptionalAppid, requireOpenid } from '../../infra/params.js';
import { parseBookrecno } from '../../ils/bib.js';
import { parsePaging } from '../../ils/history.js';
import { favoriteStatus, listFavorites, removeFavorite, saveFavorite } from '../favorites.js';

export function favoriteRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;
  const named = (params: Params) => {
    checkOptionalAppid(params);
    return { openid: requireOpenid(params), bookrecno: parseBookrecno(required(params, 'bookrecno', '书目记录号')) };
  };

  platformRoute(api, deps, '/v1/favorite/list', ({ params }) => {
    const openid = requireOpenid(params);
    checkOptionalAppid(params);
    const paging = parsePaging(optional(params, 'page'), optional(params, 'rows'));
    return ok<Rows<FavoriteRow>>(listFavorites(db, openid, paging));
  });

  platformRoute(api, deps, '/v1/favorite/status', ({ params }) => {
    const { openid, bookrecno } = named(params);
    return ok(favoriteStatus(db, openid, bookrecno));
  });

  platformRoute(api, deps, '/v1/favorite/save', ({ params }) => {
    const { openid, bookrecno } = named(params);
    return ok(saveFavorite(db, openid, bookrecno, deps.now()), '收藏成功');
  });

  platformRoute(api, deps, '/v1/favorite/del', ({ params }) => {
    const { openid, bookrecno } = named(params);
    return ok(removeFavorite(db, openid, bookrecno), '已取消收藏');
  });
}
