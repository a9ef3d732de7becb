/** Small DOM helpers for the demo page (no framework: it stands in for any page using the SDK). */

type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function') node.addEventListener(key.replace(/^on/, '').toLowerCase(), value);
    else if (key === 'className') node.className = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** JSON with long strings (base64 image data) shortened; a subscribeDetails (about 70 characters a template) stays whole. */
export function show(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(
    value,
    (_k, v: unknown) => (typeof v === 'string' && v.length > 300 ? `${v.slice(0, 60)}…（共 ${v.length} 字符）` : v),
    2,
  );
}

/** One line in a result box: `success {...}` and the like. */
export function resultLine(box: HTMLElement, kind: string, value?: unknown, extra?: Node): HTMLElement {
  const line = el(
    'div',
    { className: `line ${kind}` },
    el('b', {}, kind),
    value === undefined ? null : el('pre', {}, show(value)),
    extra,
  );
  box.append(line);
  return line;
}

/** A data: URL for what getLocalImgData returns (iOS with the prefix, Android without). */
export function imageSource(localData: string): string {
  if (localData.startsWith('data:')) return localData;
  const type = localData.startsWith('iVBOR')
    ? 'image/png'
    : localData.startsWith('R0lGOD')
      ? 'image/gif'
      : 'image/jpeg';
  return `data:${type};base64,${localData}`;
}
