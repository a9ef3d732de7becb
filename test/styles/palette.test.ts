/**
 * The colour palette (src/styles/app.css): every text colour meets WCAG AA (4.5:1) on the
 * surfaces it is used on, in the light scheme and in the dark one, in 关怀模式 too; the dark scheme redefines
 * every colour that is not a solid fill; and the app's stylesheets take text, surface and line
 * colours from the palette, so nothing stays light in the dark (or dark in the light).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const palette = suite('colour palette');
const css = readFileSync('src/styles/app.css', 'utf8');

function block(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, `app.css has ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--app-[a-z-]+):\s*(#[0-9a-f]{3,6})/g)].map((m) => [m[1], m[2]]));
}
const light = block(':root:root');
const dark = new Map([...light, ...block(':root:root[data-prefers-color-scheme="dark"]')]);
// 关怀模式 (care) strengthens greys and lines in either scheme.
const careLight = new Map([...light, ...block(':root:root[data-care]')]);
const careDark = new Map([...dark, ...block(':root:root[data-care][data-prefers-color-scheme="dark"]')]);

function luminance(hex: string): number {
  const h = hex.length === 4 ? hex.replace(/[0-9a-f]/g, (c) => c + c).slice(1) : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function ratio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const TEXTS = ['--app-strong', '--app-text', '--app-weak', '--app-faint'];
const ACCENTS = ['blue', 'red', 'green', 'orange'];
const SURFACES = ['--app-card', '--app-bg', '--app-fill'];

for (const [name, scheme] of [
  ['light', light],
  ['dark', dark],
  ['care, light', careLight],
  ['care, dark', careDark],
] as const) {
  palette(`${name}: text and accent colours meet 4.5:1 on every surface and on their tint`, () => {
    const pairs: [string, string][] = [];
    for (const text of [...TEXTS, ...ACCENTS.map((a) => `--app-${a}`)])
      for (const surface of SURFACES) pairs.push([text, surface]);
    for (const accent of ACCENTS) pairs.push([`--app-${accent}`, `--app-${accent}-bg`]);
    for (const text of ['--app-text', '--app-weak']) for (const a of ACCENTS) pairs.push([text, `--app-${a}-bg`]);
    const failing = pairs
      .map(([fg, bg]) => ({ fg, bg, ratio: ratio(scheme.get(fg) as string, scheme.get(bg) as string) }))
      .filter((p) => !(p.ratio >= 4.5));
    assert.equal(failing, []);
  });
  palette(`${name}: white text meets 4.5:1 on the solid fills`, () => {
    for (const fill of ['--app-primary', '--app-danger'])
      assert.ok(ratio('#fff', scheme.get(fill) as string) >= 4.5, fill);
  });
}

palette('the dark scheme redefines every colour but the solid fills', () => {
  const redefined = block(':root:root[data-prefers-color-scheme="dark"]');
  const same = [...light.keys()].filter((k) => !redefined.has(k));
  assert.equal(same.sort(), ['--app-danger', '--app-primary']);
});

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return path.endsWith('.css') && path !== join('src', 'styles', 'app.css') ? [path] : [];
  });
}

/** Marks drawn on a picture, white in both schemes: the banner's current dot. */
const ON_PICTURES = new Set(['.home-banner-dots span.is-on']);

palette('stylesheets take text, surface and line colours from the palette', () => {
  // A literal is allowed for white text (it sits on a solid fill or a picture), for a solid fill
  // (which carries white text in both schemes) and for a mark on a picture; a light literal
  // elsewhere (a surface, a line, a tint) would glare in the dark.
  const found: string[] = [];
  for (const file of cssFiles('src')) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (ON_PICTURES.has(selector.trim())) continue;
      for (const m of body.matchAll(/(?:^|;)\s*(color|background[a-z-]*|border[a-z-]*)\s*:([^;]*)/g)) {
        for (const hex of m[2].match(/#[0-9a-fA-F]{3,6}\b/g) ?? []) {
          const literal = hex.toLowerCase();
          const whiteText = m[1] === 'color' && literal === '#fff';
          if (m[1] === 'color' ? !whiteText : luminance(literal) > 0.5)
            found.push(`${file}: ${selector.trim()} ${m[1]}: ${literal}`);
        }
      }
    }
  }
  assert.equal(found, []);
});

palette.run();
