/**
 * The control API's review desk (under /__harness/api): the library approving or rejecting
 * readers' photo posts (and, with read-aloud, their works), so a tester sees a post reach the
 * wall and its points arrive. Envelope {code, message, data}; a refusal is code 0 and changes
 * nothing.
 */
import type { Hono } from 'hono';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { pendingWorks, reviewWork } from '../platform/aloud.js';
import { pendingPhotos, reviewPhoto } from '../platform/photos.js';
import { readJson } from './guard.js';
import { fail } from './stateRoutes.js';

/** The body's verdict: approve (a boolean), and the reason of a rejection. */
function verdictOf(body: Record<string, unknown>): { approve: boolean; reason: string } {
  if (typeof body.approve !== 'boolean') throw new InputError('缺少参数：审核结果 approve（true 通过、false 不通过）');
  if (body.reason !== undefined && typeof body.reason !== 'string') throw new InputError('原因 reason 须为文字');
  return { approve: body.approve, reason: typeof body.reason === 'string' ? body.reason : '' };
}

export function reviewRoutes(harness: Hono, { db, now }: Deps): void {
  harness.get('/api/reviews', (c) =>
    c.json({ code: 1, message: '成功', data: { photos: pendingPhotos(db, 100), works: pendingWorks(db, 100, now()) } }),
  );

  harness.post('/api/works/:id/review', async (c) => {
    const body = await readJson(c);
    const id = c.req.param('id');
    try {
      if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw new InputError('作品编号格式错误');
      const work = reviewWork(db, Number(id), verdictOf(body), now());
      return c.json({ code: 1, message: work.state === 'approved' ? '已通过' : '已设为未通过', data: work });
    } catch (error) {
      if (error instanceof InputError) return fail(c, error.message);
      throw error;
    }
  });

  harness.post('/api/photos/:id/review', async (c) => {
    const body = await readJson(c);
    const id = c.req.param('id');
    try {
      if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw new InputError('晒图编号格式错误');
      const photo = reviewPhoto(db, Number(id), verdictOf(body), now());
      return c.json({ code: 1, message: photo.state === 'approved' ? '已通过' : '已设为未通过', data: photo });
    } catch (error) {
      if (error instanceof InputError) return fail(c, error.message);
      throw error;
    }
  });
}
