/**
 * The emulated client's subscribe dialog (`wx-open-subscribe`, harness/bridge/subscribe.ts), its
 * WeChat side: the account's subscribe-message templates (harnessConfig.reminders.templates,
 * titled as src/api/contract SUBSCRIBE_NAMES) and each persona's remembered 总是保持以上选择，
 * 不再询问 answers (in memory, HarnessState.subscribeChoices: a reset or a restart forgets them,
 * as does the 服务通知 panel's 清除, WeChat's 设置 → 订阅消息).
 */
import {
  MAX_SUBSCRIBE_TEMPLATES,
  type SubscribeStatus,
  type SubscribeTemplate,
  type SubscribeTemplatesReply,
} from '../../bridge/protocol.js';
import { SUBSCRIBE_KINDS, SUBSCRIBE_NAMES, type SubscribeKind } from '../../../src/api/contract/subscribe.js';
import { harnessConfig } from '../infra/config.js';
import type { HarnessState } from '../infra/state.js';

const MAX_ID = 128;

/** One template the account has: its id, title and kind. */
export interface AccountTemplate extends SubscribeTemplate {
  kind: SubscribeKind;
}

export function accountTemplate(templateId: string): AccountTemplate | undefined {
  const kind = SUBSCRIBE_KINDS.find((entry) => harnessConfig.reminders.templates[entry] === templateId);
  return kind && { template_id: templateId, title: SUBSCRIBE_NAMES[kind], kind };
}

/** A tag's `template` attribute: ids in order, blanks and repeats dropped. */
function splitIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** What the client learns when the person taps the tag: the templates, or the dialog's error code. */
export function lookUpTemplates(state: HarnessState, persona: string, ids: string): SubscribeTemplatesReply {
  const list = splitIds(ids.slice(0, 4096));
  if (!list.length) return { errcode: 10001, errmsg: '参数为空：未指定订阅模板 template' };
  if (list.length > MAX_SUBSCRIBE_TEMPLATES) {
    return { errcode: 20003, errmsg: `模板数量超过上限：一次最多 ${MAX_SUBSCRIBE_TEMPLATES} 个` };
  }
  const templates: SubscribeTemplate[] = [];
  for (const id of list) {
    const found = id.length <= MAX_ID ? accountTemplate(id) : undefined;
    if (!found) return { errcode: 20001, errmsg: `没有模板数据：公众号没有模板 ${id.slice(0, 40)}` };
    templates.push({ template_id: found.template_id, title: found.title });
  }
  const kept = state.subscribeChoices.get(persona);
  const remembered: Record<string, SubscribeStatus> = {};
  for (const id of list) {
    const status = kept?.get(id);
    if (status) remembered[id] = status;
  }
  return { errcode: 0, errmsg: 'ok', account: harnessConfig.authorizerName, templates, remembered };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Remembers `{choices: {<id>: status}}` for the persona; WeChat's {errcode, errmsg}. */
export function rememberChoices(
  state: HarnessState,
  persona: string,
  body: unknown,
): { errcode: number; errmsg: string } {
  if (!persona) return { errcode: 40003, errmsg: '未选择模拟用户，无法记住订阅选择' };
  const choices = isObject(body) ? body.choices : undefined;
  if (!isObject(choices)) return { errcode: 47001, errmsg: '数据格式错误：须为 {"choices": {"模板id": "accept"}}' };
  const entries = Object.entries(choices);
  if (!entries.length || entries.length > MAX_SUBSCRIBE_TEMPLATES) {
    return { errcode: 47001, errmsg: `数据格式错误：choices 须有 1 到 ${MAX_SUBSCRIBE_TEMPLATES} 个模板` };
  }
  for (const [id, status] of entries) {
    if (!accountTemplate(id)) return { errcode: 20001, errmsg: `没有模板数据：公众号没有模板 ${id.slice(0, 40)}` };
    if (status !== 'accept' && status !== 'reject') {
      return { errcode: 47001, errmsg: '数据格式错误：订阅结果只能是 accept 或 reject' };
    }
  }
  const kept = state.subscribeChoices.get(persona) ?? new Map<string, SubscribeStatus>();
  for (const [id, status] of entries) kept.set(id, status as SubscribeStatus);
  state.subscribeChoices.set(persona, kept);
  return { errcode: 0, errmsg: 'ok' };
}

/** One remembered choice, as the control API lists them. */
export interface RememberedChoice extends AccountTemplate {
  persona: string;
  status: SubscribeStatus;
}

/** The remembered choices of `persona`, or of everyone; by persona, then in the account's order. */
export function listChoices(state: HarnessState, persona?: string): RememberedChoice[] {
  const rows: RememberedChoice[] = [];
  const personas = persona === undefined ? [...state.subscribeChoices.keys()].sort() : [persona];
  for (const who of personas) {
    const kept = state.subscribeChoices.get(who);
    for (const kind of SUBSCRIBE_KINDS) {
      const id = harnessConfig.reminders.templates[kind];
      const status = kept?.get(id);
      if (status) rows.push({ persona: who, template_id: id, title: SUBSCRIBE_NAMES[kind], kind, status });
    }
  }
  return rows;
}

/** Forgets one template's choice, a persona's, or everyone's; how many were forgotten. */
export function forgetChoices(state: HarnessState, persona?: string, templateId?: string): number {
  let count = 0;
  for (const [who, kept] of state.subscribeChoices) {
    if (persona !== undefined && who !== persona) continue;
    for (const id of [...kept.keys()]) {
      if (templateId !== undefined && id !== templateId) continue;
      kept.delete(id);
      count += 1;
    }
    if (!kept.size) state.subscribeChoices.delete(who);
  }
  return count;
}
