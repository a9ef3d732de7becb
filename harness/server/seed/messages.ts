/**
 * Seeded messages to the library (读者留言), so every state shows on a fresh start: `reader` has
 * one answered and shown to everyone and one waiting with a picture; other readers' answered
 * public ones fill 公开留言; `multicard` has one waiting. Times are relative to the seed moment.
 */
import type { Db } from '../infra/db.js';
import { randomToken } from '../infra/util.js';
import { keepFiles } from '../platform/media.js';
import { personaOpenid } from '../wechat/personas.js';

const HOUR = 60 * 60 * 1000;

interface SeedMessage {
  persona: string;
  rdrno: string;
  name: string;
  category: string;
  content: string;
  /** Hours from the seed moment it was written, and answered. */
  at: number;
  reply?: { text: string; at: number; public: boolean };
  picture?: { text: string; color: string };
}

const MESSAGES: SeedMessage[] = [
  {
    persona: 'fined',
    rdrno: 'SX500001',
    name: '赵大伟',
    category: '咨询',
    content: '请问春节期间图书馆开放吗？想带孩子去少儿阅览室看书。',
    at: -24 * 20,
    reply: {
      text: '春节期间除夕、初一闭馆，初二起正常开放，少儿阅览室 9:00–17:00。欢迎带孩子来！',
      at: -24 * 19,
      public: true,
    },
  },
  {
    persona: 'multicard',
    rdrno: 'SX200001',
    name: '王建国',
    category: '建议',
    content: '希望能采购《三体》英文版，馆里只有中文版，想对照着读。',
    at: -24 * 12,
    reply: {
      text: '感谢建议，《三体》英文版三册已列入本月采购计划，到馆后会在新书通报中公布。',
      at: -24 * 11,
      public: true,
    },
  },
  {
    persona: 'expired',
    rdrno: 'SX400001',
    name: '许静',
    category: '投诉',
    content: '三楼自习区靠窗第二排的座椅坏了，坐下会晃，请尽快修理。',
    at: -24 * 6,
    reply: { text: '已安排后勤更换座椅，给您带来不便深表歉意，感谢您的反馈。', at: -24 * 5, public: true },
  },
  {
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    category: '表扬',
    content: '二楼借阅区的馆员帮我找到了一本放错书架的书，非常耐心，谢谢！',
    at: -24 * 4,
    reply: { text: '谢谢您的表扬，我们会转达给当班馆员，欢迎常来！', at: -24 * 3, public: true },
  },
  {
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    category: '咨询',
    content: '一楼自助借还机屏幕显示异常，借书时无法扫码，附上照片。',
    at: -5,
    picture: { text: '自助借还机', color: '#3b5b7a' },
  },
  {
    persona: 'multicard',
    rdrno: 'SX200001',
    name: '王建国',
    category: '其他',
    content: '读者证丢失后补办需要带什么材料？',
    at: -2,
  },
];

/** A seeded photo: an SVG card with a caption. */
function pictureSvg(text: string, color: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${color}"/><rect x="100" y="50" width="120" height="110" rx="8" fill="#fff" opacity="0.85"/><text x="160" y="205" fill="#fff" font-size="24" font-family="sans-serif" text-anchor="middle">${text}</text></svg>`,
  );
}

export function seedMessages(db: Db, now: number): void {
  const insert = db.prepare(
    `INSERT INTO messages (openid, rdrno, name, category, content, nonce, created_at, reply, replied_at, public)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const m of MESSAGES) {
    const id = Number(
      insert.run(
        personaOpenid(m.persona),
        m.rdrno,
        m.name,
        m.category,
        m.content,
        `seed-${randomToken(12)}`,
        now + m.at * HOUR,
        m.reply?.text ?? '',
        m.reply ? now + m.reply.at * HOUR : null,
        m.reply?.public ? 1 : 0,
      ).lastInsertRowid,
    );
    if (m.picture) {
      keepFiles(db, 'message', id, [{ data: pictureSvg(m.picture.text, m.picture.color), mime: 'image/svg+xml' }], now);
    }
  }
}
