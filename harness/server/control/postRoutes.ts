/**
 * The control API's desk for what readers post (under /__harness/api; platform/posts.ts): the
 * library answering readers' messages (读者留言) and approving or rejecting their photo posts and
 * read-aloud works, so a tester sees a reply arrive, a post reach the wall and its points arrive.
 * Envelope {code, message, data}; a refusal is code 0 and changes nothing.
 */
import type { Context, Hono } from 'hono';
import { InputError } from '../infra/envelope.js';
import type { Deps } from '../infra/http.js';
import { pendingWorks, reviewWork } from '../platform/aloud.js';
import { recentMessages, replyToMessage } from '../platform/messages.js';
import { pendingPhotos, reviewPhoto } from '../platform/photos.js';
import type { Verdict } from '../platform/posts.js';
import { readJson } from './guard.js';
import { fail } from './stateRoutes.js';

/** The body's verdict: approve (a boolean), and the reason of a rejection. */
function verdictOf(body: Record<string, unknown>): Verdict {
  if (typeof body.approve !== 'boolean') throw new InputError('缺少参数：审核结果 approve（true 通过、false 不通过）');
  if (body.reason !== undefined && typeof body.reason !== 'string') throw new InputError('原因 reason 须为文字');
  return { approve: body.approve, reason: typeof body.reason === 'string' ? body.reason : '' };
}

/**
 * POST /api/<what>/:id/<action>: the id checked (`label` names it: 留言, 晒图, 作品), the JSON body
 * read, `act` run; an InputError is a refusal.
 */
function onePost(
  harness: Hono,
  path: string,
  label: string,
  act: (id: number, body: Record<string, unknown>) => { message: string; data: object },
): void {
  harness.post(path, async (c: Context) => {
    const body = await readJson(c);
    const id = c.req.param('id') ?? '';
    try {
      if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw new InputError(`${label}编号格式错误`);
      const { message, data } = act(Number(id), body);
      return c.json({ code: 1, message, data });
    } catch (error) {
      if (error instanceof InputError) return fail(c, error.message);
      throw error;
    }
  });
}

const reviewed = (data: { state: string }) => ({
  message: data.state === 'approved' ? '已通过' : '已设为未通过',
  data,
});

export function postRoutes(harness: Hono, { db, now }: Deps): void {
  harness.get('/api/messages', (c) => {
    const rows = recentMessages(db, 100);
    return c.json({ code: 1, message: '成功', data: { rows, total: rows.length } });
  });

  onePost(harness, '/api/messages/:id/reply', '留言', (id, body) => {
    if (typeof body.reply !== 'string') throw new InputError('缺少参数：回复内容 reply');
    if (body.public !== undefined && typeof body.public !== 'boolean') {
      throw new InputError('公开 public 须为 true 或 false');
    }
    return {
      message: '已回复',
      data: replyToMessage(db, id, { reply: body.reply, public: body.public === true }, now()),
    };
  });

  harness.get('/api/reviews', (c) =>
    c.json({ code: 1, message: '成功', data: { photos: pendingPhotos(db, 100), works: pendingWorks(db, 100, now()) } }),
  );

  onePost(harness, '/api/works/:id/review', '作品', (id, body) => reviewed(reviewWork(db, id, verdictOf(body), now())));

  onePost(harness, '/api/photos/:id/review', '晒图', (id, body) =>
    reviewed(reviewPhoto(db, id, verdictOf(body), now())),
  );
}
