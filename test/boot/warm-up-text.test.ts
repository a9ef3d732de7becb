/**
 * The text font the page opens while it waits for its files (src/boot/warmUpText.ts) is the one
 * the app's stylesheet sets: a different list would open a font the first screen does not use.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TEXT_FONT_FAMILY, warmUpText } from '../../src/boot/warmUpText';

const warmUp = suite('the text font warm-up');

/** A font list without quotes and spacing, lower case: how the browser compares names. */
const fonts = (list: string) =>
  list
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^["']|["']$/g, '')
        .toLowerCase(),
    )
    .filter(Boolean);

warmUp('the font list is app.css’s, for the page and its text', () => {
  const css = readFileSync(new URL('../../src/styles/app.css', import.meta.url), 'utf8');
  const base = /:root,\s*:root body\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const declared = /font-family:([^;]*);/.exec(base)?.[1] ?? '';
  assert.ok(declared, 'app.css sets the font on :root');
  assert.equal(fonts(TEXT_FONT_FAMILY), fonts(declared));
  // The body's text is 0.875rem of the size the client gives the page: 14 px at the default 16.
  const body = [...css.matchAll(/^:root body\s*\{([^}]*)\}/gm)].map((rule) => rule[1]).join('');
  assert.ok(/font-size:\s*0\.875rem/.test(body), 'at the size measured (14 px of the default 16)');
});

warmUp('it measures the sample in that font on a canvas', () => {
  const measured: { font: string; text: string }[] = [];
  const original = HTMLCanvasElement.prototype.getContext;
  const context = {
    font: '',
    measureText(text: string) {
      measured.push({ font: this.font, text });
      return { width: 0 };
    },
  };
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof original;
  try {
    warmUpText('书香市图书馆');
  } finally {
    HTMLCanvasElement.prototype.getContext = original;
  }
  assert.equal(measured, [{ font: `14px ${TEXT_FONT_FAMILY}`, text: '书香市图书馆' }]);
});

warmUp('without a canvas it does nothing and does not throw', () => {
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as typeof original;
  try {
    assert.not.throws(() => warmUpText('书'));
  } finally {
    HTMLCanvasElement.prototype.getContext = original;
  }
});

warmUp.run();
