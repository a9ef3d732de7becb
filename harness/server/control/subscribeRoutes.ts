/**
 * The subscribe dialog's remembered answers (under /__harness/api/subscribe-choices): what each
 * persona chose with 总是保持以上选择，不再询问 (wechat/subscribe.ts), and forgetting them, as
 * WeChat's 设置 → 订阅消息 does. Envelope {code, message, data}; an unknown persona is code 0.
 */
import type { Context, Hono } from 'hono';
import type { Deps } from '../infra/http.js';
import { findPersona } from '../wechat/personas.js';
import { accountTemplate, forgetChoices, listChoices } from '../wechat/subscribe.js';
import { fail } from './stateRoutes.js';

type Filter = { ok: true; persona?: string; templateId?: string } | { ok: false; message: string };

export function subscribeRoutes(harness: Hono, { db, state }: Deps): void {
  /** ?persona= and ?template_id=, each optional, each checked. */
  const filter = (c: Context): Filter => {
    const persona = c.req.query('persona');
    const templateId = c.req.query('template_id');
    if (persona !== undefined && !findPersona(db, persona)) return { ok: false, message: '没有这个模拟用户' };
    if (templateId !== undefined && !accountTemplate(templateId)) {
      return { ok: false, message: '公众号没有这个订阅模板 template_id' };
    }
    return { ok: true, persona, templateId };
  };
  const listing = (persona?: string) => {
    const rows = listChoices(state, persona);
    return { rows, total: rows.length };
  };

  harness.get('/api/subscribe-choices', (c) => {
    const checked = filter(c);
    if (!checked.ok) return fail(c, checked.message);
    return c.json({ code: 1, message: '成功', data: listing(checked.persona) });
  });

  harness.delete('/api/subscribe-choices', (c) => {
    const checked = filter(c);
    if (!checked.ok) return fail(c, checked.message);
    const forgotten = forgetChoices(state, checked.persona, checked.templateId);
    const message = forgotten ? `已清除${forgotten}项订阅选择` : '没有记住的订阅选择';
    return c.json({ code: 1, message, data: { ...listing(checked.persona), forgotten } });
  });
}
