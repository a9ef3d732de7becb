/** GET /api/v1/service/list (home grid) and POST /api/v1/hunter/save (visit records). */
import type { Hono } from 'hono';
import type { Rows, ServiceItem } from '../../../../src/api/contract/index.js';
import { type Deps, optional, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { InputError, ok } from '../../infra/envelope.js';
import { requireAppid } from '../../infra/params.js';
import { listServices } from '../services.js';
import { recordVisit } from '../visits.js';
import { checkLibcode, requireLibcode } from './params.js';

export function serviceRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;

  platformRoute(api, deps, '/v1/service/list', ({ params }) => {
    requireAppid(params);
    const libcode = optional(params, 'libcode');
    if (libcode) checkLibcode(db, libcode);
    const status = optional(params, 'status');
    if (status && status !== '0' && status !== '1') throw new InputError('status 只能是 0 或 1');
    const list = listServices(db, status ? Number(status) : undefined);
    return ok<Rows<ServiceItem>>({ rows: list, total: list.length });
  });

  platformRoute(api, deps, '/v1/hunter/save', ({ params }) => {
    const name = required(params, 'name', '页面名称 name');
    const type = required(params, 'type', '类型 type');
    if (type !== '1') throw new InputError('类型 type 只能是 1');
    const url = required(params, 'url', '页面地址 url');
    if (!url.startsWith('/') && !/^https?:\/\//.test(url)) throw new InputError('页面地址 url 格式错误');
    const appid = requireAppid(params);
    const libcode = requireLibcode(db, params);
    if (name.length > 100 || url.length > 1000) throw new InputError('参数过长');
    const id = recordVisit(db, { name, type, url, authorizer_appid: appid, libcode }, deps.now());
    return ok({ id }, '记录成功');
  });
}
