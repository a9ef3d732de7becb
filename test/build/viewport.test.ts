import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const Viewport = suite('accessibility floor: the page');

Viewport('readers may zoom: no user-scalable=no and no maximum-scale in the viewport', () => {
  const html = readFileSync(new URL('../../public/index.html', import.meta.url), 'utf8');
  const viewport = /<meta\s+name="viewport"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
  assert.ok(viewport.includes('width=device-width'), viewport);
  assert.not.ok(/user-scalable\s*=\s*(no|0)/.test(viewport), viewport);
  assert.not.ok(/maximum-scale/.test(viewport), viewport);
});

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
function files(dir: string, ends: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file, ends) : ends.test(name) ? [file] : [];
  });
}

Viewport(
  'text follows the size WeChat gives the page: font sizes in rem or em and line heights as ratios, none in px',
  () => {
    const fixed: string[] = [];
    for (const file of files(src, /\.css$/)) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /(?:font(?:-size)?|line-height)\s*:[^;{}]*\b\d+(?:\.\d+)?px/g,
      ))
        fixed.push(`${path.relative(src, file)}: ${match[0]}`);
    }
    for (const file of files(src, /\.tsx$/)) {
      // Inline styles, and the HTML of open tags' templates (WeChat renders them at its text size too).
      for (const match of readFileSync(file, 'utf8').matchAll(/fontSize:\s*\d+|font-size:\s*\d+(?:\.\d+)?px/g))
        fixed.push(`${path.relative(src, file)}: ${match[0]}`);
    }
    assert.equal(fixed, []);
    const root = readFileSync(path.join(src, 'styles/app.css'), 'utf8');
    assert.not.ok(/(^|\n):root\s*\{[^}]*font-size/.test(root), 'the root keeps the size the client gives');
  },
);

Viewport.run();
