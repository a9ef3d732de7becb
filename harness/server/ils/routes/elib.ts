/**
 * /api/v1/elib/*: the library system (ILS). Each call accepts GET (query) and POST (JSON or
 * form); `authorizer_appid` is optional but must be the registered account when present.
 */
import type { Hono } from 'hono';
import type { DictEntry, DictKey } from '../../../../src/api/contract/index.js';
import { type Deps, InputError, type Params, required, type RouteHandler, route, rows } from '../../infra/http.js';
import { findReader, findReaderByOpenid, readerExtend, readerOpenid, stateRefusal } from '../readers.js';
import { checkOptionalAppid, requireOpenid, requireRdrno } from '../../infra/params.js';

const DICTIONARIES: Record<DictKey, string> = {
  rdrtype: 'SELECT code, name FROM rdrtypes ORDER BY sortnum',
  libcode: 'SELECT code, name FROM libraries ORDER BY sortnum',
  location: 'SELECT code, name, libcode FROM locations ORDER BY sortnum, code',
};

export function elibRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;
  const elib = (name: string, fn: RouteHandler) =>
    route(api, 'elib', deps, ['get', 'post'], `/v1/elib/${name}`, (ctx) => {
      checkOptionalAppid(ctx.params);
      return fn(ctx);
    });
  const reader = (params: Params) => {
    const found = findReader(db, requireRdrno(params), deps.now());
    if (!found) throw new InputError('读者证号不存在');
    return found;
  };

  elib('checkReader', ({ params }) => {
    const found = reader(params);
    const password = required(params, 'password', '读者证密码');
    if (password !== found.password) throw new InputError('读者证密码错误');
    const refusal = stateRefusal(found.state);
    if (refusal) throw new InputError(refusal);
    return rows([found], '验证成功');
  });

  elib('getReaderBaseInfo', ({ params }) => rows([reader(params)]));

  elib('getReaderExtendInfo', ({ params }) => rows([readerExtend(db, reader(params).rdrno)]));

  elib('getReaderByOpenid', ({ params }) => {
    const found = findReaderByOpenid(db, requireOpenid(params), deps.now());
    return rows(found ? [found] : [], found ? '成功' : '该微信未绑定读者证');
  });

  elib('bindOpenid', ({ params }) => {
    const card = reader(params);
    const openid = requireOpenid(params);
    const current = readerOpenid(db, card.rdrno);
    if (current && current !== openid) throw new InputError('该读者证已绑定其他微信，请先解绑');
    const refusal = card.state === 'cancelled' ? stateRefusal(card.state) : '';
    if (refusal) throw new InputError(refusal);
    db.transaction(() => {
      // One card per openid: binding replaces the openid's previous card.
      db.prepare('UPDATE readers SET openid = NULL WHERE openid = ? AND rdrno <> ?').run(openid, card.rdrno);
      db.prepare('UPDATE readers SET openid = ? WHERE rdrno = ?').run(openid, card.rdrno);
    })();
    return rows([], '绑定成功');
  });

  elib('unbindOpenid', ({ params }) => {
    const card = reader(params);
    const openid = requireOpenid(params);
    // Unbinding a card from someone else is a no-op: the card stays bound to its owner.
    db.prepare('UPDATE readers SET openid = NULL WHERE rdrno = ? AND openid = ?').run(card.rdrno, openid);
    return rows([], '解绑成功');
  });

  elib('getDictionary', ({ params }) => {
    const key = required(params, 'key', '字典类型 key');
    if (!Object.hasOwn(DICTIONARIES, key)) throw new InputError('字典类型 key 只能是 rdrtype、libcode 或 location');
    const list = db.prepare(DICTIONARIES[key as DictKey]).all() as DictEntry[];
    return rows(list);
  });
}
