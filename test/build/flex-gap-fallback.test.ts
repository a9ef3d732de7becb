// The fallback for engines without flex gap (scripts/flex-gap-fallback.mjs): which containers it
// finds, and the margins it writes for them under .no-flex-gap.
import postcss from 'postcss';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flexGapFallback, parseSelector } from '../../scripts/flex-gap-fallback.mjs';

/** The fallback's rules as `selector { prop: value; ... }` lines, at-rules as a prefix. */
function rules(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const at = rule.parent?.type === 'atrule' ? `@${(rule.parent as postcss.AtRule).name} ` : '';
    const decls = rule.nodes
      .filter((n): n is postcss.Declaration => n.type === 'decl')
      .map((d) => `${d.prop}: ${d.value.trim()}${d.important ? ' !important' : ''}`);
    out.push(`${at}${rule.selector} { ${decls.join('; ')} }`);
  });
  return out;
}

/** The rules whose selector starts with `.no-flex-gap <selector>`. */
const rulesFor = (css: string, selector: string) =>
  rules(css).filter((r) => r.replace(/^@\w+ /, '').startsWith(`.no-flex-gap ${selector}`));

const Transform = suite('flex gap fallback: the transform');

Transform('a row: each child but the last gets the gap after it, as a margin and in a property', () => {
  const { css, containers } = flexGapFallback('.row { display: flex; gap: 8px; align-items: center }');
  assert.equal(containers, ['.row']);
  assert.equal(rulesFor(css, '.row'), [
    '.no-flex-gap .row>* { --no-flex-gap-right: 8px; margin-right: var(--no-flex-gap-right) }',
    '.no-flex-gap .row>:last-child { --no-flex-gap-right: 0px }',
  ]);
  assert.ok(rules(css).includes('.no-flex-gap * { --no-flex-gap-right: 0px }'), 'elsewhere the gap is 0');
});

Transform(
  'row-reverse, column and column-reverse: the side the next item comes from; column-gap of a column is moot',
  () => {
    const { css } = flexGapFallback(`
    .back { display: flex; flex-direction: row-reverse; column-gap: 4px }
    .col { display: flex; flex-direction: column; gap: 12px 30px }
    .up { display: inline-flex; flex-flow: column-reverse nowrap; row-gap: 2px }
  `);
    assert.equal(rulesFor(css, '.back>*'), [
      '.no-flex-gap .back>* { --no-flex-gap-left: 4px; margin-left: var(--no-flex-gap-left) }',
    ]);
    assert.equal(rulesFor(css, '.col>*'), [
      '.no-flex-gap .col>* { --no-flex-gap-bottom: 12px; margin-bottom: var(--no-flex-gap-bottom) }',
    ]);
    assert.equal(rulesFor(css, '.up>*'), [
      '.no-flex-gap .up>* { --no-flex-gap-top: 2px; margin-top: var(--no-flex-gap-top) }',
    ]);
  },
);

Transform('a wrapping row: every child gets both gaps; the container takes them back, from its padding first', () => {
  const { css } = flexGapFallback(`
    .tags { display: flex; flex-wrap: wrap; gap: 4px 10px; margin: 8px 0 16px }
    .chips { display: flex; flex-wrap: wrap; gap: 8px; padding: 12px 6px }
  `);
  const tags = rulesFor(css, '.tags');
  assert.ok(
    tags.includes(
      '.no-flex-gap .tags>* { --no-flex-gap-right: 10px; margin-right: var(--no-flex-gap-right); --no-flex-gap-top: 4px; margin-top: var(--no-flex-gap-top) }',
    ),
    tags.join('\n'),
  );
  assert.not.ok(
    tags.some((r) => r.includes(':last-child')),
    'the last item of a line takes a gap too',
  );
  // Its own margins, less the gaps (plus the gap it gets as a child itself): written last.
  assert.is(
    tags.at(-1),
    '.no-flex-gap .tags { margin-right: calc(-10px + var(--no-flex-gap-right)); margin-top: calc(4px + var(--no-flex-gap-top)) }',
  );
  // Padding 12px covers the 8px gap above; 6px of the 8px after each line, the rest from the margin.
  assert.is(
    rulesFor(css, '.chips').at(-1),
    '.no-flex-gap .chips { padding-right: 0px; margin-right: calc(-2px + var(--no-flex-gap-right)); padding-top: 4px }',
  );
});

Transform(
  "a wrapping row that clears floats takes its lines' gap below each item (a cleared top margin places nothing)",
  () => {
    const { css } = flexGapFallback('.pictures { clear: both; display: flex; flex-wrap: wrap; gap: 10px; margin: 0 }');
    assert.equal(rulesFor(css, '.pictures'), [
      '.no-flex-gap .pictures>* { --no-flex-gap-right: 10px; margin-right: var(--no-flex-gap-right); --no-flex-gap-bottom: 10px; margin-bottom: var(--no-flex-gap-bottom) }',
      '.no-flex-gap .pictures { margin-right: var(--no-flex-gap-right); margin-bottom: var(--no-flex-gap-bottom) }',
      '.no-flex-gap .pictures { margin-right: calc(-10px + var(--no-flex-gap-right)); margin-bottom: calc(-10px + var(--no-flex-gap-bottom)) }',
    ]);
  },
);

Transform('var() values stay as they are, and are worked into calc()', () => {
  const { css } = flexGapFallback(`
    .a { display: flex; gap: var(--space) }
    .b { display: flex; flex-wrap: wrap; gap: var(--row) var(--col); padding: var(--pad) }
  `);
  assert.equal(rulesFor(css, '.a>*'), [
    '.no-flex-gap .a>* { --no-flex-gap-right: var(--space); margin-right: var(--no-flex-gap-right) }',
  ]);
  assert.ok(rulesFor(css, '.b>*')[0].includes('--no-flex-gap-right: var(--col)'));
  assert.ok(rulesFor(css, '.b>*')[0].includes('--no-flex-gap-top: var(--row)'));
  // A lone var() in the padding shorthand may hold several values: the side is unknown, not guessed.
  assert.is(
    rulesFor(css, '.b').at(-1),
    '.no-flex-gap .b { margin-right: calc(-1 * var(--col) + var(--no-flex-gap-right)); margin-top: calc(-1 * var(--row) + var(--no-flex-gap-top)) }',
  );
});

Transform('a container split over two rules with the same selector, in either order and across sheets', () => {
  const display = flexGapFallback('.split { display: flex; color: red }\n.other { color: blue }\n.split { gap: 6px }');
  assert.equal(display.containers, ['.split']);
  const gapFirst = flexGapFallback('.split { gap: 6px }\n.split { display: inline-flex; flex-direction: column }');
  assert.equal(rulesFor(gapFirst.css, '.split>*'), [
    '.no-flex-gap .split>* { --no-flex-gap-bottom: 6px; margin-bottom: var(--no-flex-gap-bottom) }',
  ]);
  // One of a selector list.
  const listed = flexGapFallback('.x, .y { gap: 2px }\n.y { display: flex }');
  assert.equal(listed.containers, ['.y']);
});

Transform('grid containers, blocks and zero gaps are left alone', () => {
  const { css, containers, killSwitch } = flexGapFallback(`
    .grid { display: grid; gap: 8px }
    .legacy { display: grid; grid-gap: 4px }
    .block { gap: 8px }
    .none { display: flex; gap: 0 }
    .normal { display: flex; column-gap: normal; row-gap: 8px }
  `);
  assert.equal(containers, []);
  assert.is(css, '');
  assert.is(killSwitch, '');
});

Transform('a refinement that wraps or turns gets rules of its own, after its base, undoing what differs', () => {
  const { css, containers } = flexGapFallback(`
    .chips { display: flex; gap: 8px; margin: 0; padding: 0 }
    .chips--wrap { flex-wrap: wrap; padding: 12px }
    .card .chips { flex-direction: column }
    .chips.as-grid { display: grid }
  `);
  assert.equal(containers, ['.chips', '.chips--wrap', '.card .chips']);
  const all = rules(css);
  const index = (start: string) => all.findIndex((r) => r.startsWith(start));
  assert.ok(index('.no-flex-gap .chips>*') < index('.no-flex-gap .chips--wrap>*'));
  // The wrapping modifier gives the last child its gap back.
  assert.ok(all.includes('.no-flex-gap .chips--wrap>:last-child { --no-flex-gap-right: 8px }'), all.join('\n'));
  assert.ok(all.includes('.no-flex-gap .chips--wrap { padding-right: 4px; padding-top: 4px }'), all.join('\n'));
  // Turned to a column: no gap after each item across any more, one below instead.
  assert.ok(
    all.includes(
      '.no-flex-gap .card .chips>*,.card.no-flex-gap .chips>* { --no-flex-gap-right: 0px; margin-right: var(--no-flex-gap-right); --no-flex-gap-bottom: 8px; margin-bottom: var(--no-flex-gap-bottom) }',
    ),
    all.join('\n'),
  );
  // A grid after all: the children's gaps back to 0.
  assert.ok(
    all.includes('.no-flex-gap .chips.as-grid>* { --no-flex-gap-right: 0px; margin-right: var(--no-flex-gap-right) }'),
    all.join('\n'),
  );
});

Transform(
  "a child's own margin is kept beside the gap; auto stays auto; the engine's margins on form controls too",
  () => {
    const { css } = flexGapFallback(`
    .row { display: flex; gap: 8px }
    .icon { margin: 0 4px 0 0 }
    .push { margin-left: auto; margin-right: auto }
    .row .note::before { margin-right: 2px }
  `);
    const all = rules(css);
    assert.ok(
      all.includes('.no-flex-gap .icon { margin-right: calc(4px + var(--no-flex-gap-right)) }'),
      all.join('\n'),
    );
    assert.ok(all.includes('.no-flex-gap .push { margin-right: auto }'), all.join('\n'));
    assert.ok(
      all.includes('.no-flex-gap input[type=checkbox] { margin-right: calc(3px + var(--no-flex-gap-right)) }'),
      all.join('\n'),
    );
    assert.not.ok(
      all.some((r) => r.includes('::before')),
      'a pseudo-element is no flex item of the row',
    );
    // The gap rules first, the margins after them (the same specificity: the later wins).
    assert.ok(all.findIndex((r) => r.includes('.icon')) > all.findIndex((r) => r.includes('.row>*')));
  },
);

Transform('inside @media and @supports: the rules go in the same conditions; @keyframes is skipped', () => {
  const { css } = flexGapFallback(`
    @media (min-width: 600px) { .wide { display: flex; gap: 16px } }
    .bar { display: flex; gap: 4px }
    @media (min-width: 600px) { .bar { flex-direction: column } }
    @keyframes spin { from { margin-right: 0 } }
  `);
  const all = rules(css);
  assert.ok(
    all.includes('@media .no-flex-gap .wide>* { --no-flex-gap-right: 16px; margin-right: var(--no-flex-gap-right) }'),
    all.join('\n'),
  );
  assert.ok(
    all.some((r) => r.startsWith('@media .no-flex-gap .bar>*') && r.includes('--no-flex-gap-bottom: 4px')),
    all.join('\n'),
  );
  assert.not.ok(all.some((r) => r.includes('from')));
  assert.match(css, /@media \(min-width: 600px\)/);
});

Transform('a selector that starts at <html> also matches with the class on its first compound', () => {
  const { css } = flexGapFallback('[data-care] .strip { display: flex; gap: 10px }');
  assert.ok(
    rules(css).some((r) => r.startsWith('.no-flex-gap [data-care] .strip>*,[data-care].no-flex-gap .strip>* {')),
  );
});

Transform('the kill switch zeroes gap on exactly the flex containers (and keeps a grid refinement its own)', () => {
  const { killSwitch } = flexGapFallback(`
    .f { display: flex; gap: 8px }
    .f--grid { display: grid; gap: 4px }
    .g { display: grid; gap: 8px }
  `);
  assert.equal(rules(killSwitch), [
    '.f { row-gap: 0 !important; column-gap: 0 !important }',
    '.f--grid { row-gap: 4px !important; column-gap: 4px !important }',
  ]);
});

Transform('parses selectors: subject, BEM block, pseudo-elements and the root left out', () => {
  const a = parseSelector('.list  >  .chips--wrap:hover');
  assert.is(a?.selector, '.list>.chips--wrap:hover');
  assert.is(a?.ancestors, '.list>');
  assert.equal([...(a?.subject ?? [])].sort(), ['.chips', '.chips--wrap', ':hover']);
  assert.is(parseSelector('.x::after'), null);
  assert.is(parseSelector('.x:before'), null);
  assert.is(parseSelector(':root'), null);
  assert.equal([...(parseSelector('a[href^="a b"].c')?.subject ?? [])], ['a', '[href^="a b"]', '.c']);
});

Transform.run();
