/**
 * The platform login, started as the very first thing the page runs (src/earlyStart.ts, the
 * entry's first import), before React, the router and the stores are evaluated. Start-up's step 2
 * takes the answer instead of logging in again: the request is sent once. Nothing is started
 * outside WeChat or on the service guide, where start-up does not log in.
 */
import { config } from '../config';
import { buildLoginRequest } from '../lib/sign';
import { isWechat } from '../wx/detect';
import { login } from './platform';

let pending: ReturnType<typeof login> | null = null;

/** Sends the login now (once), when start-up will need it. */
export function startEarlyLogin(href: string, userAgent: string): void {
  if (pending || !isWechat(userAgent) || href.includes('sguide')) return;
  const { nsk, psk } = config.wechat;
  pending = login(buildLoginRequest(nsk, psk, config.signKey));
}

/** The early login's answer, once; null when none was started (or it was taken already). */
export function takeEarlyLogin(): ReturnType<typeof login> | null {
  const taken = pending;
  pending = null;
  return taken;
}
