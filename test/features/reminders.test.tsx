/**
 * 订阅到期提醒 / 过期提醒 / 到书通知 / 罚款提醒 against the harness: each screen offers its reminder
 * with WeChat's subscribe tag (the library's template id), the client's answer is told to the
 * reader (accept kept on the platform and counted, reject and WeChat's errors change nothing),
 * and a client without the open tag gets a plain explanation instead of the button.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { runInAction } from 'mobx';
import { wechatConfig } from '../../src/wechatConfig';
import FinesScreen from '../../src/features/loans/FinesScreen';
import LoansScreen from '../../src/features/loans/LoansScreen';
import ReserveScreen from '../../src/features/loans/ReserveScreen';
import { signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, waitFor } from '../helpers/page';

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
  '借阅信息: 订阅到期提醒 with the due template; one subscription one message, counted; with some left the button adds one more',
  async () => {
    const { root, env } = await signInAs(server, 'reader');
    const page = await render(<LoansScreen />, root, '/books/index');
    await waitFor(() => !!page.container.querySelector('section[aria-label="到期提醒"] wx-open-subscribe'));
    const offer = page.container.querySelector('section[aria-label="到期提醒"]')!;
    const tag = () => offer.querySelector('wx-open-subscribe')!;
    const button = () => tag().querySelector('script[type="text/wxtag-template"]')!.textContent!;
    const due = wechatConfig.subscribeTemplates.due;
    assert.is(tag().getAttribute('template'), due);
    assert.ok(button().includes('订阅到期提醒'));
    assert.ok(text(offer).includes('书在3天内到期时提醒你一次，最先到期的先提醒'));
    await waitFor(() => text(offer).includes('未订阅：每订阅一次，可收到一条提醒'));

    await fire(tag(), 'ready', {});
    await fire(tag(), 'success', answer({ [due]: 'reject' }));
    await waitFor(() => env.toasts.includes('你没有允许到期提醒，需要时可再次订阅'));
    assert.ok(text(offer).includes('未订阅'), 'a refusal keeps nothing');

    await fire(tag(), 'success', answer({ [due]: 'accept' }));
    await waitFor(() => env.toasts.includes('已订阅到期提醒，还可提醒1次'));
    assert.ok(text(offer).includes('已订阅，还可提醒1次；每订阅一次多提醒一次'));
    // One more, one tap: a new button (the client reads a tag's template once).
    await waitFor(() => button().includes('再加一次到期提醒'));
    await fire(tag(), 'ready', {});
    await fire(tag(), 'success', answer({ [due]: 'accept' }));
    await waitFor(() => text(offer).includes('已订阅，还可提醒2次'));

    await fire(tag(), 'ready', {});
    await fire(tag(), 'error', { errCode: 20004, errMsg: 'subscribe:fail' });
    await waitFor(() => env.toasts.includes('你已关闭本公众号的通知，请在公众号设置中打开后再订阅'));
    assert.ok(offer.querySelector('wx-open-subscribe'), 'an error on a tap keeps the button');
    await page.unmount();

    // The count is the WeChat user's: another screen reads the same standing from the platform.
    const again = await render(<LoansScreen />, root, '/books/index');
    await waitFor(() => text(again.container).includes('已订阅，还可提醒2次'));
    await again.unmount();
  },
);

Reminders('in dark mode the button WeChat draws is dark too, and follows the client’s switch', async () => {
  const { root } = await signInAs(server, 'reader');
  const html = document.documentElement;
  html.dataset.prefersColorScheme = 'dark';
  try {
    const page = await render(<LoansScreen />, root, '/books/index');
    const template = () =>
      page.container.querySelector(
        'section[aria-label="到期提醒"] wx-open-subscribe script[type="text/wxtag-template"]',
      )?.textContent ?? '';
    await waitFor(() => template().includes('background:#191919'));
    assert.not.ok(template().includes('background:#fff'), 'not a white button on a dark page');
    await act(async () => {
      html.dataset.prefersColorScheme = 'light';
    });
    await waitFor(() => template().includes('background:#fff'));
    await page.unmount();
  } finally {
    delete html.dataset.prefersColorScheme;
  }
});

Reminders('借阅信息 with an overdue loan offers 过期提醒 too, with its own template', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => !!page.container.querySelector('section[aria-label="过期提醒"] wx-open-subscribe'));
  const offer = page.container.querySelector('section[aria-label="过期提醒"]')!;
  assert.is(
    offer.querySelector('wx-open-subscribe')!.getAttribute('template'),
    wechatConfig.subscribeTemplates.overdue,
  );
  assert.ok(text(offer).includes('书已过期未还时提醒你一次，过期最久的先提醒'));
  assert.ok(page.container.querySelector('section[aria-label="到期提醒"]'), 'the loans not yet due keep 到期提醒');
  await page.unmount();
});

Reminders('a reminder’s 查看详情 (?barcode=) marks its loan; a loan no longer there is said so', async () => {
  const { root } = await signInAs(server, 'reader');
  const barcode = server.db
    .prepare("SELECT barcode FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL ORDER BY returndate DESC")
    .pluck()
    .get() as string;
  const page = await render(<LoansScreen />, root, `/books/index?barcode=${barcode}`);
  await waitFor(() => !!page.container.querySelector('.loans-item[aria-current="true"]'));
  const marked = page.container.querySelectorAll('.loans-item[aria-current="true"]');
  assert.is(marked.length, 1);
  assert.ok(text(marked[0]).includes(barcode));
  await page.unmount();

  const gone = await render(<LoansScreen />, root, '/books/index?barcode=A999999');
  await waitFor(() => text(gone.container).includes('条码 A999999 的书不在当前借阅中，可能已归还或已转借'));
  assert.is(gone.container.querySelector('.loans-item[aria-current]'), null);
  await gone.unmount();
});

Reminders('the JS-SDK set-up failed (the network): no 请升级微信, but 重试, which brings the button back', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<LoansScreen />, root, '/books/index');
  await waitFor(() => !!page.container.querySelector('section[aria-label="到期提醒"] wx-open-subscribe'));
  const offer = () => page.container.querySelector('section[aria-label="到期提醒"]')!;
  const setup = root.wechat.setupJsSdk.bind(root.wechat);
  let tries = 0;
  root.wechat.setupJsSdk = async () => {
    tries += 1;
  };
  runInAction(() => {
    root.wechat.jssdk = 'failed';
  });
  await waitFor(() => text(offer()).includes('订阅按钮没有加载出来，请检查网络后重试'));
  assert.not.ok(text(offer()).includes('请升级微信'));
  assert.is(offer().querySelector('wx-open-subscribe'), null);
  await click(byText(offer(), '重试', 'button'));
  assert.is(tries, 1);
  root.wechat.setupJsSdk = setup;
  runInAction(() => {
    root.wechat.jssdk = 'ready';
  });
  await waitFor(() => !!offer().querySelector('wx-open-subscribe'));
  await page.unmount();
});

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
