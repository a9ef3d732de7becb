/**
 * A second phone: the harness page in another tab, as another persona, opening a shared link
 * (`/__harness/?as=<persona>&open=<path>`). That tab switches the persona (the cookies the next
 * page loads carry), signs the app out and opens the link, so the friend goes through start-up
 * (a first visit: OAuth) and lands on the shared page. Both tabs share the browser's cookies and
 * the app's storage: the first tab's phone is put aside first (phones.ts), and comes back when
 * its persona is chosen again there.
 */
import { controlApi } from './api';
import { clearAppSession, currentPhone, rememberPath } from './frame';
import { keepPhone, type StorageLike } from './phones';
import { cookieSession, session } from './session';

export const SECOND_PHONE_PATH = '/__harness/';

export interface SecondPhoneRequest {
  persona: string;
  /** Path + query + hash on this origin. */
  path: string;
}

/** The harness page address that opens `link` in a second phone as `persona`; '' when the link is not this origin's. */
export function secondPhoneUrl(persona: string, link: string, origin = location.origin): string {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return '';
  }
  if (url.origin !== origin || !persona) return '';
  const params = new URLSearchParams({ as: persona, open: url.pathname + url.search + url.hash });
  return `${SECOND_PHONE_PATH}?${params}`;
}

/** The second phone's request in the harness page's query, or null (a plain harness page). */
export function secondPhoneRequest(search: string): SecondPhoneRequest | null {
  const params = new URLSearchParams(search);
  const persona = params.get('as') ?? '';
  const path = params.get('open') ?? '';
  if (!/^[\w-]{1,40}$/.test(persona) || !path.startsWith('/') || path.startsWith('//')) return null;
  return { persona, path };
}

function phoneStore(): StorageLike | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** This phone's sign-in put aside under its persona (the second phone is about to sign the app out). */
export function keepThisPhone(): void {
  const { persona } = session.get();
  if (persona) keepPhone(phoneStore(), persona, currentPhone());
}

/** In the second tab, before the frame loads: become `persona` and start the app at the link. */
export async function startSecondPhone(request: SecondPhoneRequest): Promise<string> {
  const { device, clientVersion } = cookieSession(document.cookie);
  try {
    await controlApi.setPersona({ persona: request.persona, device, clientVersion });
  } catch (error) {
    return (error as Error).message || '切换模拟用户失败';
  }
  clearAppSession();
  rememberPath(request.path);
  history.replaceState(null, '', SECOND_PHONE_PATH);
  return '';
}
