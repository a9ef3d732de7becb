/**
 * WeChat users the harness can be: each persona is a seeded WeChat account with a deterministic
 * openid, picked with cookie `harness_persona` or on the authorize page.
 */
import type { WechatUser } from '../../../src/api/contract/index.js';
import { type Db, select, prepare } from '../infra/db.js';
import { svgDataUrl } from '../infra/util.js';

export interface PersonaDef {
  id: string;
  nickname: string;
  sex: 1 | 2;
  province: string;
  city: string;
  color: string;
  /** What this persona is for (Chinese, shown by the harness). */
  description: string;
}

export const PERSONAS: PersonaDef[] = [
  {
    id: 'reader',
    nickname: '林书远',
    sex: 1,
    province: '浙江',
    city: '杭州',
    color: '#3b82f6',
    description:
      '已绑定一张读者证：6本在借（临期、今日到期、过期、续借已满、被他人预约、可续借）、1200余条借阅历史、预约（排队第2、可取书、已过期、已取消）、1笔未缴罚款、有积分',
  },
  {
    id: 'newcomer',
    nickname: '初来乍到',
    sex: 2,
    province: '江苏',
    city: '苏州',
    color: '#10b981',
    description: '新用户，没有绑定读者证',
  },
  {
    id: 'multicard',
    nickname: '王家三口',
    sex: 1,
    province: '浙江',
    city: '宁波',
    color: '#8b5cf6',
    description: '绑定了3张读者证，平台选中第2张，图书馆系统绑定的是第1张',
  },
  {
    id: 'lostcard',
    nickname: '阿杰',
    sex: 1,
    province: '上海',
    city: '上海',
    color: '#f59e0b',
    description: '绑定的读者证已挂失',
  },
  {
    id: 'expired',
    nickname: '许久未见',
    sex: 2,
    province: '安徽',
    city: '合肥',
    color: '#64748b',
    description: '绑定的读者证已过期',
  },
  {
    id: 'fined',
    nickname: '赵大伟',
    sex: 1,
    province: '浙江',
    city: '温州',
    color: '#ef4444',
    description: '读者证有超限的未缴罚款（过期、丢失赔偿、污损赔偿，另有1笔已缴）和2本过期图书，可在线缴费',
  },
];

/** `oHARNESS_<persona>` padded with zeros to 28 characters, ending in the persona's number. */
export function personaOpenid(id: string): string {
  const index = PERSONAS.findIndex((p) => p.id === id) + 1;
  const prefix = `oHARNESS_${id}`;
  return prefix + String(index).padStart(28 - prefix.length, '0');
}

/** A 64×64 round avatar showing one character of the nickname. */
export function avatar(initial: string, color: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    '<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" ' +
    `font-family="PingFang SC, Microsoft YaHei, WenQuanYi Micro Hei, sans-serif">${initial}</text></svg>`;
  return svgDataUrl(svg);
}

export function personaUser(persona: PersonaDef): WechatUser {
  return {
    openid: personaOpenid(persona.id),
    nickname: persona.nickname,
    headimgurl: avatar(persona.nickname.slice(0, 1), persona.color),
    sex: persona.sex,
    province: persona.province,
    city: persona.city,
    country: '中国',
  };
}

export function seedPersonas(db: Db): void {
  const insert = prepare(
    db,
    `INSERT INTO wx_users (openid, persona, nickname, headimgurl, sex, province, city, country, description, sortnum)
     VALUES (@openid, @persona, @nickname, @headimgurl, @sex, @province, @city, @country, @description, @sortnum)`,
  );
  PERSONAS.forEach((persona, sortnum) => {
    insert.run({ ...personaUser(persona), persona: persona.id, description: persona.description, sortnum });
  });
}

export interface PersonaRow extends WechatUser {
  persona: string;
  description: string;
}

export function findPersona(db: Db, id: string): PersonaRow | undefined {
  return select<PersonaRow>(
    db,
    'SELECT openid, persona, nickname, headimgurl, sex, province, city, country, description FROM wx_users WHERE persona = ?',
  ).get(id);
}

export function listPersonas(db: Db): PersonaRow[] {
  return select<PersonaRow>(
    db,
    'SELECT openid, persona, nickname, headimgurl, sex, province, city, country, description FROM wx_users ORDER BY sortnum',
  ).all();
}

export function findWechatUser(db: Db, openid: string): WechatUser | undefined {
  return select<WechatUser>(
    db,
    'SELECT openid, nickname, headimgurl, sex, province, city, country FROM wx_users WHERE openid = ?',
  ).get(openid);
}
