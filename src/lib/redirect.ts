/** Follow a redirect only to an in-app path: '/x', never '//x', '/\\x' or an absolute URL. */
export function safeInAppPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}
