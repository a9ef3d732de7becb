/**
 * /api/v1/message/*: readers' messages to the library (platform/messages.ts). The list and add
 * name the session's openid (and add its card: platform/access.ts refuses another's with 403);
 * the public list names no one. Pictures are served by /api/media/:id (routes/media.ts).
 */
import type { Hono } from 'hono';
import type { Message, Rows } from '../../../../src/api/contract/index.js';
import { ok } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { checkOptionalAppid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { parsePaging } from '../../ils/history.js';
import { addMessage, listMessages, publicMessages } from '../messages.js';

export function messageRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;
  const paging = (params: Params) => parsePaging(optional(params, 'page'), optional(params, 'rows'));

  platformRoute(api, deps, '/v1/message/list', ({ params }) => {
    const openid = requireOpenid(params);
    checkOptionalAppid(params);
    return ok<Rows<Message>>(listMessages(db, openid, paging(params)));
  });

  platformRoute(api, deps, '/v1/message/public', ({ params }) => {
    checkOptionalAppid(params);
    return ok<Rows<Message>>(publicMessages(db, paging(params)));
  });

  platformRoute(api, deps, '/v1/message/add', ({ params }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    const serverids = optional(params, 'serverids');
    const input = {
      openid,
      rdrno,
      category: required(params, 'category', '留言类别'),
      content: required(params, 'content', '留言内容'),
      serverids: serverids ? serverids.split(',') : [],
      nonce: required(params, 'nonce', '留言标识 nonce'),
    };
    const { message, repeated } = addMessage(db, input, deps.now());
    return ok(message, repeated ? '留言已提交' : '留言成功，请等待图书馆回复');
  });
}
