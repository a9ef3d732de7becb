/**
 * The tab bar's labels give way to its icons when 18rem is as wide as the screen (WeChat's larger
 * text sizes, src/styles/app.css). A container query would say so in CSS, but only Chrome 105 and
 * iOS 16 have them (docs/DECISIONS.md, "Support matrix"). So the script inlined in index.html
 * marks the page `tabbar-narrow` while a hidden probe 18rem wide is at least as wide as the window,
 * before anything paints: a ResizeObserver on the probe follows the text size, and the window's
 * resize its width.
 */
export function watchNarrowTabBar(win: Window = window): void {
  const html = win.document.documentElement;
  const probe = win.document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;width:18rem;height:0;pointer-events:none';
  html.append(probe);
  const update = () => html.classList.toggle('tabbar-narrow', probe.offsetWidth >= win.innerWidth);
  update();
  if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(probe);
  win.addEventListener('resize', update);
}
