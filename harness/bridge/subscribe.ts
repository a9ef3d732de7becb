/**
 * `<wx-open-subscribe template="id1,id2">`: WeChat's subscribe dialog for an official account's
 * page. Ready / error like every open tag (openTagBase.ts; its config-time errors carry errCode
 * -1). On a tap the client looks the templates up (`WX_SUBSCRIBE.templates`, for the persona of
 * cookie harness_persona): an error there is the tag's `error` {errCode, errMsg}; when the person
 * earlier ticked 总是保持以上选择，不再询问 for every template, the remembered statuses answer at
 * once; else the person answers the dialog (interactive API `subscribe`: the harness page's
 * dialog, else the control API). `ok` → `success` {errMsg: 'subscribe:ok', subscribeDetails}
 * (a JSON string of {<id>: JSON string of {status}}, doubly encoded as the client does);
 * `cancel` (取消) → every template `reject`; `fail` → error 20004 (notifications switched off).
 */
import { resolveAnswer } from './answers.js';
import { openTagClass, type TagSetup } from './openTagBase.js';
import {
  type Answer,
  type AnswerSource,
  MIN_OPEN_TAG_VERSION,
  type SubscribeStatus,
  type SubscribeTemplate,
  type SubscribeTemplatesReply,
  WX_SUBSCRIBE,
} from './protocol.js';

export const SUBSCRIBE_TAG = 'wx-open-subscribe';

/** The client's errMsg per errCode (the codes of WeChat's subscribe dialog). */
export const SUBSCRIBE_ERRORS: Record<number, string> = {
  10001: "subscribe:fail TmplIds can't be empty",
  10002: 'subscribe:fail Request list fail',
  20001: 'subscribe:fail No template data return, verify the template id exist',
  20003: 'subscribe:fail Templates count out of max bounds',
  20004: 'subscribe:fail The main switch is switched off',
};

const TAG_ERRORS = {
  oldClient: { errCode: -1, errMsg: `subscribe:fail, the client version is lower than ${MIN_OPEN_TAG_VERSION}` },
  notListed: { errCode: -1, errMsg: 'subscribe:fail_check fail' },
};

type Detail = Record<string, unknown>;
type Outcome = { detail: Detail; ok: boolean; source?: AnswerSource; explain?: string };

const failure = (errCode: number, errmsg = ''): Outcome => ({
  ok: false,
  detail: { errCode, errMsg: SUBSCRIBE_ERRORS[errCode] ?? `subscribe:fail ${errmsg}`.trim() },
});

async function lookUp(template: string): Promise<SubscribeTemplatesReply> {
  try {
    const response = await fetch(`${WX_SUBSCRIBE.templates}?ids=${encodeURIComponent(template)}`, {
      credentials: 'same-origin',
    });
    const body = (await response.json()) as SubscribeTemplatesReply;
    if (body && typeof body.errcode === 'number') return body;
  } catch {
    // WeChat's servers could not be reached: the list request failed.
  }
  return { errcode: 10002, errmsg: '网络问题，请求消息列表失败' };
}

/** Fire and forget: a choice that could not be remembered is asked again next time. */
function remember(choices: Record<string, SubscribeStatus>): void {
  try {
    void fetch(WX_SUBSCRIBE.choices, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choices }),
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // No server: nothing remembered.
  }
}

function success(ids: string[], statuses: Record<string, SubscribeStatus>): Detail {
  const details: Record<string, string> = {};
  for (const id of ids) details[id] = JSON.stringify({ status: statuses[id] });
  return { errMsg: 'subscribe:ok', subscribeDetails: JSON.stringify(details) };
}

/** The statuses the person's answer gives every template, or null for `fail`. */
export function statusesOf(ids: string[], answer: Answer<'subscribe'>): Record<string, SubscribeStatus> | null {
  if (answer.action === 'fail') return null;
  const out: Record<string, SubscribeStatus> = {};
  for (const id of ids) {
    const chosen = answer.action === 'ok' ? answer.data?.statuses?.[id] : 'reject';
    out[id] = chosen === 'reject' ? 'reject' : 'accept';
  }
  return out;
}

async function subscribe(setup: TagSetup, template: string): Promise<Outcome> {
  const reply = await lookUp(template);
  if (reply.errcode !== 0 || !('templates' in reply)) return failure(reply.errcode, reply.errmsg);
  const ids = reply.templates.map((entry: SubscribeTemplate) => entry.template_id);
  const remembered = reply.remembered ?? {};
  if (ids.every((id) => remembered[id])) {
    return { ok: true, detail: success(ids, remembered), explain: '已总是保持以上选择：未弹窗，按记住的选择回答' };
  }
  const args = { template: ids, templates: reply.templates, account: reply.account };
  const { answer, source } = await resolveAnswer('subscribe', args, setup.device);
  const statuses = statusesOf(ids, answer as Answer<'subscribe'>);
  if (!statuses) return { ...failure(20004), source };
  if (answer.action === 'ok' && answer.data && (answer.data as { always?: boolean }).always === true) {
    remember(statuses);
  }
  return { ok: true, detail: success(ids, statuses), source };
}

export function defineSubscribeTag(setup: TagSetup, registry: CustomElementRegistry): void {
  if (registry.get(SUBSCRIBE_TAG)) return;
  class WxOpenSubscribe extends openTagClass(setup, SUBSCRIBE_TAG, TAG_ERRORS) {
    private busy = false;

    tapped(): void {
      // The dialog is up: WeChat shows one at a time.
      if (this.busy) return;
      this.busy = true;
      const template = this.getAttribute('template') ?? '';
      void subscribe(setup, template)
        .catch(() => failure(10002))
        .then((outcome) => {
          this.busy = false;
          setup.log({
            invoke: SUBSCRIBE_TAG,
            api: SUBSCRIBE_TAG,
            args: { template },
            reply: outcome.detail,
            source: outcome.source,
            explain: outcome.explain,
          });
          this.fire(outcome.ok ? 'success' : 'error', outcome.detail);
        });
    }
  }
  registry.define(SUBSCRIBE_TAG, WxOpenSubscribe);
}
