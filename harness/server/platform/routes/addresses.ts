/**
 * /api/v1/address/*: the WeChat user's postal addresses (platform/addresses.ts). Every call names
 * the session's openid (platform/access.ts refuses another user's with 403).
 */
import type { Hono } from 'hono';
import type { Address, Rows } from '../../../../src/api/contract/index.js';
import { InputError, ok } from '../../infra/envelope.js';
import { type Deps, optional, type Params, required } from '../../infra/http.js';
import { platformRoute } from '../../infra/endpoints.js';
import { checkOptionalAppid, requireOpenid } from '../../infra/params.js';
import { listAddresses, makeDefaultAddress, removeAddress, saveAddress } from '../addresses.js';

/** An address id as given: a positive integer, or a refusal. */
function addressId(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InputError('地址编号 id 格式错误');
  return Number(text);
}

export function addressRoutes(api: Hono, deps: Deps): void {
  const { db } = deps;
  const who = (params: Params) => {
    checkOptionalAppid(params);
    return requireOpenid(params);
  };

  platformRoute(api, deps, '/v1/address/list', ({ params }) => {
    const rows = listAddresses(db, who(params));
    return ok<Rows<Address>>({ rows, total: rows.length });
  });

  platformRoute(api, deps, '/v1/address/save', ({ params }) => {
    const openid = who(params);
    const id = optional(params, 'id');
    const isdefault = optional(params, 'isdefault');
    if (isdefault && isdefault !== '0' && isdefault !== '1') throw new InputError('默认地址 isdefault 只能是 0 或 1');
    const input = {
      name: optional(params, 'name'),
      phone: optional(params, 'phone'),
      province: optional(params, 'province'),
      city: optional(params, 'city'),
      district: optional(params, 'district'),
      detail: optional(params, 'detail'),
      postalcode: optional(params, 'postalcode'),
    };
    const change = { id: id ? addressId(id) : null, input, makeDefault: isdefault === '1' };
    return ok(saveAddress(db, openid, change, deps.now()), '地址已保存');
  });

  platformRoute(api, deps, '/v1/address/default', ({ params }) => {
    const openid = who(params);
    return ok(makeDefaultAddress(db, openid, addressId(required(params, 'id', '地址编号'))), '已设为默认地址');
  });

  platformRoute(api, deps, '/v1/address/del', ({ params }) => {
    const openid = who(params);
    return ok(removeAddress(db, openid, addressId(required(params, 'id', '地址编号'))), '地址已删除');
  });
}
