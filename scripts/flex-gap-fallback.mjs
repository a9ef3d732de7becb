// The stylesheet for engines without flexbox `gap` (Chrome 80–83: docs/DECISIONS.md, "Flex gap on
// Chrome 80–83"). A PostCSS pass over the app's two built sheets, read one after the other (the
// cascade order of one sheet), finds every flex container with a gap and writes rules under
// `.no-flex-gap` (the class src/boot/flexGap.ts puts on <html> where it loads this sheet) that
// make the same spacing with margins:
//
// - a row or column that does not wrap: every child but the last gets the gap after it, on the
//   side the next child comes from (margin-right for row, margin-left for row-reverse,
//   margin-bottom for column, margin-top for column-reverse). The last element child, not the
//   second, is the exception: a fieldset's legend or a visually hidden label ahead of the items
//   (out of the flow, so no gap beside it under `gap`) then changes nothing;
// - a row that wraps: every child gets the column gap after it and the row gap above it, and the
//   container takes back what lies outside its lines (after each line's last item, above the
//   first line): from its own padding first (so a border or background stays where it was), the
//   rest with its margin. Above, because the app spaces its blocks with top margins: a bottom
//   margin taken back would collapse with the next block's. Below where the container clears
//   floats (a cleared top margin moves nothing);
// - a child keeps its own margin beside the gap, as under `gap`: a gap rule puts the gap in a
//   custom property on the child (`--no-flex-gap-right` ...; 0px everywhere else) and sets the
//   margin from it, and every rule of the app that sets a margin on one of those sides is repeated
//   under `.no-flex-gap` as `calc(its margin + the property)` (`auto` stays `auto`; Chrome's own
//   margins on checkboxes, radios and sliders are repeated first). Repeated with one class more,
//   in their order, after the gap rules, they keep the cascade they had among themselves.
//
// A container's facts come from every rule for its selector, across both sheets (`display` in one
// rule, `gap` in another), and from the rules that refine it: a selector whose subject has all of
// the container's (`.mall .ui-chips` refines `.ui-chips`), with a BEM modifier counted as its block
// (`.ui-chips--wrap` refines `.ui-chips`: the markup puts both on the element). A refinement that
// changes what the fallback must do (wraps, turns, drops `display: flex`, sets its own margins)
// gets its own rules, which undo its base's where they differ. Grid containers are left alone:
// grid gap works in every engine the app serves.
//
// Limitations (where this is not what `gap` does):
// - bare text among the children (an anonymous flex item) takes no margin: the gap between text
//   and the element after it is lost, and so is the gap after an element followed only by text in
//   a row that does not wrap (it is the last element). The app puts such text in a <span>;
// - a child hidden (`display: none`) or out of the flow at the end of a row that does not wrap
//   leaves the gap after the item before it;
// - a wrapping container taken back through its margin: the margin may collapse otherwise with
//   its neighbour's; text alone in it moves by the row gap; one as wide as the screen would
//   overflow it by the column gap (none does; padding is used first);
// - what a selector cannot say is not seen: `display: flex` and `gap` that reach an element through
//   unrelated classes, inline styles, pseudo-elements as flex items (::before/::after), logical
//   margins (margin-inline-start), `direction: rtl`, row-gap in percent (a margin's percentage is
//   of the width), a margin shorthand made of one var();
// - the engine's default margins other than form controls' (a <p> without a margin rule) are
//   replaced by the gap, not added to it; so is a child's margin whose rule is less specific than
//   the container's gap rule (a bare element selector under a two-class container).

import postcss from 'postcss';

/** The class on <html> that turns the fallback on. */
export const NO_FLEX_GAP = 'no-flex-gap';

/** @typedef {'top' | 'right' | 'bottom' | 'left'} Side */
/** @typedef {{ value: string, important: boolean }} Value */
/** @typedef {Map<string, Value>} Facts  longhand property → value */
/** @typedef {{ context: string[], selector: string, subject: Set<string>, ancestors: string, order: number, facts: Facts }} Key */
/** @typedef {Map<string, Map<string, Value>>} Emission  target ('', '>*', '>:last-child') → property → value */

const SIDES = /** @type {const} */ (['top', 'right', 'bottom', 'left']);
/** Where a container's rules go: itself, every child, its last child (in this order). */
const TARGETS = ['', '>*', '>:last-child'];
/** The property carrying the gap a child gets on one side. */
const sideVar = (/** @type {Side} */ side) => `--${NO_FLEX_GAP}-${side}`;
const LAYOUT = new Set(['display', 'flex-direction', 'flex-wrap', 'row-gap', 'column-gap']);
/**
 * The margins Chrome's own stylesheet gives the form controls that sit in flex rows (top, right,
 * bottom, left): a gap rule's margin would otherwise replace them rather than add to them.
 */
const ENGINE_MARGINS = {
  'input[type=checkbox]': ['3px', '3px', '3px', '4px'],
  'input[type=radio]': ['3px', '3px', '0px', '5px'],
  'input[type=range]': ['2px', '2px', '2px', '2px'],
};
/** At-rules whose rules apply as they stand (the fallback is written inside the same ones). */
const CONDITIONAL = new Set(['media', 'supports']);

/**
 * @typedef {{
 *   css: string,
 *   containers: string[],
 *   killSwitch: string,
 * }} FlexGapFallback
 *   css: the fallback sheet ('' when no flex container has a gap);
 *   containers: the flex containers' selectors, in the order their rules are written;
 *   killSwitch: a sheet that zeroes `gap` on exactly those containers (and keeps it where a
 *   refinement is a grid): what an engine without flex gap does, for screenshots in a modern one
 */

/**
 * @param {string} css one stylesheet, or several in cascade order
 * @param {{ from?: string }} [options] from: the file name in parse errors
 * @returns {FlexGapFallback}
 */
export function flexGapFallback(css, { from } = {}) {
  const root = postcss.parse(css, { from });
  /** @type {Map<string, Key>} */
  const keys = new Map();
  /** @type {{ rule: import('postcss').Rule, context: string[] }[]} */
  const marginRules = [];
  let order = 0;

  root.walkRules((rule) => {
    const context = contextOf(rule);
    if (!context) return;
    /** @type {Facts} */
    const facts = new Map();
    rule.each((node) => {
      if (node.type === 'decl') expand(node.prop.toLowerCase(), node.value, node.important === true, facts);
    });
    if (facts.size === 0) return;
    if (SIDES.some((side) => facts.has(`margin-${side}`))) marginRules.push({ rule, context });
    for (const selector of splitList(rule.selector)) {
      const parts = parseSelector(selector);
      if (!parts) continue;
      const id = `${context.join('\n')}\n${parts.selector}`;
      let key = keys.get(id);
      if (!key) {
        key = { ...parts, context, order, facts: new Map() };
        keys.set(id, key);
      }
      key.order = order;
      mergeInto(key.facts, facts);
    }
    order += 1;
  });

  // Bases: the keys with layout facts each key refines; a refinement comes after its bases.
  const layoutKeys = [...keys.values()].filter((k) => [...k.facts.keys()].some((p) => LAYOUT.has(p)));
  /** @type {Map<Key, Key[]>} */
  const basesOf = new Map();
  for (const key of keys.values()) {
    basesOf.set(
      key,
      layoutKeys.filter((base) => base !== key && refines(key, base)).sort((a, b) => a.order - b.order),
    );
  }
  /** @param {Key} key @param {boolean} own */
  const factsOf = (key, own) => {
    /** @type {Facts} */
    const merged = new Map();
    for (const base of basesOf.get(key) ?? []) mergeInto(merged, base.facts);
    if (own) mergeInto(merged, key.facts);
    return merged;
  };

  /** @type {{ key: Key, facts: Facts, emission: Emission, bases: Key[] }[]} */
  const written = [];
  /** @type {Map<Key, Emission>} */
  const emissions = new Map();
  const sorted = [...keys.values()].sort(
    (a, b) => (basesOf.get(a)?.length ?? 0) - (basesOf.get(b)?.length ?? 0) || a.order - b.order,
  );
  for (const key of sorted) {
    const bases = (basesOf.get(key) ?? []).filter((b) => emissions.has(b));
    const facts = factsOf(key, true);
    const own = emit(facts);
    if (own.size === 0 && bases.length === 0) continue;
    // Nothing of its own to say, unless it sets the box its base's container rule sets: its own
    // rules, repeated below with its specificity, would then win over that rule.
    const box = [...(own.get('')?.keys() ?? [])].some((prop) => key.facts.has(prop));
    if (bases.length > 0 && !box && sameEmission(own, emit(factsOf(key, false)))) continue;
    const emission = withResets(
      own,
      bases.map((b) => /** @type {Emission} */ (emissions.get(b))),
      facts,
    );
    if (emission.size === 0) continue;
    emissions.set(key, emission);
    written.push({ key, facts, emission, bases });
  }
  if (written.length === 0) return { css: '', containers: [], killSwitch: '' };

  /** @type {Set<Side>} */
  const sides = new Set();
  for (const { emission } of written) {
    for (const [target, props] of emission) {
      if (target === '') continue;
      for (const side of SIDES) if (props.has(sideVar(side))) sides.add(side);
    }
  }

  const out = new Output();
  // 1. The gap a child gets is 0 unless a gap rule says otherwise.
  out.rule(
    [],
    [`.${NO_FLEX_GAP} *`],
    [...sides].map((side) => [sideVar(side), { value: '0px', important: false }]),
  );
  // 2. The children's margins, each container after the ones it refines.
  for (const { key, emission } of written) {
    for (const target of TARGETS.slice(1)) {
      const props = emission.get(target);
      if (props?.size) out.rule(key.context, prefixed(key.selector, target), [...props]);
    }
  }
  // 3. The margins the engine's own stylesheet gives form controls, then the app's own margins on
  // those sides: each plus the gap (or as they were where there is none).
  for (const [selector, margins] of Object.entries(ENGINE_MARGINS)) {
    /** @type {[string, Value][]} */
    const decls = [...sides].map((side) => [
      `margin-${side}`,
      { value: plusGap(margins[SIDES.indexOf(side)], side), important: false },
    ]);
    out.rule([], prefixed(selector), decls);
  }
  for (const { rule, context } of marginRules) {
    const selectors = splitList(rule.selector)
      .map(parseSelector)
      .flatMap((parts) => (parts ? prefixed(parts.selector) : []));
    /** @type {[string, Value][]} */
    const decls = [];
    /** @type {Facts} */
    const facts = new Map();
    rule.each((node) => {
      if (node.type === 'decl') expand(node.prop.toLowerCase(), node.value, node.important === true, facts);
    });
    for (const side of sides) {
      const margin = facts.get(`margin-${side}`);
      if (margin) decls.push([`margin-${side}`, { value: plusGap(margin.value, side), important: margin.important }]);
    }
    if (selectors.length > 0 && decls.length > 0) out.rule(context, selectors, decls);
  }
  // 4. The wrapping containers' own box, which takes back the gaps outside their lines.
  for (const { key, emission } of written) {
    const props = emission.get('');
    if (props?.size) out.rule(key.context, prefixed(key.selector), [...props]);
  }

  const kill = new Output();
  /** @type {string[]} */
  const containers = [];
  for (const { key, facts, bases } of written) {
    const flex = isFlex(facts);
    if (!flex && !bases.some((b) => isFlex(factsOf(b, true)))) continue;
    if (flex) containers.push(key.selector);
    const gap = (/** @type {string} */ prop) => ({
      value: flex ? '0' : (facts.get(prop)?.value ?? 'normal'),
      important: true,
    });
    kill.rule(
      key.context,
      [key.selector],
      [
        ['row-gap', gap('row-gap')],
        ['column-gap', gap('column-gap')],
      ],
    );
  }
  return { css: out.toString(), containers, killSwitch: kill.toString() };
}

/**
 * The chain of conditional at-rules a rule is in (`@media …`), or null for a rule the fallback
 * leaves alone (in @keyframes, @font-face, @layer ...).
 * @param {import('postcss').Rule} rule
 * @returns {string[] | null}
 */
function contextOf(rule) {
  /** @type {string[]} */
  const chain = [];
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type !== 'atrule') return null;
    const at = /** @type {import('postcss').AtRule} */ (parent);
    if (!CONDITIONAL.has(at.name.toLowerCase())) return null;
    chain.unshift(`@${at.name} ${at.params}`);
  }
  return chain;
}

/**
 * Adds a declaration's longhands (the ones the fallback reads) to `facts`, the later winning
 * unless the earlier is !important and it is not.
 * @param {string} prop lower case
 * @param {string} value
 * @param {boolean} important
 * @param {Facts} facts
 */
function expand(prop, value, important, facts) {
  /** @param {string} name @param {string} v */
  const set = (name, v) => {
    const before = facts.get(name);
    if (before?.important && !important) return;
    facts.set(name, { value: v, important });
  };
  const words = splitWords(value);
  switch (prop) {
    case 'display':
    case 'clear':
      set(prop, value.trim().toLowerCase());
      return;
    case 'flex-direction':
    case 'flex-wrap':
      set(prop, value.trim().toLowerCase());
      return;
    case 'flex-flow': {
      const lower = words.map((w) => w.toLowerCase());
      set('flex-direction', lower.find((w) => /^(row|column)(-reverse)?$/.test(w)) ?? 'row');
      set('flex-wrap', lower.find((w) => /^(nowrap|wrap|wrap-reverse)$/.test(w)) ?? 'nowrap');
      return;
    }
    case 'gap':
    case 'grid-gap':
      set('row-gap', words[0] ?? value);
      set('column-gap', words[1] ?? words[0] ?? value);
      return;
    case 'row-gap':
    case 'grid-row-gap':
      set('row-gap', value.trim());
      return;
    case 'column-gap':
    case 'grid-column-gap':
      set('column-gap', value.trim());
      return;
    case 'margin':
    case 'padding': {
      // A lone var() may stand for several values: the sides are then unknown, and left out.
      if (words.length === 1 && /^var\(/i.test(words[0])) {
        for (const side of SIDES) facts.delete(`${prop}-${side}`);
        return;
      }
      const [top, right = top, bottom = top, left = right] = words;
      if (top === undefined) return;
      set(`${prop}-top`, top);
      set(`${prop}-right`, right);
      set(`${prop}-bottom`, bottom);
      set(`${prop}-left`, left);
      return;
    }
    default:
      if (/^(margin|padding)-(top|right|bottom|left)$/.test(prop)) set(prop, value.trim());
  }
}

/** @param {Facts} into @param {Facts} from */
function mergeInto(into, from) {
  for (const [prop, value] of from) {
    if (into.get(prop)?.important && !value.important) continue;
    into.set(prop, value);
  }
}

/** @param {Facts} facts */
function isFlex(facts) {
  return /^(inline-)?flex$|^(inline|block) flex$|^flex (inline|block)$/.test(facts.get('display')?.value ?? '');
}

/** @param {string | undefined} value */
function isZero(value) {
  return value === undefined || /^(normal|0|0px|0rem|0em|0%|initial|unset)$/i.test(value);
}

/**
 * What the fallback writes for one set of facts: the children's margins and the container's box.
 * @param {Facts} facts
 * @returns {Emission}
 */
function emit(facts) {
  /** @type {Emission} */
  const emission = new Map();
  if (!isFlex(facts)) return emission;
  const direction = facts.get('flex-direction')?.value ?? 'row';
  const wrap = facts.get('flex-wrap')?.value ?? 'nowrap';
  const row = !direction.startsWith('column');
  const reverse = direction.endsWith('-reverse');
  // Along the main axis a gap goes after each item, on the side the next one comes from. Across
  // it (the lines of a wrapping row), above each item: the container then takes the first line's
  // back with its own top margin, which collapses with the sibling above it; the app's blocks
  // space themselves with top margins, and a bottom margin taken back would collapse with those.
  // (With wrap-reverse the lines stack upwards, and it all turns over.)
  /** @type {Side} */
  const mainEnd = row ? (reverse ? 'left' : 'right') : reverse ? 'top' : 'bottom';
  // Below each item, where the container clears floats: its top margin then places nothing.
  const clears = !/^(none|)$/.test(facts.get('clear')?.value ?? '');
  /** @type {Side} */
  const crossSide = row
    ? (wrap === 'wrap-reverse') !== clears
      ? 'bottom'
      : 'top'
    : wrap === 'wrap-reverse'
      ? 'left'
      : 'right';
  const mainGap = facts.get(row ? 'column-gap' : 'row-gap')?.value;
  const crossGap = facts.get(row ? 'row-gap' : 'column-gap')?.value;
  /** @param {string} target @param {string} prop @param {string} value */
  const put = (target, prop, value) => {
    const props = emission.get(target) ?? new Map();
    props.set(prop, { value, important: false });
    emission.set(target, props);
  };
  /** @param {Side} side @param {string} gap */
  const child = (side, gap) => {
    put('>*', sideVar(side), gap);
    put('>*', `margin-${side}`, `var(${sideVar(side)})`);
  };
  if (wrap !== 'wrap' && wrap !== 'wrap-reverse') {
    if (isZero(mainGap)) return emission;
    child(mainEnd, /** @type {string} */ (mainGap));
    put('>:last-child', sideVar(mainEnd), '0px');
    return emission;
  }
  for (const [side, gap] of /** @type {[Side, string | undefined][]} */ ([
    [mainEnd, mainGap],
    [crossSide, crossGap],
  ])) {
    if (isZero(gap)) continue;
    const g = /** @type {string} */ (gap);
    child(side, g);
    // The container takes back the gap after each line's last item, and the one above its first
    // line: from its padding first, the rest from its margin.
    const padding = facts.get(`padding-${side}`)?.value;
    const margin = facts.get(`margin-${side}`)?.value ?? '0px';
    if (isZero(padding)) {
      put('', `margin-${side}`, plusGap(subtract(margin, g), side));
    } else {
      const p = /** @type {string} */ (padding);
      put('', `padding-${side}`, atLeastZero(subtract(p, g)));
      const rest = atLeastZero(subtract(g, p));
      if (!isZero(rest)) put('', `margin-${side}`, plusGap(subtract(margin, rest), side));
    }
  }
  return emission;
}

/**
 * A refinement's emission, with what its bases set that it does not: the children's gaps back to
 * 0 (and with them their margins, to their own), the container's box back to its own. A `>*`
 * rule of its own covers its bases' `>*` and `>:last-child` (which then gets its `>*` value).
 * @param {Emission} own
 * @param {Emission[]} bases
 * @param {Facts} facts
 * @returns {Emission}
 */
function withResets(own, bases, facts) {
  /** @type {Emission} */
  const result = new Map();
  for (const target of TARGETS) {
    /** @type {Map<string, Value>} */
    const props = new Map();
    for (const base of bases) {
      for (const prop of base.get(target)?.keys() ?? []) {
        if (own.get(target)?.has(prop)) continue;
        const all = target === '>:last-child' ? own.get('>*')?.get(prop) : undefined;
        props.set(prop, all ?? { value: resetValue(prop, target, facts), important: false });
      }
    }
    for (const [prop, value] of own.get(target) ?? []) props.set(prop, value);
    if (props.size > 0) result.set(target, props);
  }
  return result;
}

/** @param {string} prop @param {string} target @param {Facts} facts */
function resetValue(prop, target, facts) {
  if (prop.startsWith('--')) return '0px';
  if (target !== '') return prop.startsWith('margin-') ? `var(${sideVar(/** @type {Side} */ (prop.slice(7)))})` : '0';
  const value = facts.get(prop)?.value ?? '0px';
  return prop.startsWith('margin-') ? plusGap(value, /** @type {Side} */ (prop.slice(7))) : value;
}

/** @param {Emission} a @param {Emission} b */
function sameEmission(a, b) {
  const flat = (/** @type {Emission} */ e) =>
    JSON.stringify([...e].map(([target, props]) => [target, [...props].map(([p, v]) => [p, v.value])]));
  return flat(a) === flat(b);
}

/**
 * `value + the gap a child gets on that side`; keywords (auto ...) as they are.
 * @param {string} value
 * @param {Side} side
 */
function plusGap(value, side) {
  const v = value.trim();
  if (/^[a-z-]+$/i.test(v)) return v;
  const gap = `var(${sideVar(side)})`;
  return isZero(v) ? gap : `calc(${unwrapCalc(v)} + ${gap})`;
}

const PX = /^(-?\d*\.?\d+)(px)?$/;

/** @param {string} a @param {string} b `a - b`, folded when both are px (or 0) */
function subtract(a, b) {
  const x = PX.exec(a.trim());
  const y = PX.exec(b.trim());
  if (x && y && (x[2] || x[1] === '0') && (y[2] || y[1] === '0')) return `${round(Number(x[1]) - Number(y[1]))}px`;
  if (isZero(b)) return a;
  return isZero(a) ? `calc(-1 * ${unwrapCalc(b)})` : `calc(${unwrapCalc(a)} - ${wrapSum(unwrapCalc(b))})`;
}

/** @param {string} value `max(0px, value)`, folded when it is px */
function atLeastZero(value) {
  const x = PX.exec(value.trim());
  if (x && (x[2] || x[1] === '0')) return Number(x[1]) > 0 ? `${x[1]}px` : '0px';
  return `max(0px, ${unwrapCalc(value)})`;
}

/** @param {number} n */
const round = (n) => Math.round(n * 1000) / 1000;

/** `calc(x)` → `x`, for use inside another calc(). */
function unwrapCalc(/** @type {string} */ value) {
  const v = value.trim();
  return /^calc\(.*\)$/i.test(v) && balanced(v.slice(5, -1)) ? v.slice(5, -1) : v;
}

/** A sum in parentheses, for `a - (b + c)`. */
function wrapSum(/** @type {string} */ value) {
  return splitWords(value).length > 1 ? `(${value})` : value;
}

/** @param {string} text */
function balanced(text) {
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth += 1;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Splits at top-level occurrences of a character class (outside (), [] and quotes).
 * @param {string} text
 * @param {(c: string) => boolean} at
 * @returns {string[]} the pieces, trimmed, empty ones dropped
 */
function splitTop(text, at) {
  /** @type {string[]} */
  const pieces = [];
  let depth = 0;
  /** @type {string | null} */
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === '\\') i += 1;
    else if (depth === 0 && at(c)) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((p) => p.trim()).filter((p) => p !== '');
}

/** @param {string} value a declaration's value, split into its top-level words */
const splitWords = (value) => splitTop(value, (c) => /\s/.test(c));
/** @param {string} selector a selector list, split at its commas */
const splitList = (selector) => splitTop(selector, (c) => c === ',');

/**
 * A selector, normalized, with its subject (the last compound) as a set of simple selectors (a
 * BEM modifier class `.b--m` brings its block `.b`) and what comes before it. Null for a selector
 * whose subject is a pseudo-element or the root (no flex item's parent, no flex item).
 * @param {string} raw
 * @returns {{ selector: string, subject: Set<string>, ancestors: string } | null}
 */
export function parseSelector(raw) {
  const selector = normalize(raw);
  let cut = -1;
  let depth = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const c = selector[i];
    if (c === '\\') i += 1;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~')) cut = i;
  }
  const subjectText = selector.slice(cut + 1);
  if (/::|:(before|after|first-line|first-letter)\b/i.test(subjectText)) return null;
  if (/^(html|:root)\b/i.test(subjectText)) return null;
  const subject = new Set();
  for (const simple of simpleSelectors(subjectText)) {
    subject.add(simple);
    const block = /^\.(.+?)--/.exec(simple);
    if (block) subject.add(`.${block[1]}`);
  }
  return { selector, subject, ancestors: selector.slice(0, cut + 1) };
}

/** Whitespace collapsed, none around combinators. */
function normalize(/** @type {string} */ selector) {
  return selector
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*([>+~])\s*(?![^(]*\))/g, '$1');
}

/**
 * A compound selector's simple selectors: `*`, a type, `.class`, `#id`, `[attr]`, `:pseudo(...)`.
 * @param {string} compound
 * @returns {string[]}
 */
function simpleSelectors(compound) {
  /** @type {string[]} */
  const out = [];
  let i = 0;
  while (i < compound.length) {
    let j = i + 1;
    if (compound[i] === '[') {
      while (j < compound.length && compound[j - 1] !== ']') j += 1;
    } else {
      let depth = 0;
      while (j < compound.length) {
        const c = compound[j];
        if (c === '\\') {
          j += 2;
          continue;
        }
        if (c === '(') depth += 1;
        else if (c === ')') depth -= 1;
        else if (depth === 0 && (c === '.' || c === '#' || c === '[' || c === ':')) break;
        j += 1;
      }
    }
    const simple = compound.slice(i, j);
    if (simple !== '*') out.push(simple.toLowerCase().startsWith(':') ? simple.toLowerCase() : simple);
    i = j;
  }
  return out;
}

/**
 * Whether `key` refines `base`: it is in the same conditions or more, its subject has every
 * simple selector of the base's, and what comes before the subject is the base's (or the base has
 * nothing there).
 * @param {Key} key
 * @param {Key} base
 */
function refines(key, base) {
  if (base.context.length > key.context.length || base.context.some((c, i) => key.context[i] !== c)) return false;
  if (base.ancestors !== '' && base.ancestors !== key.ancestors) return false;
  if (base.subject.size === 0 && base.ancestors === '') return false;
  for (const simple of base.subject) if (!key.subject.has(simple)) return false;
  return base.selector !== key.selector || base.context.length < key.context.length;
}

/**
 * A selector under `.no-flex-gap`, then `suffix`; a selector of several compounds also with the
 * class on its first compound, which may be <html> itself (`[data-care] .x`).
 * @param {string} selector normalized
 * @param {string} [suffix] `>*` ...
 * @returns {string[]}
 */
function prefixed(selector, suffix = '') {
  const first = /^(?:[^ >+~([\\]|\\.|\([^)]*\)|\[[^\]]*\])+/.exec(selector)?.[0] ?? '';
  const out = [`.${NO_FLEX_GAP} ${selector}${suffix}`];
  if (first !== selector && first !== '') out.push(`${first}.${NO_FLEX_GAP}${selector.slice(first.length)}${suffix}`);
  return out;
}

/** Rules written in order, consecutive ones in the same at-rules sharing them. */
class Output {
  constructor() {
    this.root = postcss.root();
    /** @type {string[]} */
    this.context = [];
    /** @type {import('postcss').Container} */
    this.parent = this.root;
  }

  /**
   * @param {string[]} context
   * @param {string[]} selectors
   * @param {[string, Value][]} decls
   */
  rule(context, selectors, decls) {
    if (decls.length === 0 || selectors.length === 0) return;
    if (context.join('\n') !== this.context.join('\n')) {
      /** @type {import('postcss').Container} */
      let parent = this.root;
      for (const at of context) {
        const [, name, params] = /^@(\S+)\s*([\s\S]*)$/.exec(at) ?? [];
        const node = postcss.atRule({ name, params });
        parent.append(node);
        parent = node;
      }
      this.parent = parent;
      this.context = context;
    }
    const rule = postcss.rule({ selector: selectors.join(',') });
    for (const [prop, { value, important }] of decls) rule.append(postcss.decl({ prop, value, important }));
    this.parent.append(rule);
  }

  toString() {
    return this.root.nodes.length > 0 ? `${this.root.toString()}\n` : '';
  }
}
