/** GET /api/v1/service/list (home grid) and POST /api/v1/hunter/save (visit records). */
import type { Hono } from 'hono';
import type { Rows, ServiceItem } from '../../../../src/api/contract/index.js';
import { type Deps, InputError, ok, optional, required, route } from '../../infra/http.js';
import { requireAppid, requireLibcode } from '../../infra/params.js';

export function serviceRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;

  route(api, 'platform', deps, ['get'], '/v1/service/list', ({ params }) => {
    requireAppid(params);
    if (optional(params, 'libcode')) requireLibcode(db, params);
    const status = optional(params, 'status');
    if (status && status !== '0' && status !== '1') throw new InputError('status 只能是 0 或 1');
    const list = db
      .prepare(
        `SELECT id, name, icon, url, sortnum, status, grp AS "group" FROM services
         ${status ? 'WHERE status = ?' : ''} ORDER BY sortnum DESC, id`,
      )
      .all(...(status ? [Number(status)] : [])) as ServiceItem[];
    return ok<Rows<ServiceItem>>({ rows: list, total: list.length });
  });

  route(api, 'platform', deps, ['post'], '/v1/hunter/save', ({ params }) => {
    const name = required(params, 'name', '页面名称 name');
    const type = required(params, 'type', '类型 type');
    if (type !== '1') throw new InputError('类型 type 只能是 1');
    const url = required(params, 'url', '页面地址 url');
    if (!url.startsWith('/') && !/^https?:\/\//.test(url)) throw new InputError('页面地址 url 格式错误');
    const appid = requireAppid(params);
    const libcode = requireLibcode(db, params);
    if (name.length > 100 || url.length > 1000) throw new InputError('参数过长');
    const result = db
      .prepare('INSERT INTO hunter (name, type, url, authorizer_appid, libcode, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(name, type, url, appid, libcode, deps.now());
    return ok({ id: Number(result.lastInsertRowid) }, '记录成功');
  });
}
