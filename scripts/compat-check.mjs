// The bundle against the browsers the app serves (package.json's "browserslist", scripts/targets.mjs):
// `npm run build` fails when a built file, or the script inlined in index.html, uses a JavaScript
// built-in or a CSS feature that one of those browsers lacks and nothing provides.
//
// - JavaScript, with ESLint over the built files (not the sources: the dependencies are where most
//   of it hides):
//   - eslint-plugin-compat (MDN's browser-compat-data) finds globals and static members: `structuredClone`,
//     `Object.hasOwn`, `new WeakRef` ...
//   - `compat-members` (below), from the same data, finds calls of instance methods the browsers
//     lack, which eslint-plugin-compat cannot see without types: `.at()`, `.replaceChildren()`,
//     `.findLast()` ... A call `x.name()` is reported when `name` is a member of a built-in
//     interface that these browsers have (Array, Element ...) and every such interface gained it
//     after them. Members of interfaces that are themselves new are the globals' business.
// - CSS, from the same data, over the built stylesheets (checkStyles).
//
// What the app provides is not reported: POLYFILLED lists what src/boot/polyfills.ts installs
// before any other script (a test checks that it does), GUARDED what the code that uses it checks
// for first, and CSS_HANDLED the CSS features that have a fallback. Each entry says why. The debug
// consoles (eruda, vConsole) are developer tools loaded on ?debug= only and are not checked.

import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import * as esbuild from 'esbuild';
import { Linter } from 'eslint';
import compat from 'eslint-plugin-compat';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { browserQueries, minimumVersions } from './targets.mjs';

/** Built-ins src/boot/polyfills.ts installs where they are missing (names as eslint-plugin-compat spells them). */
export const POLYFILLED = Object.freeze({
  'Object.hasOwn': '@noble/hashes (the login signature) calls it as it loads, in the inline script and the entry',
});

/** Built-ins the code that uses them looks for first, with what it does without them. */
export const GUARDED = Object.freeze({
  FinalizationRegistry: 'mobx-react-lite checks typeof FinalizationRegistry and falls back to timers',
  'document.pointerLockElement':
    "@use-gesture (antd-mobile's gestures) only compares it with an event's target: undefined never matches",
  'document.exitPointerLock': '@use-gesture calls it only with its pointer.lock option, which nothing sets',
});

/**
 * CSS the browsers lack that needs no fallback, or has one no `@supports` can express: the feature
 * as the check names it (a property, `property: value`, `:pseudo-class`, `@rule`) and why.
 */
export const CSS_HANDLED = Object.freeze({
  cursor: 'iOS has no pointer to show one on; the declaration does nothing there',
  'cursor: pointer': 'iOS has no pointer to show one on',
  'cursor: default': 'iOS has no pointer to show one on',
  'cursor: not-allowed': 'iOS has no pointer to show one on',
  'cursor: grab': 'iOS has no pointer to show one on',
  'cursor: zoom-in': 'iOS has no pointer to show one on',
  resize: 'iOS offers no handle to resize a text field by hand; the field keeps its size',
  'resize: none': 'iOS offers no handle to resize a text field by hand',
  'resize: vertical': 'iOS offers no handle to resize a text field by hand',
  '-webkit-tap-highlight-color': 'desktop Safari (WeChat for Mac) has no taps to highlight',
  'color-scheme':
    "Chrome 80 keeps the browser's own scrollbars light in dark mode; the app draws its controls from its palette",
  'color-scheme: dark': "Chrome 80 keeps the browser's own scrollbars light in dark mode",
  'scrollbar-width': 'the ::-webkit-scrollbar rule beside it hides the bar in Chrome and Safari',
  'scrollbar-width: none': 'the ::-webkit-scrollbar rule beside it hides the bar in Chrome and Safari',
  'gap in a flex container':
    'Chrome 80–83 load assets/flexgap-[hash].css (scripts/flex-gap-fallback.mjs, src/boot/flexGap.ts): margins in its place',
});

/** Files not checked: the debug consoles, loaded only with ?debug=vconsole / ?debug=eruda. */
const UNCHECKED = /^(eruda|vconsole\.min)-[A-Z0-9]+\.js$/;

const BROWSERS = /** @type {const} */ ({ chrome: 'Chrome', safari: 'Safari', safari_ios: 'iOS Safari' });
/** browserslist's family → MDN's browser id */
const MDN_ID = /** @type {Record<string, keyof typeof BROWSERS>} */ ({
  chrome: 'chrome',
  safari: 'safari',
  ios_saf: 'safari_ios',
});

/**
 * The DOM interfaces whose instances every script holds (the document, its nodes, the window),
 * whose newer methods are checked beside the JavaScript built-ins'. Names of other interfaces'
 * members are too often a library's own method names (`navigate`, `login`, `dispose`).
 */
const CORE_INTERFACES = Object.freeze([
  'Window',
  'Document',
  'DocumentFragment',
  'Node',
  'Element',
  'HTMLElement',
  'CharacterData',
  'Text',
  'EventTarget',
  'Event',
  'HTMLInputElement',
  'HTMLTextAreaElement',
  'HTMLFormElement',
  'HTMLImageElement',
  'HTMLMediaElement',
  'HTMLCanvasElement',
  'CanvasRenderingContext2D',
  'Location',
  'History',
  'Storage',
  'XMLHttpRequest',
  'URL',
  'URLSearchParams',
  'Headers',
  'Blob',
  'File',
  'FileReader',
  'FormData',
  'Response',
  'Request',
  'AbortSignal',
  'AbortController',
  'DOMTokenList',
  'CSSStyleDeclaration',
  'MediaQueryList',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'Performance',
  'Selection',
  'Range',
  'TextEncoder',
  'TextDecoder',
  'Crypto',
  'SubtleCrypto',
]);

/** @typedef {{ file: string, line: number, column: number, message: string }} Finding */

/** A version as MDN writes it ('≤79', '15.4', true) as a number; Infinity for never or preview. */
function versionOf(/** @type {unknown} */ v) {
  if (v === true) return 0;
  if (typeof v !== 'string' || v === 'preview') return Infinity;
  return Number.parseFloat(v.replace('≤', ''));
}

/**
 * Why the browsers lack an MDN compat entry's feature ('' when each of them has it): the first
 * browser whose oldest served version no support statement covers. A statement counts unless it
 * is behind a flag, under a prefix or another name; a partial implementation counts (the feature
 * works, with the caveat MDN notes: `outline` before it followed `border-radius`).
 * @param {any} compat
 * @param {Record<string, number>} oldest MDN browser id → the oldest version served
 */
function lacks(compat, oldest) {
  for (const [browser, version] of Object.entries(oldest)) {
    const support = compat?.support?.[browser];
    const statements = (Array.isArray(support) ? support : [support]).filter(
      (st) => st && !st.flags && !st.prefix && !st.alternative_name,
    );
    const covered = statements.some(
      (st) => versionOf(st.version_added) <= version && !(versionOf(st.version_removed ?? false) <= version),
    );
    if (covered) continue;
    const label = BROWSERS[/** @type {keyof typeof BROWSERS} */ (browser)];
    const added = Math.min(...statements.map((st) => versionOf(st.version_added)));
    return Number.isFinite(added) ? `${label} ${version} (added in ${added})` : `${label} ${version}`;
  }
  return '';
}

/** @type {Map<string, Map<string, string>>} */
const memberMemo = new Map();

/**
 * Instance methods the browsers lack: name → the first browser that lacks it and the version it
 * came in.
 * @param {Record<string, number>} oldest MDN browser id → the oldest version served
 * @returns {Map<string, string>}
 */
export function newMembers(oldest) {
  const key = JSON.stringify(oldest);
  const known = memberMemo.get(key);
  if (known) return known;
  /** @type {Map<string, { old: boolean, why: string }>} */
  const names = new Map();
  const lacking = (/** @type {any} */ compat) => lacks(compat, oldest);
  // A name is old when any interface that the browsers have has a member of that name they have
  // too (MediaDevices.getUserMedia beside Navigator's long-gone one); it is new when one of the
  // checked interfaces gained it after them.
  const visit = (/** @type {Record<string, any>} */ area, /** @type {(owner: string) => boolean} */ checked) => {
    for (const [owner, entry] of Object.entries(area)) {
      if (!entry.__compat || lacking(entry.__compat)) continue;
      for (const [member, sub] of Object.entries(entry)) {
        if (member === '__compat' || member === owner || !sub?.__compat) continue;
        const why = lacking(sub.__compat);
        const seen = names.get(member);
        if (!why) names.set(member, { old: true, why: '' });
        else if (!seen && checked(owner)) names.set(member, { old: false, why });
      }
    }
  };
  visit(bcd.javascript.builtins, () => true);
  visit(bcd.api, (owner) => CORE_INTERFACES.includes(owner));
  const result = new Map([...names].filter(([, v]) => !v.old).map(([name, v]) => [name, v.why]));
  memberMemo.set(key, result);
  return result;
}

/**
 * An ESLint rule: a call of an instance method in `members`.
 * @param {Map<string, string>} members
 * @returns {import('eslint').Rule.RuleModule}
 */
function membersRule(members) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      return {
        CallExpression(node) {
          const callee = node.callee;
          if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
          const name = callee.property.name;
          const why = members.get(name);
          if (why === undefined || name in GUARDED || `prototype.${name}` in POLYFILLED) return;
          context.report({ node: callee.property, message: `.${name}() is not supported in ${why}` });
        },
      };
    },
  };
}

/**
 * The script inlined in index.html (each `<script>` without a src).
 * @param {string} html
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter(Boolean);
}

/** MDN's browser ids → the oldest version served. @param {string[]} queries */
function oldestByMdnId(queries) {
  /** @type {Record<string, number>} */
  const oldest = {};
  for (const [family, version] of Object.entries(minimumVersions(queries))) {
    if (MDN_ID[family]) oldest[MDN_ID[family]] = version;
  }
  return oldest;
}

/**
 * Lints JavaScript with one rule set, each file on its own.
 * @param {{ name: string, code: string }[]} files
 * @param {string} cwd
 * @param {import('eslint').Linter.Config} config
 * @returns {Finding[]}
 */
function lint(files, cwd, config) {
  const linter = new Linter({ cwd });
  const configs = [
    {
      files: ['**/*.js'],
      languageOptions: { ecmaVersion: /** @type {const} */ ('latest'), sourceType: /** @type {const} */ ('module') },
      linterOptions: { reportUnusedDisableDirectives: /** @type {const} */ ('off'), noInlineConfig: true },
      ...config,
    },
  ];
  /** @type {Finding[]} */
  const findings = [];
  for (const { name, code } of files) {
    const filename = path.join(cwd, name.endsWith('.js') ? name : `${name}.js`);
    for (const m of linter.verify(code, configs, { filename })) {
      findings.push({ file: name, line: m.line, column: m.column, message: m.message });
    }
  }
  return findings;
}

/**
 * Built scripts against the browsers: the globals and static members they lack
 * (eslint-plugin-compat), whatever module they come from.
 * @param {{ name: string, code: string }[]} files
 * @param {{ queries?: string[], cwd?: string }} [options]
 */
export async function checkScripts(files, { queries = browserQueries(), cwd = process.cwd() } = {}) {
  return lint(files, cwd, {
    plugins: { compat },
    settings: { browsers: queries, polyfills: [...Object.keys(POLYFILLED), ...Object.keys(GUARDED)] },
    rules: { 'compat/compat': 'error' },
  });
}

/**
 * The app's own sources (src/, TypeScript compiled by esbuild file by file) against the browsers:
 * the instance methods they lack (`compat-members`). Only the app's own code: a minified
 * dependency's own methods share those names too often (its `dispose()`, `union()`), and what a
 * dependency calls on a reader's path is run by the e2e lane without these built-ins.
 * @param {string} root the project folder
 * @param {{ queries?: string[] }} [options]
 * @returns {Promise<Finding[]>}
 */
export async function checkSources(root, { queries = browserQueries() } = {}) {
  const src = path.join(root, 'src');
  const names = existsSync(src)
    ? readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
        .sort()
    : [];
  const files = await Promise.all(
    names.map(async (name) => {
      const { code } = await esbuild.transform(readFileSync(path.join(src, name), 'utf8'), {
        loader: name.endsWith('.tsx') ? 'tsx' : 'ts',
        jsx: 'automatic',
        target: 'esnext',
      });
      return { name: `src/${name}`, code };
    }),
  );
  return lint(files, root, {
    plugins: { app: { rules: { 'compat-members': membersRule(newMembers(oldestByMdnId(queries))) } } },
    rules: { 'app/compat-members': 'error' },
  });
}

/** Whether a `-webkit-` twin of a declaration stands in the same rule. @param {import('postcss').Declaration} decl */
const hasPrefixedTwin = (decl) =>
  decl.parent?.nodes?.some((n) => n.type === 'decl' && n.prop === `-webkit-${decl.prop}`) ?? false;

/** Whether an enclosing `@supports` asks for the feature (`word`: a property, `:has`, `container-type`). */
function guardedBySupports(/** @type {import('postcss').Node} */ node, /** @type {string} */ word) {
  for (let up = node.parent; up; up = up.parent) {
    if (up.type === 'atrule' && /** @type {import('postcss').AtRule} */ (up).name === 'supports') {
      const params = /** @type {import('postcss').AtRule} */ (up).params;
      if (params.includes(word) && !/\bnot\b/.test(params)) return true;
    }
  }
  return false;
}

/**
 * Built stylesheets against the browsers, from MDN's data: each property (and a keyword value
 * MDN lists apart, `overflow: clip`), each at-rule and each pseudo-class or pseudo-element. What
 * an enclosing `@supports` asks for first is a progressive enhancement and not reported, nor a
 * property with its `-webkit-` twin beside it. `gap` in a flex container (Chrome 84) is reported
 * unless CSS_HANDLED says how it is provided.
 * @param {{ name: string, code: string }[]} files
 * @param {{ queries?: string[] }} [options]
 * @returns {Promise<Finding[]>}
 */
export async function checkStyles(files, { queries = browserQueries() } = {}) {
  const oldest = oldestByMdnId(queries);
  const { properties, selectors } = bcd.css;
  const atRules = bcd.css['at-rules'];
  /** @type {Finding[]} */
  const findings = [];
  for (const { name, code } of files) {
    const root = postcss.parse(code, { from: undefined });
    const report = (/** @type {import('postcss').Node} */ node, /** @type {string} */ message) =>
      findings.push({
        file: name,
        line: node.source?.start?.line ?? 0,
        column: node.source?.start?.column ?? 0,
        message,
      });
    const unhandled = (
      /** @type {import('postcss').Node} */ node,
      /** @type {string} */ feature,
      /** @type {string} */ why,
    ) => {
      if (why && !(feature in CSS_HANDLED)) report(node, `${feature} is not supported in ${why}`);
    };
    root.walkDecls((decl) => {
      const prop = decl.prop.toLowerCase();
      const entry = properties[prop];
      if (!entry || guardedBySupports(decl, prop)) return;
      const missing = hasPrefixedTwin(decl) ? '' : lacks(entry.__compat, oldest);
      unhandled(decl, prop, missing);
      // A value the browsers lack, after a declaration of the same property they take instead. A
      // font list is its own fallback.
      const siblings = decl.parent?.nodes ?? [];
      const fallback = siblings
        .slice(0, siblings.indexOf(decl))
        .some((n) => n.type === 'decl' && n.prop.toLowerCase() === prop);
      if (!missing && !fallback && prop !== 'font-family') {
        for (const word of new Set(decl.value.toLowerCase().split(/[\s,()/]+/))) {
          const sub = word && word !== '__compat' ? entry[word] : undefined;
          if (sub?.__compat) unhandled(decl, `${prop}: ${word}`, lacks(sub.__compat, oldest));
        }
      }
      const grid = siblings.some((n) => n.type === 'decl' && n.prop === 'display' && /grid/.test(n.value));
      if (/^(gap|row-gap|column-gap)$/.test(prop) && !grid) {
        unhandled(decl, 'gap in a flex container', lacks(properties.gap.flex_context?.__compat, oldest));
      }
    });
    root.walkAtRules((rule) => {
      const entry = atRules[rule.name.toLowerCase()];
      const guard = rule.name === 'container' ? 'container-type' : `@${rule.name}`;
      if (entry && !guardedBySupports(rule, guard)) unhandled(rule, `@${rule.name}`, lacks(entry.__compat, oldest));
    });
    root.walkRules((rule) => {
      for (const [, pseudo] of rule.selector.matchAll(/::?([a-z][a-z-]*)/gi)) {
        const entry = selectors[pseudo.toLowerCase()];
        if (entry && !guardedBySupports(rule, `:${pseudo}`))
          unhandled(rule, `:${pseudo}`, lacks(entry.__compat, oldest));
      }
    });
  }
  return findings;
}

/**
 * Checks a build: dist/'s scripts, index.html's inline script and stylesheets, and the app's own
 * sources.
 * @param {string} root the project folder (its dist/ built)
 * @param {{ queries?: string[], outdir?: string }} [options]
 * @returns {Promise<Finding[]>}
 */
export async function checkBuild(root, { outdir = 'dist', ...options } = {}) {
  const dist = path.join(root, outdir);
  const read = (/** @type {string} */ dir, /** @type {RegExp} */ ext) =>
    existsSync(path.join(dist, dir))
      ? readdirSync(path.join(dist, dir))
          .filter((f) => ext.test(f) && !UNCHECKED.test(f))
          .sort()
          .map((f) => ({ name: `${outdir}/${dir}/${f}`, code: readFileSync(path.join(dist, dir, f), 'utf8') }))
      : [];
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...inlineScripts(html).map((code, i) => ({ name: `${outdir}/index.html (inline script ${i + 1})`, code })),
    ...read('js', /\.js$/),
  ];
  const [js, own, css] = await Promise.all([
    checkScripts(scripts, { ...options, cwd: root }),
    checkSources(root, options),
    checkStyles(read('assets', /\.css$/), options),
  ]);
  return [...js, ...own, ...css];
}

/**
 * The findings as lines for the build's report.
 * @param {Finding[]} findings
 * @param {string[]} [queries]
 */
export function formatFindings(findings, queries = browserQueries()) {
  const browsers = queries.join(', ');
  if (findings.length === 0) return `Browsers (${browsers}): nothing they lack is used`;
  return [
    `Browsers (${browsers}): ${findings.length} use(s) of what they lack (scripts/compat-check.mjs):`,
    ...findings.map((f) => `  ${f.file}:${f.line}:${f.column}  ${f.message}`),
  ].join('\n');
}
