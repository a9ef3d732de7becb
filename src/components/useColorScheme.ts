/**
 * The scheme the page is shown in, as the inline script marks it on <html data-prefers-color-scheme>
 * (boot/colorScheme.ts, from the client's dark mode): for what CSS cannot reach, such as the button
 * an open tag's template has WeChat draw in its own document. Follows the client's switch.
 */
import { useEffect, useState } from 'react';

export type ColorScheme = 'light' | 'dark';

const read = (): ColorScheme => (document.documentElement.dataset.prefersColorScheme === 'dark' ? 'dark' : 'light');

export function useColorScheme(): ColorScheme {
  const [scheme, setScheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setScheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-prefers-color-scheme'] });
    setScheme(read());
    return () => observer.disconnect();
  }, []);
  return scheme;
}
