/**
 * The electronic reader card's QR code. Its text is `RC1.<rdrno>.<issued, Unix seconds>.<sig>`,
 * sig = the first 22 characters of base64url(HMAC-SHA256(secret, "RC1.<rdrno>.<issued>")), the
 * secret being the library system's own (meta.qrcode_secret, random per database). The app
 * fetches a new code every `refreshSec`; a self-service machine accepts one for `validSec` after it
 * was issued (a grace for a slow scan), and only for a card that can be used at that moment. A
 * gate admits a code once (qrcode_uses); the app asks whether its code was used and then shows a
 * new one.
 */
import { createHmac } from 'node:crypto';
import type { CardState, ReaderQrcode, ReaderQrcodeState } from '../../../src/api/contract/index.js';
import { type Db, scalar, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { safeEqual } from '../infra/util.js';
import { getMeta } from '../infra/meta.js';
import { findReader, requireReader } from './readers.js';
import { cardStateRefusal } from './rules/index.js';

export const QRCODE_POLICY = { refreshSec: 60, validSec: 90, clockSkewSec: 30 };
const VERSION = 'RC1';
const PAYLOAD = /^RC1\.([A-Za-z0-9-]{1,32})\.(\d{9,11})\.([A-Za-z0-9_-]{22})$/;

function sign(db: Db, body: string): string {
  const secret = getMeta(db, 'qrcode_secret');
  if (!secret) throw new Error('qrcode_secret missing: the database predates migration 4');
  return createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22);
}

/** Why a card shows no code: what the reader can do about it here. */
export function qrcodeRefusal(state: CardState): string {
  if (state === 'lost') return '读者证已挂失。找回读者证后，可在卡证详情中取消挂失，即可出示二维码';
  if (state === 'expired') return '读者证已过期。可在卡证详情中办理延期，延期后即可出示二维码';
  return cardStateRefusal(state);
}

/** A fresh code for a card that can be used now; a lost, expired or cancelled card gets none. */
export function issueQrcode(db: Db, rdrno: string, now: number): ReaderQrcode {
  const reader = requireReader(db, rdrno, now);
  const refusal = qrcodeRefusal(reader.state);
  if (refusal) throw new InputError(refusal);
  const issued = Math.floor(now / 1000);
  const body = `${VERSION}.${rdrno}.${issued}`;
  return {
    rdrno,
    name: reader.name,
    payload: `${body}.${sign(db, body)}`,
    issuedat: issued * 1000,
    expiresat: (issued + QRCODE_POLICY.validSec) * 1000,
    refresh: QRCODE_POLICY.refreshSec,
  };
}

export type QrcodeResult = 'valid' | 'used' | 'expired' | 'forged' | 'card' | 'unknown';

export interface QrcodeVerdict {
  ok: boolean;
  result: QrcodeResult;
  /** What the machine shows (Chinese). */
  message: string;
  rdrno?: string;
  name?: string;
  /** Seconds since the code was issued. */
  age?: number;
}

export const USED_MESSAGE = '二维码已使用，请在手机上出示新的二维码';

/** When a gate admitted this code (epoch ms), or null. */
function usedAt(db: Db, payload: string): number | null {
  return scalar<number>(db, 'SELECT used_at FROM qrcode_uses WHERE payload = ?', payload) ?? null;
}

/**
 * What a self-service machine decides about a scanned text, as of `now`. A look-up writes
 * nothing; with `gate`, a code that passes is used up (qrcode_uses): the one INSERT decides, so of
 * two gates at once one admits the reader and the other answers 已使用.
 */
export function verifyQrcode(db: Db, payload: string, now: number, options: { gate?: boolean } = {}): QrcodeVerdict {
  const verdict = checkQrcode(db, payload.trim(), now);
  if (!verdict.ok || !verdict.rdrno) return verdict;
  const used = { ...verdict, ok: false, result: 'used' as const, message: USED_MESSAGE };
  if (!options.gate) return usedAt(db, payload.trim()) === null ? verdict : used;
  const inserted = prepare(db, 'INSERT OR IGNORE INTO qrcode_uses (payload, rdrno, used_at) VALUES (?, ?, ?)').run(
    payload.trim(),
    verdict.rdrno,
    now,
  ).changes;
  return inserted === 1 ? verdict : used;
}

/** Whether the card's code on the phone has been used at a gate (the phone then fetches a new one). */
export function qrcodeState(db: Db, rdrno: string, payload: string): ReaderQrcodeState {
  const match = PAYLOAD.exec(payload.trim());
  if (!match || match[1] !== rdrno) throw new InputError('二维码内容有误，请刷新');
  const at = usedAt(db, payload.trim());
  return { used: at !== null, usedat: at };
}

function checkQrcode(db: Db, payload: string, now: number): QrcodeVerdict {
  const match = PAYLOAD.exec(payload.trim());
  if (!match) return { ok: false, result: 'unknown', message: '无法识别：不是本馆的读者证二维码' };
  const [, rdrno, issuedText, signature] = match;
  if (!safeEqual(signature, sign(db, `${VERSION}.${rdrno}.${issuedText}`))) {
    return { ok: false, result: 'forged', message: '二维码无效：签名不符，可能是伪造或篡改的', rdrno };
  }
  const age = Math.floor(now / 1000) - Number(issuedText);
  if (age < -QRCODE_POLICY.clockSkewSec) {
    return { ok: false, result: 'expired', message: '二维码时间无效，请在手机上刷新后重试', rdrno, age };
  }
  if (age > QRCODE_POLICY.validSec) {
    return { ok: false, result: 'expired', message: `二维码已过期（${age}秒前生成），请在手机上刷新`, rdrno, age };
  }
  const reader = findReader(db, rdrno, now);
  if (!reader) return { ok: false, result: 'card', message: '读者证不可用：读者证号不存在', rdrno, age };
  const refusal = cardStateRefusal(reader.state);
  if (refusal) return { ok: false, result: 'card', message: `读者证不可用：${refusal}`, rdrno, name: reader.name, age };
  return { ok: true, result: 'valid', message: `验证通过：${reader.name}（${rdrno}）`, rdrno, name: reader.name, age };
}
