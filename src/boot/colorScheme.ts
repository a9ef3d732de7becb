/**
 * Follows the client's dark mode: marks <html data-prefers-color-scheme="dark"> (or "light") from
 * `matchMedia('(prefers-color-scheme: dark)')` and keeps it in step when the reader switches.
 * The attribute, not a media query in the CSS, carries the scheme: the UI kit's dark theme keys
 * off the same attribute, and one place decides for both. Runs in the inline start script, before
 * anything paints, so a dark phone never sees a light flash.
 */
export function followColorScheme(root: HTMLElement, media: MediaQueryList): void {
  const apply = () => {
    root.dataset.prefersColorScheme = media.matches ? 'dark' : 'light';
  };
  apply();
  if (media.addEventListener) media.addEventListener('change', apply);
  else media.addListener(apply);
}
