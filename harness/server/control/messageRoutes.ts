/**
 * The control API's reading room (under /__harness/api): the library answering readers' messages
 * (读者留言), so a tester sees a reply arrive in the app. Envelope {code, message, data}; a
 * refusal is code 0 and changes nothing.
 */
import type { Hono } from 'hono';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { recentMessages, replyToMessage } from '../platform/messages.js';
import { readJson } from './guard.js';
import { fail } from './stateRoutes.js';

export function messageRoutes(harness: Hono, { db, now }: Deps): void {
  harness.get('/api/messages', (c) => {
    const rows = recentMessages(db, 100);
    return c.json({ code: 1, message: '成功', data: { rows, total: rows.length } });
  });

  harness.post('/api/messages/:id/reply', async (c) => {
    const body = await readJson(c);
    const id = c.req.param('id');
    try {
      if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw new InputError('留言编号格式错误');
      if (typeof body.reply !== 'string') throw new InputError('缺少参数：回复内容 reply');
      if (body.public !== undefined && typeof body.public !== 'boolean')
        throw new InputError('公开 public 须为 true 或 false');
      const row = replyToMessage(db, Number(id), { reply: body.reply, public: body.public === true }, now());
      return c.json({ code: 1, message: '已回复', data: row });
    } catch (error) {
      if (error instanceof InputError) return fail(c, error.message);
      throw error;
    }
  });
}
