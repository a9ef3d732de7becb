/**
 * The page follows the client's dark mode (src/boot/colorScheme.ts): <html> carries the scheme
 * the client reports, at once and after every switch, through either listener API.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { followColorScheme } from '../../src/boot/colorScheme';

const scheme = suite('followColorScheme');

/** A MediaQueryList the test switches; `legacy` offers only addListener (older WebKit). */
function media(matches: boolean, legacy = false) {
  const listeners: (() => void)[] = [];
  const list = {
    matches,
    addListener: (l: () => void) => listeners.push(l),
    ...(legacy ? {} : { addEventListener: (_: string, l: () => void) => listeners.push(l) }),
    flip() {
      list.matches = !list.matches;
      for (const l of listeners) l();
    },
  };
  return list;
}

scheme('marks the scheme the client reports, and follows a switch', () => {
  const root = document.createElement('html');
  const list = media(true);
  followColorScheme(root, list as unknown as MediaQueryList);
  assert.is(root.dataset.prefersColorScheme, 'dark');
  list.flip();
  assert.is(root.getAttribute('data-prefers-color-scheme'), 'light');
  list.flip();
  assert.is(root.getAttribute('data-prefers-color-scheme'), 'dark');
});

scheme('follows a switch where MediaQueryList has only addListener', () => {
  const root = document.createElement('html');
  const list = media(false, true);
  followColorScheme(root, list as unknown as MediaQueryList);
  assert.is(root.dataset.prefersColorScheme, 'light');
  list.flip();
  assert.is(root.dataset.prefersColorScheme, 'dark');
});

scheme.run();
