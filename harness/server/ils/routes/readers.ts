/** /v1/elib reader calls: the password check, base and extended info, the card's openid binding. */
import { type Deps, required } from '../../infra/http.js';
import { rows } from '../../infra/envelope.js';
import { optionalOpenid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { bindOpenid, checkReader, findReaderByOpenid, readerExtend, requireReader, unbindOpenid } from '../readers.js';
import type { ElibRoute } from './index.js';

export function readerRoutes(elib: ElibRoute, { db, now }: Deps): void {
  elib('checkReader', ({ params }) => {
    const rdrno = requireRdrno(params);
    const password = required(params, 'password', '读者证密码');
    const openid = optionalOpenid(params);
    return rows([checkReader(db, { rdrno, password, openid }, now())], '验证成功');
  });

  elib('getReaderBaseInfo', ({ params }) => rows([requireReader(db, requireRdrno(params), now())]));

  elib('getReaderExtendInfo', ({ params }) => rows([readerExtend(db, requireRdrno(params))]));

  elib('getReaderByOpenid', ({ params }) => {
    const found = findReaderByOpenid(db, requireOpenid(params), now());
    return rows(found ? [found] : [], found ? '成功' : '该微信未绑定读者证');
  });

  elib('bindOpenid', ({ params }) => {
    bindOpenid(db, requireRdrno(params), requireOpenid(params), now());
    return rows([], '绑定成功');
  });

  elib('unbindOpenid', ({ params }) => {
    unbindOpenid(db, requireRdrno(params), requireOpenid(params));
    return rows([], '解绑成功');
  });
}
