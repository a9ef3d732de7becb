/**
 * The control API's acquisitions desk (under /__harness/api): the library answering readers'
 * purchase suggestions (荐购), so a tester can see every state in the app. Envelope
 * {code, message, data}; a refusal is code 0 and changes nothing.
 */
import type { Hono } from 'hono';
import type { SuggestionState } from '../../../src/api/contract/recommend.js';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { answerSuggestion, recentSuggestions } from '../ils/suggestions.js';
import { readJson } from './guard.js';
import { fail } from './stateRoutes.js';

const REPLY_MAX = 200;

/** The body's answer, checked: state 0–3, reply (optional, ≤ 200 characters), bookrecno for 已入藏. */
function answerOf(body: Record<string, unknown>) {
  const state = body.state;
  if (state === undefined) throw new InputError('缺少参数：处理状态 state（0 待处理、1 采购中、2 已入藏、3 未采纳）');
  if (typeof state !== 'number' || !Number.isInteger(state) || state < 0 || state > 3) {
    throw new InputError('处理状态 state 只能是 0、1、2 或 3');
  }
  const reply = body.reply ?? '';
  if (typeof reply !== 'string') throw new InputError('答复 reply 须为文字');
  if ([...reply.trim()].length > REPLY_MAX) throw new InputError(`答复不能超过${REPLY_MAX}个字`);
  const bookrecno = body.bookrecno ?? null;
  if (bookrecno !== null && (typeof bookrecno !== 'number' || !Number.isInteger(bookrecno) || bookrecno < 1)) {
    throw new InputError('书目记录号 bookrecno 须为正整数');
  }
  return { state: state as SuggestionState, reply: reply.trim(), bookrecno: bookrecno as number | null };
}

export function suggestionRoutes(harness: Hono, { db, now }: Deps): void {
  harness.get('/api/suggestions', (c) => {
    const rows = recentSuggestions(db, 100);
    return c.json({ code: 1, message: '成功', data: { rows, total: rows.length } });
  });

  harness.post('/api/suggestions/:id', async (c) => {
    const body = await readJson(c);
    const id = c.req.param('id');
    try {
      if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw new InputError('荐购记录编号格式错误');
      const row = answerSuggestion(db, Number(id), answerOf(body), now());
      return c.json({ code: 1, message: `已设为${row.statename}`, data: row });
    } catch (error) {
      if (error instanceof InputError) return fail(c, error.message);
      throw error;
    }
  });
}
