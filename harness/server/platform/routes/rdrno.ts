/**
 * /api/v1/rdrno/*: reader cards a WeChat user keeps on the vendor platform (independent of the
 * library system's own openid binding). One row per openid + rdrno; at most one selected.
 */
import type { Hono } from 'hono';
import type { RdrnoBinding, Rows } from '../../../../src/api/contract/index.js';
import { harnessConfig } from '../../infra/config.js';
import type { Db } from '../../infra/db.js';
import { type Deps, InputError, ok, optional, required, route } from '../../infra/http.js';
import { checkOptionalAppid, isLibcode, requireAppid, requireOpenid, requireRdrno } from '../../infra/params.js';

const COLUMNS = 'id, openid, rdrno, password, libcode, remark, selected AS "select"';

export function listBindings(db: Db, openid: string): RdrnoBinding[] {
  return db.prepare(`SELECT ${COLUMNS} FROM rdrno_bindings WHERE openid = ? ORDER BY id`).all(openid) as RdrnoBinding[];
}

function findBinding(db: Db, openid: string, rdrno: string): RdrnoBinding | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM rdrno_bindings WHERE openid = ? AND rdrno = ?`).get(openid, rdrno) as
    | RdrnoBinding
    | undefined;
}

/** Keeps "a user with cards has one selected": selects the oldest card when none is. */
function ensureSelection(db: Db, openid: string): void {
  const selected = db.prepare('SELECT 1 FROM rdrno_bindings WHERE openid = ? AND selected = 1').get(openid);
  if (!selected) {
    db.prepare('UPDATE rdrno_bindings SET selected = 1 WHERE id = (SELECT MIN(id) FROM rdrno_bindings WHERE openid = ?)')
      .run(openid);
  }
}

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
    const libcode = optional(params, 'libcode') || harnessConfig.elibrary.libcode;
    if (!isLibcode(db, libcode)) throw new InputError('图书馆代码不存在');
    const remark = optional(params, 'remark');
    if (remark.length > 50) throw new InputError('备注不能超过50个字');
    const existing = findBinding(db, openid, rdrno);
    if (!existing && listBindings(db, openid).length >= harnessConfig.maxBindingsPerOpenid) {
      throw new InputError(`最多只能绑定${harnessConfig.maxBindingsPerOpenid}张读者证`);
    }
    db.transaction(() => {
      db.prepare(
        `INSERT INTO rdrno_bindings (openid, rdrno, password, libcode, remark, selected, authorizer_appid, created_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?)
         ON CONFLICT (openid, rdrno) DO UPDATE SET password = excluded.password, libcode = excluded.libcode,
           remark = excluded.remark, authorizer_appid = excluded.authorizer_appid`,
      ).run(openid, rdrno, password, libcode, remark, appid, deps.now());
      ensureSelection(db, openid);
    })();
    return ok(findBinding(db, openid, rdrno)!, existing ? '更新成功' : '绑定成功');
  });

  route(api, 'platform', deps, ['post'], '/v1/rdrno/select', ({ params }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    requireAppid(params);
    if (!findBinding(db, openid, rdrno)) throw new InputError('未绑定该读者证');
    db.prepare('UPDATE rdrno_bindings SET selected = CASE WHEN rdrno = ? THEN 1 ELSE 0 END WHERE openid = ?')
      .run(rdrno, openid);
    return ok(findBinding(db, openid, rdrno)!, '切换成功');
  });

  route(api, 'platform', deps, ['post'], '/v1/rdrno/del', ({ params }) => {
    const openid = requireOpenid(params);
    const rdrno = requireRdrno(params);
    checkOptionalAppid(params);
    if (!findBinding(db, openid, rdrno)) throw new InputError('未绑定该读者证');
    db.transaction(() => {
      db.prepare('DELETE FROM rdrno_bindings WHERE openid = ? AND rdrno = ?').run(openid, rdrno);
      ensureSelection(db, openid);
    })();
    return ok(null, '解绑成功');
  });
}
