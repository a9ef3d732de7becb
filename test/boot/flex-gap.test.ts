/**
 * Where the engine lacks flex gap (src/boot/flexGap.ts), <html> gets `no-flex-gap` and the
 * fallback sheet is linked ahead of the page's stylesheets (written in by the parser while the
 * inline script runs); elsewhere nothing is added, and an engine with aspect-ratio is not even
 * measured.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FLEX_GAP_SHEET, fallBackFlexGap, lacksFlexGap } from '../../src/boot/flexGap';

const SHEET = '/assets/flexgap-TEST1234.css';

/** A fresh document with the app's first stylesheet in <head>. */
function page(): Document {
  const doc = document.implementation.createHTMLDocument('');
  const app = doc.createElement('link');
  app.rel = 'stylesheet';
  app.href = '/assets/app-TEST1234.css';
  doc.head.appendChild(app);
  return doc;
}

/**
 * Runs `body` with CSS.supports answering `supports` and every element measuring `height` tall;
 * counts the measures.
 */
function engine(supports: boolean, height: number, body: () => void): { measured: number; asked: string[] } {
  const seen = { measured: 0, asked: [] as string[] };
  // happy-dom's global CSS is a getter that makes a new object each time: its prototype is stubbed.
  const css = Object.getPrototypeOf((globalThis as unknown as { CSS: object }).CSS) as {
    supports: (...args: string[]) => boolean;
  };
  const before = css.supports;
  const descriptor = Object.getOwnPropertyDescriptor(window.HTMLElement.prototype, 'scrollHeight');
  css.supports = (...args: string[]) => {
    seen.asked.push(args.join(': '));
    return supports;
  };
  Object.defineProperty(window.HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get() {
      seen.measured += 1;
      return height;
    },
  });
  try {
    body();
  } finally {
    css.supports = before;
    if (descriptor) Object.defineProperty(window.HTMLElement.prototype, 'scrollHeight', descriptor);
    else delete (window.HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  }
  return seen;
}

const sheets = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));

const FlexGap = suite('flex gap fallback: detection');

FlexGap(
  'without flex gap (the probe measures 0), after parsing: marks <html> and links the sheet ahead of the app sheet',
  () => {
    const doc = page();
    let added = false;
    const seen = engine(false, 0, () => {
      added = fallBackFlexGap(doc.documentElement, SHEET);
    });
    assert.ok(added);
    assert.is(seen.measured, 1, 'measured once');
    assert.ok(doc.documentElement.classList.contains('no-flex-gap'));
    assert.equal(sheets(doc), [SHEET, '/assets/app-TEST1234.css']);
    assert.is(doc.querySelectorAll('div').length, 0, 'the probe is taken out again');
  },
);

FlexGap('from the inline script while the page is parsed: the link is written in, where the parser is', () => {
  const doc = page();
  const written: string[] = [];
  Object.defineProperty(doc, 'readyState', { get: () => 'loading' });
  Object.defineProperty(doc, 'currentScript', { get: () => doc.createElement('script') });
  doc.write = (...html: string[]) => written.push(...html);
  engine(false, 0, () => {
    assert.ok(fallBackFlexGap(doc.documentElement, '/assets/flexgap-"x".css'));
  });
  assert.ok(doc.documentElement.classList.contains('no-flex-gap'));
  assert.equal(written, ['<link rel="stylesheet" href="/assets/flexgap-&#34;x&#34;.css" />']);
  assert.equal(sheets(doc), ['/assets/app-TEST1234.css'], 'not inserted as well');
});

FlexGap('with flex gap (the probe measures its 1px gap): nothing added', () => {
  const doc = page();
  const seen = engine(false, 1, () => {
    assert.not.ok(fallBackFlexGap(doc.documentElement, SHEET));
  });
  assert.is(seen.measured, 1);
  assert.not.ok(doc.documentElement.classList.contains('no-flex-gap'));
  assert.equal(sheets(doc), ['/assets/app-TEST1234.css']);
});

FlexGap('an engine with aspect-ratio has flex gap: nothing is measured or added', () => {
  const doc = page();
  const seen = engine(true, 0, () => {
    assert.not.ok(fallBackFlexGap(doc.documentElement, SHEET));
    assert.not.ok(lacksFlexGap(doc));
  });
  assert.equal(seen.asked, ['aspect-ratio: 1', 'aspect-ratio: 1']);
  assert.is(seen.measured, 0);
  assert.not.ok(doc.documentElement.classList.contains('no-flex-gap'));
  assert.equal(sheets(doc), ['/assets/app-TEST1234.css']);
});

FlexGap('while <head> is parsed (no stylesheet yet) the link goes at its end; no URL, nothing to do', () => {
  const doc = document.implementation.createHTMLDocument('');
  engine(false, 0, () => {
    assert.not.ok(fallBackFlexGap(doc.documentElement, ''), 'a build without the sheet');
    assert.not.ok(doc.documentElement.classList.contains('no-flex-gap'));
    assert.ok(fallBackFlexGap(doc.documentElement, SHEET));
  });
  assert.equal(sheets(doc), [SHEET]);
});

FlexGap('never throws: a failing probe leaves the page as it is', () => {
  const doc = page();
  const html = doc.documentElement;
  const append = html.appendChild;
  html.appendChild = () => {
    throw new Error('no layout');
  };
  try {
    engine(false, 0, () => {
      assert.not.ok(fallBackFlexGap(html, SHEET));
    });
  } finally {
    html.appendChild = append;
  }
  assert.not.ok(html.classList.contains('no-flex-gap'));
});

FlexGap('outside the inline script the build defines no sheet', () => {
  assert.is(FLEX_GAP_SHEET, '');
});

FlexGap.run();
