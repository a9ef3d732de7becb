/**
 * Where an interactive API's answer comes from: the harness page around the app (same origin,
 * `window.parent.__harnessHost`), else the control API (queue, policy, default), else — server
 * unreachable — the documented default.
 */
import { defaultAnswer } from './defaults.js';
import type { Device } from './device.js';
import {
  type Answer,
  type AnswerRequest,
  type AnswerResult,
  CONTROL,
  type HarnessHost,
  type InteractiveApi,
} from './protocol.js';

/** The harness page's host object when the app is framed by it; every access guarded (cross-origin parents throw). */
export function harnessHost(): HarnessHost | null {
  try {
    const parent = window.parent as (Window & { __harnessHost?: HarnessHost }) | null;
    if (!parent || parent === (window as unknown)) return null;
    const host = parent.__harnessHost;
    return host && typeof host.ask === 'function' ? host : null;
  } catch {
    return null;
  }
}

const ACTIONS = ['ok', 'cancel', 'fail'];

export function isAnswer(value: unknown): value is Answer {
  return !!value && typeof value === 'object' && ACTIONS.includes((value as { action?: string }).action ?? '');
}

/** APIs whose `ok` carries data the page needs. */
const NEEDS_DATA: InteractiveApi[] = ['scanQRCode', 'getLocation', 'chooseImage', 'openAddress'];

async function askServer(request: AnswerRequest): Promise<AnswerResult> {
  try {
    const response = await fetch(CONTROL.answer, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const body = (await response.json()) as { code?: number; data?: AnswerResult };
    if (body.code === 1 && body.data && isAnswer(body.data.answer)) return body.data;
  } catch {
    // The harness server is gone: the phone still answers, with the default.
  }
  return { answer: defaultAnswer(request.api), source: 'default' };
}

/** What the person did for `api`, and where that answer came from. */
export async function resolveAnswer(
  api: InteractiveApi,
  args: Record<string, unknown>,
  device: Device,
): Promise<AnswerResult> {
  const host = harnessHost();
  if (host) {
    let answer: unknown = null;
    try {
      answer = await host.ask(api, args);
    } catch {
      answer = null;
    }
    if (isAnswer(answer)) {
      if (answer.action === 'ok' && !answer.data && NEEDS_DATA.includes(api)) {
        const fallback = await askServer({ api, args, device, defaultOnly: true });
        if (fallback.answer.action === 'ok') answer = { action: 'ok', data: fallback.answer.data };
      }
      return { answer: answer as Answer, source: 'panel' };
    }
  }
  return askServer({ api, args, device });
}
