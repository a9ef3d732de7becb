/** What a reader sees on the card service screens (happy-dom, the transport faked). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import type { ReaderBase } from '../../src/api/contract';
import Detail from '../../src/features/cards/DetailScreen';
import Password from '../../src/features/cards/PasswordScreen';
import { cardOffers } from '../../src/features/cards/validation';
import { maskName } from '../../src/components/ui/mask';
import { allByText, byText, click, fakeBackend, makeRoot, render, text, type, waitFor } from '../helpers/page';

const BASE: ReaderBase = {
  rdrno: 'SX100001',
  name: '林书远',
  sex: 1,
  rdrtype: 'PT',
  rdrtypename: '普通读者',
  libcode: 'SXLIB',
  libname: '书香市图书馆',
  idcard: '330106********1017',
  phone: '13805711000',
  email: '',
  address: '文华路1号',
  startdate: '2024-01-01',
  enddate: '2029-01-01',
  state: 'valid',
  statename: '有效',
};

function withCard(base: ReaderBase = BASE) {
  const made = makeRoot();
  runInAction(() => {
    made.root.app.setWxuser({ openid: 'o1' });
    made.root.reader.setRdrnos([{ id: 1, openid: 'o1', rdrno: base.rdrno, libcode: 'SXLIB', remark: '', select: 1 }]);
    made.root.reader.elibUserBase = base;
    made.root.reader.cardsStatus = 'ready';
    made.root.reader.cardsReady = true;
  });
  return made;
}

const Page = suite('card service screens');

Page('卡证详情 shows the record masked where it should be, and offers 挂失 for a valid card', async () => {
  const backend = fakeBackend({
    '/v1/elib/getReaderBaseInfo': () => ({ status: '0', message: '成功', rows: [BASE] }),
    '/v1/elib/getReaderExtendInfo': () => ({ status: '0', message: '成功', rows: [] }),
  });
  const { root } = withCard();
  const page = await render(<Detail />, root, '/rdrnos/detail');
  await waitFor(() => text(page.container).includes('证件号码'));
  const shown = text(page.container);
  assert.ok(shown.includes('330106********1017'));
  assert.ok(shown.includes('138****1000'), 'the phone masked as 138****1000');
  assert.not.ok(shown.includes('13805711000'));
  assert.ok(shown.includes('未填写'), 'no email');
  assert.is(allByText(page.container, '挂失', 'button').length, 1);
  assert.is(allByText(page.container, '取消挂失', 'button').length, 0);
  assert.ok(shown.includes('到期前30天内可申请延期'));
  await page.unmount();
  backend.restore();
});

Page('挂失 asks first: cancelled, nothing is sent; confirmed, the card is lost and 取消挂失 is offered', async () => {
  const lost = { ...BASE, state: 'lost' as const, statename: '挂失' };
  let current = BASE;
  const backend = fakeBackend({
    '/v1/elib/getReaderBaseInfo': () => ({ status: '0', message: '成功', rows: [current] }),
    '/v1/elib/getReaderExtendInfo': () => ({ status: '0', message: '成功', rows: [] }),
    '/v1/elib/lostCard': () => {
      current = lost;
      return { status: '0', message: '挂失成功', rows: [lost] };
    },
  });
  const { root, env } = withCard();
  const page = await render(<Detail />, root, '/rdrnos/detail');
  await click(byText(page.container, '挂失', 'button'));
  await waitFor(() => !backend.calls.some((c) => c.url.includes('lostCard')) && env.toasts.length === 0);
  assert.not.ok(
    backend.calls.some((c) => c.url.includes('lostCard')),
    'cancelled: nothing sent',
  );
  env.confirmAnswer = true;
  await click(byText(page.container, '挂失', 'button'));
  await waitFor(() => env.toasts.includes('挂失成功'));
  await waitFor(() => allByText(page.container, '取消挂失', 'button').length === 1);
  assert.ok(text(page.container).includes('挂失'));
  await page.unmount();
  backend.restore();
});

Page(
  'an expired card: 延期 offered and confirmed by name; a refusal stays beside it; done, the card is valid',
  async () => {
    const expired = { ...BASE, enddate: '2025-09-01', state: 'expired' as const, statename: '过期' };
    const renewed = { ...BASE, enddate: '2027-01-10', state: 'valid' as const, statename: '有效' };
    let current: ReaderBase = expired;
    let refuse = true;
    const backend = fakeBackend({
      '/v1/elib/getReaderBaseInfo': () => ({ status: '0', message: '成功', rows: [current] }),
      '/v1/elib/getReaderExtendInfo': () => ({ status: '0', message: '成功', rows: [] }),
      '/v1/elib/delayCard': () => {
        if (refuse) return { status: '1', message: '未缴罚款超过限额，请先在财经记录中缴纳罚款，再办理延期' };
        current = renewed;
        return { status: '0', message: '延期成功', rows: [renewed] };
      },
    });
    const { root, env } = withCard(expired);
    env.confirmAnswer = true;
    const page = await render(<Detail />, root, '/rdrnos/detail');
    await waitFor(() => allByText(page.container, '延期', 'button').length === 1);
    assert.ok(text(page.container).includes('读者证已于2025-09-01到期，延期后自今日起有效一年'));
    assert.is(allByText(page.container, '挂失', 'button').length, 0);
    await click(byText(page.container, '延期', 'button'));
    await waitFor(() => page.container.querySelector('.card-detail-refusal') !== null);
    assert.equal(env.confirmButtons, [['确认延期', '暂不']]);
    assert.is(
      text(page.container.querySelector('.card-detail-refusal')!),
      '未缴罚款超过限额，请先在财经记录中缴纳罚款，再办理延期',
    );
    assert.equal(env.toasts, [], 'the refusal is shown once, beside the button');
    refuse = false;
    await click(byText(page.container, '延期', 'button'));
    await waitFor(() => env.toasts.includes('延期成功'));
    await waitFor(() => root.reader.shownBase?.state === 'valid');
    await waitFor(() => allByText(page.container, '挂失', 'button').length === 1);
    assert.is(page.container.querySelector('.card-detail-refusal'), null);
    await page.unmount();
    backend.restore();
  },
);

Page('the card confirms name their action: 确认挂失 / 确认取消挂失 / 暂不', async () => {
  const lost = { ...BASE, state: 'lost' as const, statename: '挂失' };
  const backend = fakeBackend({
    '/v1/elib/getReaderBaseInfo': () => ({ status: '0', message: '成功', rows: [lost] }),
    '/v1/elib/getReaderExtendInfo': () => ({ status: '0', message: '成功', rows: [] }),
  });
  const { root, env } = withCard(lost);
  const page = await render(<Detail />, root, '/rdrnos/detail');
  await waitFor(() => allByText(page.container, '取消挂失', 'button').length === 1);
  assert.ok(text(page.container).includes('找回读者证后，可在此取消挂失'));
  await click(byText(page.container, '取消挂失', 'button'));
  await waitFor(() => env.confirms.length === 1);
  assert.equal(env.confirms[0].title, '取消挂失');
  assert.equal(env.confirmButtons, [['确认取消挂失', '暂不']]);
  assert.not.ok(
    backend.calls.some((c) => c.url.includes('cancelLostCard')),
    '暂不: nothing sent',
  );
  await page.unmount();
  backend.restore();
});

Page('修改密码 states its rules and shows a refusal once, beside the form', async () => {
  const backend = fakeBackend({
    '/v1/elib/modifyPassword': () => ({ status: '1', message: '原密码错误' }),
  });
  const { root, env } = withCard();
  const page = await render(<Password />, root, '/rdrnos/password');
  assert.ok(text(page.container).includes('密码为6-20位字母或数字'));
  const input = (id: string) => page.container.querySelector<HTMLInputElement>(`#${id}`)!;
  assert.is(page.container.querySelectorAll('.adm-list, .adm-input').length, 0, "the app's own list");
  assert.equal(
    ['pw-old', 'pw-new', 'pw-repeat'].map((id) => input(id).type),
    ['password', 'password', 'password'],
  );
  await type(input('pw-old'), '000000');
  await type(input('pw-new'), 'abc12345');
  await type(input('pw-repeat'), 'abc1234');
  await click(byText(page.container, '确认修改', 'button'));
  await waitFor(() => text(page.container).includes('两次输入的新密码不一致'));
  assert.is(backend.calls.length, 0, 'a form problem sends nothing');
  await type(input('pw-repeat'), 'abc12345');
  await click(byText(page.container, '确认修改', 'button'));
  await waitFor(() => text(page.container).includes('原密码错误'));
  assert.is(page.container.querySelectorAll('[role="alert"]').length, 1);
  assert.equal(env.toasts, []);
  await page.unmount();
  backend.restore();
});

Page('what the detail page offers follows the card state and end date', () => {
  const today = new Date(2026, 0, 10);
  assert.equal(cardOffers({ ...BASE, enddate: '2026-02-09' }, today), {
    lost: true,
    cancelLost: false,
    delay: true,
    delayHint: '',
  });
  assert.is(cardOffers({ ...BASE, enddate: '2026-02-10' }, today).delay, false);
  assert.equal(cardOffers({ ...BASE, state: 'lost', statename: '挂失' }, today), {
    lost: false,
    cancelLost: true,
    delay: false,
    delayHint: '',
  });
  assert.equal(cardOffers({ ...BASE, state: 'expired', statename: '过期', enddate: '2025-11-01' }, today), {
    lost: false,
    cancelLost: false,
    delay: true,
    delayHint: '读者证已于2025-11-01到期，延期后自今日起有效一年',
  });
});

Page('names on the electronic card are masked', () => {
  assert.is(maskName('林书远'), '林*远');
  assert.is(maskName('王五'), '王*');
  assert.is(maskName('欧阳锋锐'), '欧**锐');
  assert.is(maskName('A'), 'A');
  assert.is(maskName(null), '');
});

Page.run();
