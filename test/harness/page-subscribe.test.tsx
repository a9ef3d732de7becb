/**
 * The harness page's subscribe dialog (a `wx-open-subscribe` tap asks `window.__harnessHost`): the
 * account and one switch per template, on at first; 允许 answers each template's status and the
 * 总是保持 tick, 取消 answers cancel; leaving the page dismisses it. And the 服务通知 panel's
 * 订阅消息: the persona's remembered choices, each cleared through the control API.
 */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Answer } from '../../harness/bridge/protocol';
import { ALWAYS_LABEL, SubscribeDialog } from '../../harness/page/components/SubscribeDialog';
import { SubscribeChoices } from '../../harness/page/panels/SubscribeChoices';
import { dropAsks, host, policies, subscribeAsk } from '../../harness/page/state/host';
import { session } from '../../harness/page/state/session';
import { byText, click, mount, type Mounted, text, waitFor } from '../helpers/page';

const Dialog = suite('harness page: the subscribe dialog');

const ARGS = {
  template: ['tpl-due', 'tpl-arrival'],
  templates: [
    { template_id: 'tpl-due', title: '到期提醒' },
    { template_id: 'tpl-arrival', title: '到书通知' },
  ],
  account: '书香市图书馆',
};

let view: Mounted | null = null;
const realFetch = globalThis.fetch;
let calls: [string, string][] = [];

/** The control API as the page sees it: nothing queued, and the remembered choices of `rows`. */
function stubFetch(rows: Record<string, unknown>[] = []): void {
  calls = [];
  globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push([method, url]);
    const data = url.startsWith('/__harness/api/answers') ? {} : { rows: method === 'DELETE' ? [] : rows };
    return new Response(JSON.stringify({ code: 1, message: '成功', data }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

Dialog.before.each(() => {
  stubFetch();
  policies.set({});
});
Dialog.after.each(async () => {
  await view?.unmount();
  view = null;
  await act(async () => dropAsks());
  globalThis.fetch = realFetch;
});

/** host.ask as the bridge calls it; resolves once the dialog shows, with the answer to come. */
async function ask(): Promise<{ answer: Promise<Answer | null | undefined> }> {
  view ??= await mount(<SubscribeDialog />);
  const answer = host.ask('subscribe', ARGS);
  await waitFor(() => view!.container.querySelector('[role="dialog"]'), 2000, 'the dialog');
  return { answer };
}

const dialog = () => view!.container.querySelector('[role="dialog"][aria-label="订阅通知"]') as HTMLElement;
const switches = () => [...dialog().querySelectorAll<HTMLInputElement>('input[role="switch"]')];

Dialog('shows the account and a switch per template, on; 允许 answers each status and 总是保持', async () => {
  const { answer } = await ask();
  assert.ok(dialog(), 'role=dialog named 订阅通知');
  assert.match(text(dialog()), '书香市图书馆');
  assert.match(text(dialog()), '申请向你发送以下通知');
  assert.equal(
    switches().map((input) => [input.closest('label')?.textContent, input.checked]),
    [
      ['到期提醒', true],
      ['到书通知', true],
    ],
  );
  await click(switches()[1]);
  const always = byText(dialog(), ALWAYS_LABEL, 'label').querySelector('input') as HTMLInputElement;
  assert.is(always.checked, false);
  await click(always);
  await click(byText(dialog(), '允许', 'button'));
  assert.equal(await answer, {
    action: 'ok',
    data: { statuses: { 'tpl-due': 'accept', 'tpl-arrival': 'reject' }, always: true },
  });
  assert.is(view!.container.querySelector('[role="dialog"]'), null, 'the dialog closed');
  assert.is(subscribeAsk.get(), null);
});

Dialog('取消 answers cancel; leaving the page dismisses the dialog', async () => {
  const { answer: cancelled } = await ask();
  await click(byText(dialog(), '取消', 'button'));
  assert.equal(await cancelled, { action: 'cancel' });
  const { answer: left } = await ask();
  await act(async () => dropAsks());
  assert.equal(await left, { action: 'cancel' });
  assert.is(view!.container.querySelector('[role="dialog"]'), null);
});

Dialog('a policy other than 询问 leaves the answer to the control API: no dialog', async () => {
  policies.set({ subscribe: 'ok' });
  view = await mount(<SubscribeDialog />);
  assert.is(await host.ask('subscribe', ARGS), null);
  assert.is(view.container.querySelector('[role="dialog"]'), null);
});

Dialog('订阅消息 lists the persona’s remembered choices and clears one', async () => {
  stubFetch([{ persona: 'reader', template_id: 'tpl-due', title: '到期提醒', kind: 'due', status: 'reject' }]);
  const before = session.get();
  session.set({ ...before, persona: 'reader' });
  try {
    view = await mount(<SubscribeChoices />);
    // The list loads a moment after mounting (and after the dialog closes).
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const list = view.container.querySelector('[aria-label="记住的订阅选择"]') as HTMLElement;
    assert.match(text(list), '到期提醒');
    assert.match(text(list), '拒绝');
    assert.ok(calls.some(([method, url]) => method === 'GET' && url.endsWith('/subscribe-choices?persona=reader')));
    await click(list.querySelector('button[aria-label="清除到期提醒的选择"]') as HTMLElement);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    assert.ok(
      calls.some(([method, url]) => method === 'DELETE' && url.endsWith('?persona=reader&template_id=tpl-due')),
      JSON.stringify(calls),
    );
  } finally {
    await view?.unmount();
    view = null;
    session.set(before);
  }
});

Dialog.run();
