import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type AriaNode, asNodes, mainLandmarks, openDialogs, pageHeadings, unnamedControls } from '../e2e/sweepAria';
import { DARK_LUMINANCE, notDark, relativeLuminance } from '../e2e/sweepColour';
import { DEGRADED_PERSONAS, planVisits, plannedConditions } from '../e2e/sweepPlan';
import { routes } from '../../src/router/routes';
import { isPublicPath } from '../../src/router/guard';

const Tree = suite('route sweep: the accessibility tree');

/** A page as ariaSnapshotJSON answers it: a visually hidden title, a tab bar, a form, a dialog. */
const PAGE: AriaNode[] = [
  { role: 'heading', name: '借阅信息', level: 1 },
  {
    role: 'navigation',
    name: '主导航',
    children: [
      {
        role: 'list',
        children: [
          { role: 'listitem', children: [{ role: 'link', url: '/search', children: [{ role: 'img' }] }] },
          { role: 'listitem', children: [{ role: 'link', name: '我的', url: '/user' }] },
        ],
      },
    ],
  },
  { role: 'generic', children: [{ role: 'button', children: [{ role: 'text', text: '›' }] }] },
  { role: 'textbox', name: '搜索' },
  { role: 'switch', name: ' ', checked: true },
  { role: 'heading', name: '当前借阅', level: 2 },
  {
    role: 'dialog',
    name: '全部续借',
    children: [
      { role: 'button', name: '确定' },
      { role: 'heading', level: 1, text: '续借' },
    ],
  },
];

Tree('a control with an empty name is found, with its role, address, contents and place', () => {
  assert.equal(unnamedControls(PAGE), [
    'link url=/search holding img in navigation “主导航” > list > listitem',
    "button showing '›'",
    'switch',
  ]);
});

Tree('named controls, and roles a reader does not act on, pass', () => {
  assert.equal(
    unnamedControls([
      { role: 'button', name: '续借' },
      { role: 'img' },
      { role: 'list', children: [{ role: 'listitem' }] },
      { role: 'checkbox', name: '记住我', checked: false },
    ]),
    [],
  );
});

Tree('level-1 headings are counted wherever they are; other levels are not', () => {
  assert.equal(pageHeadings(PAGE), ['借阅信息', '续借']);
  assert.equal(pageHeadings([{ role: 'heading', name: '当前借阅', level: 2 }]), []);
});

Tree('main landmarks are counted wherever they are', () => {
  assert.is(mainLandmarks([{ role: 'navigation' }, { role: 'generic', children: [{ role: 'main' }] }]), 1);
  assert.is(mainLandmarks([{ role: 'generic' }]), 0);
  assert.is(mainLandmarks([{ role: 'main' }, { role: 'main' }]), 2);
});

Tree('dialogs and alertdialogs in the tree, by role and name', () => {
  assert.equal(openDialogs(PAGE), ['dialog “全部续借”']);
  assert.equal(openDialogs([{ role: 'main', children: [{ role: 'alertdialog' }] }]), ['alertdialog']);
  assert.equal(openDialogs([{ role: 'main' }]), []);
});

Tree("Playwright's answer is read whether it is a list or one node; anything else is no tree", () => {
  assert.equal(asNodes({ role: 'button' }).length, 1);
  assert.equal(asNodes([{ role: 'button' }, 'text', null]).length, 1);
  assert.equal(asNodes(null), []);
});

Tree.run();

const Colour = suite('route sweep: dark means dark');

Colour("relative luminance is WCAG 2's", () => {
  assert.equal(relativeLuminance([255, 255, 255]), 1);
  assert.equal(relativeLuminance([0, 0, 0]), 0);
  assert.ok(Math.abs(relativeLuminance([119, 119, 119]) - 0.184) < 0.001, '#777');
  assert.ok(Math.abs(relativeLuminance([255, 0, 0]) - 0.2126) < 0.0001, 'red');
});

Colour('a page marked dark on a dark background passes', () => {
  assert.equal(notDark({ marked: 'dark', background: [18, 18, 18, 255], from: 'body' }), []);
  assert.ok(relativeLuminance([100, 100, 100]) < DARK_LUMINANCE);
});

Colour('an unmarked page, or one on a light background, is named for what is wrong', () => {
  assert.equal(notDark({ marked: null, background: [245, 245, 245, 255], from: 'body' }), [
    "<html data-prefers-color-scheme> is absent, not 'dark'",
    "the body's background rgb(245, 245, 245) has relative luminance 0.91, not under 0.2",
  ]);
  assert.equal(notDark({ marked: 'light', background: [0, 0, 0, 255], from: 'body' }), [
    "<html data-prefers-color-scheme> is 'light', not 'dark'",
  ]);
});

Colour.run();

const Plan = suite('route sweep: the dark condition');

const withEnv = (env: Record<string, string | undefined>, run: () => void) => {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    run();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
};

Plan('a plain run sweeps dark mode too; SWEEP_CONDITIONS picks it alone', () => {
  withEnv({ SWEEP_CONDITIONS: undefined }, () => assert.ok(plannedConditions().includes('dark')));
  withEnv({ SWEEP_CONDITIONS: 'dark' }, () => assert.equal(plannedConditions(), ['dark']));
  withEnv({ SWEEP_CONDITIONS: 'dusk' }, () => assert.throws(() => plannedConditions(), /unknown condition dusk/));
});

Plan('every route as reader, the public ones as newcomer, in the display passes, each reached in the app', () => {
  withEnv({ SWEEP_ROUTES: undefined, SWEEP_PERSONAS: undefined, SWEEP_EVERY_PERSONA: undefined }, () => {
    const dark = planVisits('dark');
    const large = planVisits('large-text');
    assert.equal([...new Set(dark.map((v) => v.persona))], DEGRADED_PERSONAS);
    assert.equal(
      dark.filter((v) => v.persona === 'reader').map((v) => v.route.path),
      routes.map((r) => r.path),
    );
    assert.equal(
      dark.filter((v) => v.persona === 'newcomer').map((v) => v.route.path),
      routes.filter((r) => isPublicPath(r.path)).map((r) => r.path),
    );
    assert.ok(
      planVisits('faulty').filter((v) => v.persona === 'newcomer' && v.how === 'navigate').length === routes.length,
      'the faulty pass keeps every route as newcomer',
    );
    assert.equal(
      dark.map((v) => `${v.persona} ${v.route.path} ${v.expectedPath}`),
      large.map((v) => `${v.persona} ${v.route.path} ${v.expectedPath}`),
    );
    assert.ok(dark.every((v) => v.how === 'navigate' && v.condition === 'dark'));
  });
});

Plan.run();
