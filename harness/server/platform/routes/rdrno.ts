/**
 * /api/v1/rdrno/*: reader cards a WeChat user keeps on the vendor platform (platform/cards.ts).
 * The openid named is the session's (platform/access.ts); rdrno/del may leave it out.
 */
import type { Hono } from 'hono';
import type { RdrnoBinding, Rows } from '../../../../src/api/contract/index.js';
import { harnessConfig } from '../../infra/config.js';
import { type Deps, optional } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { InputError, ok } from '../../infra/envelope.js';
import { checkOptionalAppid, requireAppid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { isBoundTo } from '../../ils/readers.js';
import { verifyCardPassword } from '../cardPassword.js';
import { listBindings, removeBinding, saveBinding, selectBinding } from '../cards.js';
import { hashPassword } from '../passwords.js';
import { checkLibcode } from './params.js';

export function rdrnoRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;

  platformRoute(api, deps, '/v1/rdrno/list', ({ params }) => {
    const openid = requireOpenid(params);
    requireAppid(params);
    const list = listBindings(db, openid);
    return ok<Rows<RdrnoBinding>>({ rows: list, total: list.length });
  });

  // The password is checked against the library system and kept hashed. Without one, only a card
  // the library system has bound to this openid can be saved (start-up's sync), or one already saved.
  platformRoute(api, deps, '/v1/rdrno/save', ({ params, session }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    const appid = requireAppid(params);
    const password = optional(params, 'password');
    if (password.length > 64) throw new InputError('读者证密码过长');
    const libcode = checkLibcode(db, optional(params, 'libcode') || harnessConfig.elibrary.libcode);
    const remark = optional(params, 'remark');
    if (remark.length > 50) throw new InputError('备注不能超过50个字');
    const saved = listBindings(db, openid).some((b) => b.rdrno === rdrno);
    if (password) verifyCardPassword(deps, session, rdrno, password);
    else if (!saved && !isBoundTo(db, rdrno, openid)) throw new InputError('缺少参数：读者证密码');
    const passwordHash = password ? hashPassword(password) : '';
    const result = saveBinding(db, { openid, rdrno, appid, passwordHash, libcode, remark }, deps.now());
    return ok(result.binding, result.created ? '绑定成功' : '更新成功');
  });

  platformRoute(api, deps, '/v1/rdrno/select', ({ params }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    requireAppid(params);
    return ok(selectBinding(db, openid, rdrno), '切换成功');
  });

  platformRoute(api, deps, '/v1/rdrno/del', ({ params, session }) => {
    // SPEC's payload is the card alone: the session's openid when none is named.
    const openid = optional(params, 'openid') ? requireOpenid(params) : session.openid;
    if (!openid) throw new InputError('请先完成微信授权');
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    removeBinding(db, openid, rdrno);
    return ok(null, '解绑成功');
  });
}
