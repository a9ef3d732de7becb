/**
 * /api/v1/subscribe/*: the reminders a WeChat user subscribed to (platform/subscriptions.ts).
 * Both name the session's openid (platform/access.ts refuses another's with 403).
 */
import type { Hono } from 'hono';
import { ok } from '../../infra/envelope.js';
import { type Deps, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { checkOptionalAppid, requireOpenid } from '../../infra/params.js';
import { addSubscriptions, listSubscriptions, parseTemplateIds } from '../subscriptions.js';

export function subscribeRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;

  platformRoute(api, deps, '/v1/subscribe/list', ({ params }) => {
    const openid = requireOpenid(params);
    checkOptionalAppid(params);
    return ok(listSubscriptions(db, openid));
  });

  platformRoute(api, deps, '/v1/subscribe/save', ({ params }) => {
    const openid = requireOpenid(params);
    checkOptionalAppid(params);
    const kinds = parseTemplateIds(required(params, 'template_ids', '订阅模板 template_ids'));
    return ok(addSubscriptions(db, openid, kinds, deps.now()), '订阅成功');
  });
}
