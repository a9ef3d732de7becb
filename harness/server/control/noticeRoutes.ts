/**
 * The control API's notice desk (under /__harness/api): publish a notice now, withdraw one, put a
 * withdrawn one back, list them all, so a tester sees home and 通知公告 with a fresh notice, or with none. Envelope
 * {code, message, data}; a refusal is code 0 and changes nothing.
 */
import type { Hono } from 'hono';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { allNotices, publishNotice, restoreNotice, withdrawNotice } from '../platform/content.js';
import { readJson } from './guard.js';
import { fail } from './stateRoutes.js';

export function noticeRoutes(harness: Hono, { db, now }: Deps): void {
  harness.get('/api/notices', (c) => {
    const rows = allNotices(db, 200);
    return c.json({ code: 1, message: '成功', data: { rows, total: rows.length } });
  });

  harness.post('/api/notices', async (c) => {
    const body = await readJson(c);
    try {
      if (typeof body.title !== 'string') throw new InputError('缺少参数：公告标题 title');
      if (typeof body.html !== 'string') throw new InputError('缺少参数：公告内容 html');
      if (body.pinned !== undefined && typeof body.pinned !== 'boolean')
        throw new InputError('置顶 pinned 须为 true 或 false');
      const notice = publishNotice(db, { title: body.title, html: body.html, pinned: body.pinned === true }, now());
      return c.json({ code: 1, message: '已发布', data: notice });
    } catch (error) {
      if (error instanceof InputError) return fail(c, error.message);
      throw error;
    }
  });

  for (const [action, change, message] of [
    ['withdraw', withdrawNotice, '已撤下'],
    ['restore', restoreNotice, '已恢复'],
  ] as const) {
    harness.post(`/api/notices/:id/${action}`, async (c) => {
      await readJson(c);
      const id = c.req.param('id');
      try {
        if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw new InputError('公告编号格式错误');
        return c.json({ code: 1, message, data: change(db, Number(id)) });
      } catch (error) {
        if (error instanceof InputError) return fail(c, error.message);
        throw error;
      }
    });
  }
}
