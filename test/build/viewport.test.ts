import { readFileSync } from 'node:fs';
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

Viewport.run();
