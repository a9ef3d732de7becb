/**
 * The `<wx-open-subscribe template>` open tag the bridge defines: ready after a config that listed
 * it, the dialog's answer (the harness page's, else the control API's) as `success` with the
 * client's doubly encoded subscribeDetails, the dialog's error codes, 总是保持以上选择 answering
 * without a dialog, and the JS-SDK log entry.
 */
import * as assert from 'uvu/assert';
import type { Answer, HarnessHost, JsSdkLogEntry } from '../../harness/bridge/protocol.js';
import { harnessConfig } from '../../harness/server/infra/config.js';
import {
  configure,
  control,
  jssdkSuite,
  type JsSdkCtx,
  openPage,
  type Page,
  type PageOptions,
  plain,
  serverLog,
} from './jssdk-page.js';

type Ctx = JsSdkCtx;
const Sub = jssdkSuite('jssdk: wx-open-subscribe');

const { due: DUE, arrival: ARRIVAL, fine: FINE } = harnessConfig.reminders.templates;

interface Mounted {
  page: Page;
  tag: HTMLElement;
  events: [string, Record<string, unknown>][];
  asked: [string, Record<string, unknown>][];
  logged: JsSdkLogEntry[];
}

interface MountOptions extends PageOptions {
  template?: string;
  persona?: string;
  /** The harness page's dialog answers this (null: the control API answers); omitted: no harness page. */
  answer?: Answer | null;
}

async function mount(ctx: Ctx, options: MountOptions = {}): Promise<Mounted> {
  const asked: Mounted['asked'] = [];
  const logged: JsSdkLogEntry[] = [];
  const { answer, template = `${DUE},${ARRIVAL}`, persona = 'reader', ...pageOptions } = options;
  const host: Partial<HarnessHost> | undefined =
    answer === undefined
      ? undefined
      : {
          ask: async (api, args) => {
            asked.push([api, plain(args)]);
            return answer as never;
          },
          log: (entry) => logged.push(plain(entry)),
          show: () => undefined,
        };
  const page = openPage(ctx.server.url, '/', { ...pageOptions, host });
  const document = page.window.document as unknown as Document;
  document.cookie = `harness_persona=${persona}`;
  const tag = document.createElement('wx-open-subscribe');
  tag.setAttribute('template', template);
  const slot = document.createElement('script');
  slot.setAttribute('type', 'text/wxtag-template');
  slot.textContent = '<button class="sub">订阅到期提醒</button>';
  tag.appendChild(slot);
  const events: Mounted['events'] = [];
  for (const name of ['ready', 'success', 'error']) {
    tag.addEventListener(name, (event) => events.push([name, plain((event as CustomEvent).detail ?? null)]));
  }
  document.body.appendChild(tag);
  return { page, tag, events, asked, logged };
}

const settle = (ms = 80) => new Promise((resolve) => setTimeout(resolve, ms));
const LISTED = { openTagList: ['wx-open-subscribe'] };

async function ready(ctx: Ctx, mounted: Mounted): Promise<void> {
  assert.is(await configure(ctx.client, mounted.page, LISTED), 'ready');
  await settle();
  assert.equal(mounted.events, [['ready', {}]]);
  mounted.events.length = 0;
}

/** Taps the tag's button; resolves with the event it fired. */
async function tap(mounted: Mounted): Promise<[string, Record<string, unknown>]> {
  (mounted.tag.shadowRoot!.querySelector('button.sub') as HTMLElement).click();
  for (let waited = 0; waited < 3000 && !mounted.events.length; waited += 20) await settle(20);
  return mounted.events.shift() ?? ['none', {}];
}

/** subscribeDetails decoded twice, as the app must: {<id>: status}. */
function statuses(detail: Record<string, unknown>): Record<string, string> {
  const outer = JSON.parse(detail.subscribeDetails as string) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([id, inner]) => [id, JSON.parse(inner).status]));
}

Sub.before.each(async ({ client }) => {
  await control(client, 'DELETE', 'subscribe-choices');
  await control(client, 'DELETE', 'answers');
  await control(client, 'DELETE', 'policy');
});

Sub('the dialog gets the titles; its answer is success with doubly encoded details, logged', async (ctx) => {
  const mounted = await mount(ctx, { answer: { action: 'ok', data: { statuses: { [ARRIVAL]: 'reject' } } } });
  await ready(ctx, mounted);
  const [name, detail] = await tap(mounted);
  assert.is(name, 'success');
  assert.is(detail.errMsg, 'subscribe:ok');
  assert.type(detail.subscribeDetails, 'string');
  assert.equal(JSON.parse(detail.subscribeDetails as string)[DUE], JSON.stringify({ status: 'accept' }));
  assert.equal(statuses(detail), { [DUE]: 'accept', [ARRIVAL]: 'reject' });
  assert.equal(mounted.asked, [
    [
      'subscribe',
      {
        template: [DUE, ARRIVAL],
        templates: [
          { template_id: DUE, title: '到期提醒' },
          { template_id: ARRIVAL, title: '到书通知' },
        ],
        account: '书香市图书馆',
      },
    ],
  ]);
  const entry = mounted.logged.find((row) => row.invoke === 'wx-open-subscribe');
  assert.ok(entry, 'the harness page logged the tap');
  assert.is(entry!.api, 'wx-open-subscribe');
  assert.equal(entry!.args, { template: `${DUE},${ARRIVAL}` });
  assert.equal(entry!.reply, detail);
  assert.is(entry!.source, 'panel');
  const [onServer] = await serverLog(ctx.client, (row) => row.invoke === 'wx-open-subscribe');
  assert.equal(onServer?.reply, detail);
  await mounted.page.close();
});

Sub('取消 rejects every template; fail is error 20004', async (ctx) => {
  const cancelled = await mount(ctx, { answer: { action: 'cancel' } });
  await ready(ctx, cancelled);
  const [name, detail] = await tap(cancelled);
  assert.is(name, 'success');
  assert.equal(statuses(detail), { [DUE]: 'reject', [ARRIVAL]: 'reject' });
  await cancelled.page.close();

  const off = await mount(ctx, { answer: { action: 'fail' } });
  await ready(ctx, off);
  assert.equal(await tap(off), ['error', { errCode: 20004, errMsg: 'subscribe:fail The main switch is switched off' }]);
  await off.page.close();
});

Sub('error codes: no template 10001, not the account’s 20001, more than three 20003', async (ctx) => {
  const cases: [string, number, string][] = [
    [' , ', 10001, "subscribe:fail TmplIds can't be empty"],
    [`${DUE},tpl-unknown`, 20001, 'subscribe:fail No template data return, verify the template id exist'],
    [`${DUE},${ARRIVAL},${FINE},tpl-4`, 20003, 'subscribe:fail Templates count out of max bounds'],
  ];
  for (const [template, errCode, errMsg] of cases) {
    const mounted = await mount(ctx, { template, answer: { action: 'ok' } });
    await ready(ctx, mounted);
    assert.equal(await tap(mounted), ['error', { errCode, errMsg }], template);
    assert.equal(mounted.asked, [], 'no dialog');
    await mounted.page.close();
  }
});

Sub('config errors: an old client, a tag not in openTagList (taps then do nothing)', async (ctx) => {
  const old = await mount(ctx, { clientVersion: '7.0.11' });
  await configure(ctx.client, old.page, LISTED);
  await settle();
  assert.equal(old.events, [
    ['error', { errCode: -1, errMsg: 'subscribe:fail, the client version is lower than 7.0.12' }],
  ]);
  await old.page.close();

  const unlisted = await mount(ctx, { answer: { action: 'ok' } });
  assert.is(await configure(ctx.client, unlisted.page, { openTagList: ['wx-open-launch-weapp'] }), 'ready');
  await settle();
  assert.equal(unlisted.events, [['error', { errCode: -1, errMsg: 'subscribe:fail_check fail' }]]);
  (unlisted.tag.shadowRoot!.querySelector('button') as HTMLElement).click();
  await settle();
  assert.equal(unlisted.asked, []);
  assert.is(unlisted.events.length, 1);
  await unlisted.page.close();
});

Sub('总是保持以上选择: the next tap answers without a dialog, until the choice is cleared', async (ctx) => {
  const first = await mount(ctx, {
    template: DUE,
    answer: { action: 'ok', data: { statuses: { [DUE]: 'reject' }, always: true } },
  });
  await ready(ctx, first);
  assert.equal(statuses((await tap(first))[1]), { [DUE]: 'reject' });
  await first.page.close();
  await settle();
  const listed = await control(ctx.client, 'GET', 'subscribe-choices?persona=reader');
  assert.equal(listed.data.rows, [
    { persona: 'reader', template_id: DUE, title: '到期提醒', kind: 'due', status: 'reject' },
  ]);

  const again = await mount(ctx, { template: DUE, answer: { action: 'ok' } });
  await ready(ctx, again);
  const [name, detail] = await tap(again);
  assert.is(name, 'success');
  assert.equal(statuses(detail), { [DUE]: 'reject' });
  assert.equal(again.asked, [], 'no second dialog');
  assert.match(again.logged.find((row) => row.invoke === 'wx-open-subscribe')?.explain ?? '', '总是保持');
  // A template not remembered yet still opens the dialog.
  again.tag.setAttribute('template', `${DUE},${ARRIVAL}`);
  assert.is((await tap(again))[0], 'success');
  assert.is(again.asked.length, 1);
  await again.page.close();

  // Another persona was never asked: the dialog shows.
  const other = await mount(ctx, { template: DUE, persona: 'fined', answer: { action: 'ok' } });
  await ready(ctx, other);
  assert.equal(statuses((await tap(other))[1]), { [DUE]: 'accept' });
  assert.is(other.asked.length, 1);
  await other.page.close();

  const cleared = await control(ctx.client, 'DELETE', 'subscribe-choices?persona=reader');
  assert.is(cleared.code, 1);
  assert.equal(cleared.data.rows, []);
  const after = await mount(ctx, { template: DUE, answer: { action: 'ok' } });
  await ready(ctx, after);
  assert.equal(statuses((await tap(after))[1]), { [DUE]: 'accept' });
  assert.is(after.asked.length, 1, 'asked again');
  await after.page.close();
});

Sub('without the harness page the control API answers: queue, policy, default', async (ctx) => {
  const queued = await control(ctx.client, 'POST', 'answers', {
    api: 'subscribe',
    answer: { action: 'ok', data: { statuses: { [DUE]: 'reject' } } },
  });
  assert.is(queued.code, 1, queued.message);
  const mounted = await mount(ctx);
  await ready(ctx, mounted);
  assert.equal(statuses((await tap(mounted))[1]), { [DUE]: 'reject', [ARRIVAL]: 'accept' });
  assert.equal(statuses((await tap(mounted))[1]), { [DUE]: 'accept', [ARRIVAL]: 'accept' }, 'the default');
  assert.is((await control(ctx.client, 'POST', 'policy', { api: 'subscribe', policy: 'cancel' })).code, 1);
  assert.equal(statuses((await tap(mounted))[1]), { [DUE]: 'reject', [ARRIVAL]: 'reject' });
  const rows = await serverLog(ctx.client, (row) => row.invoke === 'wx-open-subscribe', 3);
  assert.equal(
    rows.slice(-3).map((row) => row.source),
    ['queue', 'default', 'policy'],
  );
  await mounted.page.close();
});

Sub.run();
