/**
 * 订阅到期提醒 / 订阅到书通知 / 订阅罚款提醒 against the harness: each screen offers its reminder
 * with WeChat's subscribe tag (the library's template id), the client's answer is told to the
 * reader (accept kept on the platform and counted, reject and WeChat's errors change nothing),
 * and a client without the open tag gets a plain explanation instead of the button.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { wechatConfig } from '../../src/wechatConfig';
import FinesScreen from '../../src/features/loans/FinesScreen';
import LoansScreen from '../../src/features/loans/LoansScreen';
import ReserveScreen from '../../src/features/loans/ReserveScreen';
import { signInAs, withHarness } from '../helpers/harness';
import { render, text, waitFor } from '../helpers/page';

const Reminders = suite('订阅提醒 against the harness');
const server = withHarness(Reminders);

/** The client's `success` as WeChat sends it: subscribeDetails is JSON of JSON. */
const answer = (statuses: Record<string, string>) => ({
  errMsg: 'subscribe:ok',
  subscribeDetails: JSON.stringify(
    Object.fromEntries(Object.entries(statuses).map(([id, status]) => [id, JSON.stringify({ status })])),
  ),
});

const fire = async (tag: Element, type: string, detail: object) =>
  act(async () => {
    tag.dispatchEvent(new CustomEvent(type, { detail }));
  });

Reminders(
  '借阅信息: 订阅到期提醒 with the due template; accept is kept and counted, reject changes nothing',
  async () => {
    const { root, env } = await signInAs(server, 'reader');
    const page = await render(<LoansScreen />, root, '/books/index');
    await waitFor(() => !!page.container.querySelector('section[aria-label="到期提醒"] wx-open-subscribe'));
    const offer = page.container.querySelector('section[aria-label="到期提醒"]')!;
    const tag = offer.querySelector('wx-open-subscribe')!;
    const due = wechatConfig.subscribeTemplates.due;
    assert.is(tag.getAttribute('template'), due);
    assert.ok(tag.querySelector('script[type="text/wxtag-template"]')!.textContent!.includes('订阅到期提醒'));
    assert.ok(text(offer).includes('到期前3天和到期当天各提醒一次'));
    await waitFor(() => text(offer).includes('未订阅'));

    await fire(tag, 'ready', {});
    await fire(tag, 'success', answer({ [due]: 'reject' }));
    await waitFor(() => env.toasts.includes('你没有允许到期提醒，需要时可再次订阅'));
    assert.ok(text(offer).includes('未订阅'), 'a refusal keeps nothing');

    await fire(tag, 'success', answer({ [due]: 'accept' }));
    await waitFor(() => env.toasts.includes('已订阅到期提醒，还可提醒1次'));
    assert.ok(text(offer).includes('已订阅，还可提醒1次'));
    await fire(tag, 'success', answer({ [due]: 'accept' }));
    await waitFor(() => text(offer).includes('已订阅，还可提醒2次'));

    await fire(tag, 'error', { errCode: 20004, errMsg: 'subscribe:fail' });
    await waitFor(() => env.toasts.includes('你已关闭本公众号的通知，请在公众号设置中打开后再订阅'));
    assert.ok(offer.querySelector('wx-open-subscribe'), 'an error on a tap keeps the button');
    await page.unmount();

    // The count is the WeChat user's: another screen reads the same standing from the platform.
    const again = await render(<LoansScreen />, root, '/books/index');
    await waitFor(() => text(again.container).includes('已订阅，还可提醒2次'));
    await again.unmount();
  },
);

Reminders('预约预借 and 财经记录 offer 到书通知 and 罚款提醒 with their own templates', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const reserve = await render(<ReserveScreen />, root, '/books/reserve');
  await waitFor(() => !!reserve.container.querySelector('section[aria-label="到书通知"] wx-open-subscribe'));
  const tag = reserve.container.querySelector('section[aria-label="到书通知"] wx-open-subscribe')!;
  assert.is(tag.getAttribute('template'), wechatConfig.subscribeTemplates.arrival);
  await fire(tag, 'ready', {});
  // An answer for another template only (not this one's): nothing to keep.
  await fire(tag, 'success', answer({ [wechatConfig.subscribeTemplates.due]: 'accept' }));
  await waitFor(() => env.toasts.includes('订阅失败，请稍后重试'));
  await fire(tag, 'success', answer({ [wechatConfig.subscribeTemplates.arrival]: 'accept' }));
  await waitFor(() => env.toasts.includes('已订阅到书通知，还可提醒1次'));
  await reserve.unmount();

  const fines = await render(<FinesScreen />, root, '/CurFineList');
  await waitFor(() => !!fines.container.querySelector('section[aria-label="罚款提醒"] wx-open-subscribe'));
  assert.is(
    fines.container.querySelector('section[aria-label="罚款提醒"] wx-open-subscribe')!.getAttribute('template'),
    wechatConfig.subscribeTemplates.fine,
  );
  await fines.unmount();
});

Reminders('a client without the open tag: the explanation, and the tag error before ready too', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const current = env.userAgent();
  const explained = (offer: Element) => text(offer).includes('当前微信版本不能订阅到期提醒，请升级微信后再试');

  const first = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => !!first.container.querySelector('section[aria-label="到期提醒"] wx-open-subscribe'));
  const offer = first.container.querySelector('section[aria-label="到期提醒"]')!;
  assert.not.ok(explained(offer));
  // The client refuses the tag before it is ready (not listed, too old): the explanation instead.
  await fire(offer.querySelector('wx-open-subscribe')!, 'error', { errCode: 0, errMsg: 'subscribe:fail_check fail' });
  await waitFor(() => !offer.querySelector('wx-open-subscribe'));
  assert.ok(explained(offer));
  await first.unmount();

  env.userAgent = () => current.replace(/MicroMessenger\/[\d.]+/, 'MicroMessenger/7.0.10');
  const old = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => !!old.container.querySelector('section[aria-label="到期提醒"]'));
  const oldOffer = old.container.querySelector('section[aria-label="到期提醒"]')!;
  assert.not.ok(oldOffer.querySelector('wx-open-subscribe'), 'a client before 7.0.12 gets no tag at all');
  assert.ok(explained(oldOffer));
  await old.unmount();
});

Reminders.run();
