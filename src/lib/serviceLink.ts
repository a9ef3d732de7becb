/**
 * Where a service of the grid leads. Whoever edits the service list must not be able to send
 * readers anywhere: an in-app path opens through the router; an absolute URL leaves the app only
 * when it is `https:` to a host the deployment lists (config.externalServiceHosts); anything else
 * (http:, another host, javascript:, data:, //host, credentials in the URL) leads nowhere.
 */
import { safeInAppPath } from './redirect';

export type ServiceTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string } | null;

export function serviceTarget(url: string | null | undefined, externalHosts: readonly string[]): ServiceTarget {
  const value = (url ?? '').trim();
  const path = safeInAppPath(value);
  if (path) return { kind: 'route', path };
  if (!/^https:/i.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  // `host` keeps a non-default port: a listed host on another port is another site.
  const allowed = externalHosts.some((host) => host.toLowerCase() === parsed.host);
  // The parsed form is followed, so what was checked is what the browser opens.
  return allowed ? { kind: 'external', url: parsed.href } : null;
}
