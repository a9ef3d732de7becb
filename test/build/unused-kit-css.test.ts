/**
 * The kit stylesheets the build leaves out (build.mjs UNUSED_KIT_CSS) stay unused: Image's is
 * only imported by the kit's Dialog for its `image` prop, and the app's one Dialog caller
 * (src/components/feedback.ts) never passes it, nor does any module use the kit's Image.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UNUSED_KIT_CSS } from '../../build.mjs';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

test('only the kit Image stylesheet is left out', () => {
  assert.equal(
    UNUSED_KIT_CSS.map((end) => end.split(path.sep).join('/')),
    ['/antd-mobile/es/components/image/image.css'],
  );
});

test('no module uses the kit Image, and no dialog passes an image', () => {
  const users: string[] = [];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    if (/antd-mobile(\/es)?\/components\/image|import\s*\{[^}]*\bImage\b[^}]*\}\s*from\s*'antd-mobile'/.test(text))
      users.push(file);
    if (/\bDialog\b/.test(text) && /\bimage\s*:/.test(text)) users.push(file);
  }
  assert.equal(users, []);
});

test.run();
