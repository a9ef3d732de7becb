/**
 * Where a link inside an article leads. Editors write articles; a tap must not be able to take the
 * reader anywhere unasked: an in-app path (or this site's own address) opens through the router,
 * an `https:` address elsewhere leaves the app after the reader confirms, `tel:` and `mailto:` go
 * to the phone as they are, and anything else (javascript:, data:, http:) leads nowhere.
 */
import { safeInAppPath } from './redirect';

export type ArticleLinkTarget =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string; host: string }
  | { kind: 'phone' }
  | null;

export function articleLinkTarget(href: string | null | undefined, origin: string): ArticleLinkTarget {
  const value = (href ?? '').trim();
  const path = safeInAppPath(value);
  if (path) return { kind: 'route', path };
  if (/^(tel|mailto):/i.test(value)) return { kind: 'phone' };
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.origin === origin) return { kind: 'route', path: parsed.pathname + parsed.search + parsed.hash };
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  return { kind: 'external', url: parsed.href, host: parsed.host };
}
