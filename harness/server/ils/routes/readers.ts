/**
 * /v1/elib reader calls: the password check, base and extended info, the card's openid binding.
 * Who may name which card is decided before these run (platform/access.ts); checkReader proves
 * the card itself, and bindOpenid also needs the card's password proven in this session.
 */
import { type Deps, required } from '../../infra/http.js';
import { Forbidden, rows } from '../../infra/envelope.js';
import { optionalOpenid, requireOpenid, requireRdrno } from '../../infra/params.js';
import { verifyCardPassword } from '../../platform/cardPassword.js';
import { cardPasswordProven, markCardVerified } from '../../platform/session.js';
import { bindAndReward } from '../bonus.js';
import { checkReader, findReaderByOpenid, isBoundTo, readerExtend, requireReader, unbindOpenid } from '../readers.js';
import type { ElibRoute } from './types.js';

export const PASSWORD_FIRST = '请先验证读者证密码';

export function readerRoutes(elib: ElibRoute, deps: Deps): void {
  const { db, now } = deps;

  elib(
    'checkReader',
    ({ params, session }) => {
      const rdrno = requireRdrno(params);
      const password = required(params, 'password', '读者证密码');
      const openid = optionalOpenid(params);
      verifyCardPassword(deps, session, rdrno, password);
      const reader = checkReader(db, { rdrno, openid }, now());
      markCardVerified(db, session, rdrno, now());
      return rows([reader], '验证成功');
    },
    { proves: 'card' },
  );

  elib('getReaderBaseInfo', ({ params }) => rows([requireReader(db, requireRdrno(params), now())]));

  elib('getReaderExtendInfo', ({ params }) => rows([readerExtend(db, requireRdrno(params), now())]));

  elib('getReaderByOpenid', ({ params }) => {
    const found = findReaderByOpenid(db, requireOpenid(params), now());
    return rows(found ? [found] : [], found ? '成功' : '该微信未绑定读者证');
  });

  elib('bindOpenid', ({ params, session }) => {
    const rdrno = requireRdrno(params);
    const openid = requireOpenid(params);
    if (!isBoundTo(db, rdrno, openid) && !cardPasswordProven(db, session, rdrno)) {
      throw new Forbidden(PASSWORD_FIRST);
    }
    bindAndReward(db, rdrno, openid, now());
    return rows([], '绑定成功');
  });

  elib('unbindOpenid', ({ params }) => {
    unbindOpenid(db, requireRdrno(params), requireOpenid(params));
    return rows([], '解绑成功');
  });
}
