/**
 * /api/v1/photo/*: readers' photo posts (platform/photos.ts). The wall and a post need only a
 * token (an `openid`, when given, must be the session's: it says which posts it liked); sharing
 * names the card, and liking and deleting the WeChat user (platform/access.ts refuses another's).
 */
import type { Hono } from 'hono';
import type { Photo, Rows } from '../../../../src/api/contract/index.js';
import { InputError, ok } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { checkOptionalAppid, optionalOpenid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { parsePaging } from '../../ils/history.js';
import { cardPhotos, deletePhoto, likePhoto, photoDetail, sharePhoto, type Viewer, wall } from '../photos.js';
import { ownsCard, type Session } from '../session.js';

function photoId(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InputError('晒图编号 id 格式错误');
  return Number(text);
}

export function photoRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;
  const paging = (params: Params) => parsePaging(optional(params, 'page'), optional(params, 'rows'));
  const viewerOf = (session: Session): Viewer => ({
    openid: session.openid,
    owns: (rdrno) => ownsCard(db, session, rdrno),
  });

  platformRoute(api, deps, '/v1/photo/list', ({ params, session }) => {
    optionalOpenid(params);
    checkOptionalAppid(params);
    const sort = optional(params, 'sort') || 'newest';
    if (sort !== 'newest' && sort !== 'likes') throw new InputError('排序方式 sort 须为 newest 或 likes');
    const topic = optional(params, 'topic');
    if ([...topic].length > 20) throw new InputError('话题 topic 格式错误');
    return ok<Rows<Photo>>(wall(db, { sort, topic }, paging(params), viewerOf(session)));
  });

  platformRoute(api, deps, '/v1/photo/mine', ({ params, session }) => {
    requireOpenid(params);
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    return ok<Rows<Photo>>(cardPhotos(db, rdrno, paging(params), viewerOf(session)));
  });

  platformRoute(api, deps, '/v1/photo/detail', ({ params, session }) => {
    optionalOpenid(params);
    checkOptionalAppid(params);
    return ok(photoDetail(db, photoId(required(params, 'id', '晒图编号')), viewerOf(session)));
  });

  platformRoute(api, deps, '/v1/photo/add', ({ params, session }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    const serverids = optional(params, 'serverids');
    const input = {
      openid,
      rdrno,
      topic: optional(params, 'topic'),
      text: optional(params, 'text'),
      serverids: serverids ? serverids.split(',') : [],
      nonce: required(params, 'nonce', '晒图标识 nonce'),
    };
    const { photo, repeated } = sharePhoto(db, input, viewerOf(session), deps.now());
    return ok(photo, repeated ? '晒图已提交' : '发布成功，审核通过后将在晒图墙展示');
  });

  platformRoute(api, deps, '/v1/photo/like', ({ params, session }) => {
    requireOpenid(params);
    checkOptionalAppid(params);
    return ok(likePhoto(db, photoId(required(params, 'id', '晒图编号')), viewerOf(session), deps.now()), '点赞成功');
  });

  platformRoute(api, deps, '/v1/photo/del', ({ params, session }) => {
    requireOpenid(params);
    checkOptionalAppid(params);
    const id = photoId(required(params, 'id', '晒图编号'));
    deletePhoto(db, id, viewerOf(session));
    return ok({ id }, '已删除');
  });
}
