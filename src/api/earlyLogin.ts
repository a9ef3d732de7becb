/**
 * The platform login, sent by the entry (src/main.tsx) before the app's own chunks have even
 * arrived: a tiny module with its own request (no axios, no stores), so the login's round trip
 * runs beside the download. Start-up's step 2 takes the answer instead of logging in again: the
 * request is sent once. Nothing is started outside WeChat or on the service guide, where start-up
 * does not log in. The answer has the API client's shapes (the body, or a NetworkFailure).
 */
import { config } from '../config';
import { buildLoginRequest } from '../lib/sign';
import { isWechat } from '../wx/detect';
import type { LoginData, NetworkFailure, PlatformResponse } from './contract';
import { isEnvelope, MESSAGES, networkFailure } from './failure';

export const LOGIN_PATH = '/v1/auth/login';

type LoginAnswer = PlatformResponse<LoginData> | NetworkFailure;

let pending: Promise<LoginAnswer> | null = null;

/** Sends the login now (once), when start-up will need it. */
export function startEarlyLogin(href: string, userAgent: string): void {
  if (pending || !isWechat(userAgent) || href.includes('sguide')) return;
  const { nsk, psk } = config.wechat;
  pending = postLogin(buildLoginRequest(nsk, psk, config.signKey));
}

/** The early login's answer, once; null when none was started (or it was taken already). */
export function takeEarlyLogin(): Promise<LoginAnswer> | null {
  const taken = pending;
  pending = null;
  return taken;
}

async function postLogin(body: object): Promise<LoginAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeout);
  try {
    const response = await fetch(config.baseURL + LOGIN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const answer: unknown = await response.json().catch(() => null);
    return isEnvelope(answer) ? (answer as LoginAnswer) : networkFailure(MESSAGES.server);
  } catch {
    return networkFailure(timedOut ? MESSAGES.timeout : MESSAGES.network);
  } finally {
    clearTimeout(timer);
  }
}
