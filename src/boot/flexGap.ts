/**
 * Flexbox `gap` came to Chrome in version 84; the app serves Chrome 80 (package.json's
 * "browserslist"), where a flex container's gap is parsed but ignored and its items touch. There,
 * and only there, the inline start script (src/boot/inline.ts) puts the class `no-flex-gap` on
 * <html> and loads the stylesheet the build makes for it (`assets/flexgap-[hash].css`,
 * scripts/flex-gap-fallback.mjs: margins standing in for the gaps). docs/DECISIONS.md, "Flex gap
 * on Chrome 80–83".
 *
 * It runs in the parser's task, before the first paint: the link is written in while <head> is
 * still being parsed, so it is the parser's own and the engine holds the first paint and the
 * entry's scripts for it as for the app's stylesheet; it comes ahead of that stylesheet, whose
 * rules keep the last word at equal specificity. Only Chrome 80–83 take this path: elsewhere the
 * page costs one CSS.supports call (Chrome 84–87, a layout of one small element too).
 */

/** The fallback sheet's URL; build.mjs defines it for the inline script ('' elsewhere). */
declare const __FLEX_GAP_SHEET__: string | undefined;

/** The URL of the stylesheet for engines without flex gap ('' outside the inline script's build). */
export const FLEX_GAP_SHEET: string = typeof __FLEX_GAP_SHEET__ === 'string' ? __FLEX_GAP_SHEET__ : '';

/** The class on <html> that the fallback sheet's rules are under. */
export const NO_FLEX_GAP = 'no-flex-gap';

/**
 * Whether the engine lacks flex gap. Every engine with `aspect-ratio` (Chrome 88, Safari 15) has
 * flex gap, so those answer at once; others (Chrome 80–87, and 84–87 do have it) lay out a column
 * with `gap: 1px` between two empty items once: 1px tall with flex gap, 0 without.
 */
export function lacksFlexGap(doc: Document): boolean {
  if (typeof CSS !== 'undefined' && CSS.supports?.('aspect-ratio', '1')) return false;
  const probe = doc.createElement('div');
  probe.style.cssText = 'display:flex;flex-direction:column;row-gap:1px;position:absolute;visibility:hidden';
  probe.appendChild(doc.createElement('div'));
  probe.appendChild(doc.createElement('div'));
  // <body> does not exist yet while the inline script runs in <head>.
  doc.documentElement.appendChild(probe);
  const height = probe.scrollHeight;
  probe.remove();
  return height === 0;
}

/**
 * Where the engine lacks flex gap: marks `<html class="no-flex-gap">` and adds the fallback sheet
 * at `href` ahead of the page's first stylesheet: written where the parser is when called from
 * the inline script, else inserted. Returns whether it did; never throws (the page then only
 * loses its gaps).
 */
export function fallBackFlexGap(html: HTMLElement, href: string): boolean {
  try {
    const doc = html.ownerDocument;
    if (!href || !lacksFlexGap(doc)) return false;
    html.classList.add(NO_FLEX_GAP);
    if (doc.readyState === 'loading' && doc.currentScript) {
      // From the inline script, while the parser is at it: written in, the link is the parser's
      // own, so it holds the first paint and the entry's scripts like the app's stylesheet does
      // (one the script inserts would hold neither).
      doc.write(`<link rel="stylesheet" href="${href.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" />`);
      return true;
    }
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const head = doc.head ?? html;
    head.insertBefore(link, head.querySelector('link[rel="stylesheet"]'));
    return true;
  } catch {
    return false;
  }
}
