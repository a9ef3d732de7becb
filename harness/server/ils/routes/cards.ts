/**
 * /v1/elib card services (docs/API.md, "Card services"). Each names the card with `rdrno` (addReader
 * the applicant with `openid`), so the route layer has already refused another reader's card.
 */
import { type Deps, optional, required } from '../../infra/http.js';
import { rows } from '../../infra/envelope.js';
import { requireOpenid, requireRdrno } from '../../infra/params.js';
import { changeCardPassword, registerReader } from '../../platform/cardAccount.js';
import { cancelLost, delayCard, modifyContact, reportLost } from '../cardServices.js';
import { issueQrcode, qrcodeState } from '../readerQrcode.js';
import type { ElibRoute } from './types.js';

export function cardRoutes(elib: ElibRoute, deps: Deps): void {
  const { db, now } = deps;

  elib('lostCard', ({ params }) => rows([reportLost(db, requireRdrno(params), now())], '挂失成功'));

  elib('cancelLostCard', ({ params }) => rows([cancelLost(db, requireRdrno(params), now())], '已取消挂失'));

  elib('delayCard', ({ params }) => rows([delayCard(db, requireRdrno(params), now())], '延期成功'));

  elib('modifyPassword', ({ params, session }) => {
    changeCardPassword(deps, session, {
      rdrno: requireRdrno(params),
      oldPassword: required(params, 'oldpassword', '原密码'),
      newPassword: required(params, 'newpassword', '新密码'),
    });
    return rows([], '密码修改成功');
  });

  elib('modifyReaderInfo', ({ params }) => {
    const contact = {
      phone: required(params, 'phone', '手机号码'),
      email: optional(params, 'email'),
      address: optional(params, 'address'),
    };
    return rows([modifyContact(db, requireRdrno(params), contact, now())], '修改成功');
  });

  elib('addReader', ({ params, session }) => {
    const { reader } = registerReader(deps, session, {
      openid: requireOpenid(params),
      name: required(params, 'name', '姓名'),
      idcard: required(params, 'idcard', '身份证号码'),
      phone: required(params, 'phone', '手机号码'),
      rdrtype: required(params, 'rdrtype', '读者类型'),
      libcode: required(params, 'libcode', '办证馆'),
      password: optional(params, 'password'),
      guardian: optional(params, 'guardian'),
      guardianPhone: optional(params, 'guardianphone'),
      agreed: optional(params, 'agreement') === '1',
    });
    return rows([reader], '办证成功');
  });

  elib('getReaderQrcode', ({ params }) => rows([issueQrcode(db, requireRdrno(params), now())]));

  // Whether the code on the phone has let the reader through a gate (the app then shows a new one).
  elib('getReaderQrcodeState', ({ params }) =>
    rows([qrcodeState(db, requireRdrno(params), required(params, 'payload', '二维码内容'))]),
  );
}
