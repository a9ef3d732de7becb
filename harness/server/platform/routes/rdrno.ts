/**
 * /api/v1/rdrno/*: reader cards a WeChat user keeps on the vendor platform (platform/cards.ts).
 */
import type { Hono } from 'hono';
import type { RdrnoBinding, Rows } from '../../../../src/api/contract/index.js';
import { harnessConfig } from '../../infra/config.js';
import { type Deps, optional, required, route } from '../../infra/http.js';
import { InputError, ok } from '../../infra/envelope.js';
import { checkOptionalAppid, requireAppid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { listBindings, removeBinding, saveBinding, selectBinding } from '../cards.js';
import { checkLibcode } from './params.js';

export function rdrnoRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;

  route(api, 'platform', deps, ['get'], '/v1/rdrno/list', ({ params }) => {
    const openid = requireOpenid(params);
    requireAppid(params);
    const list = listBindings(db, openid);
    return ok<Rows<RdrnoBinding>>({ rows: list, total: list.length });
  });

  route(api, 'platform', deps, ['post'], '/v1/rdrno/save', ({ params }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    const appid = requireAppid(params);
    const password = required(params, 'password', '读者证密码');
    if (password.length > 64) throw new InputError('读者证密码过长');
    const libcode = checkLibcode(db, optional(params, 'libcode') || harnessConfig.elibrary.libcode);
    const remark = optional(params, 'remark');
    if (remark.length > 50) throw new InputError('备注不能超过50个字');
    const saved = saveBinding(db, { openid, rdrno, appid, password, libcode, remark }, deps.now());
    return ok(saved.binding, saved.created ? '绑定成功' : '更新成功');
  });

  route(api, 'platform', deps, ['post'], '/v1/rdrno/select', ({ params }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    requireAppid(params);
    return ok(selectBinding(db, openid, rdrno), '切换成功');
  });

  route(api, 'platform', deps, ['post'], '/v1/rdrno/del', ({ params }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    removeBinding(db, openid, rdrno);
    return ok(null, '解绑成功');
  });
}
