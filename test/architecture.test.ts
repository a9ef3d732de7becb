/**
 * The boundaries of DESIGN.md ("Layout") and of docs/HARNESS.md ("Server layout"), checked on the
 * import graph of src/, harness/ and bench/ (static imports, `export ... from`, dynamic `import()`).
 */
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGraph, type Edge, type Graph } from './helpers/importGraph.js';

interface Rule {
  name: string;
  /** The files the rule binds (a glob; `<area>` stands for one folder name). */
  from: string;
  /** Files matching `from` that the rule does not bind. */
  fromExcept?: string[];
  /** What those files must not import... */
  forbid: string[];
  /** ...unless it is one of these (`<area>` is the importing file's). */
  allow?: string[];
}

const RULES: Rule[] = [
  { name: 'src/ never imports harness/', from: 'src/**', forbid: ['harness/**'] },
  {
    name: 'harness/ imports from src/ only src/api/contract/**',
    from: 'harness/**',
    forbid: ['src/**'],
    allow: ['src/api/contract/**'],
  },
  {
    name: 'src/lib/** imports no stores, router, components or features',
    from: 'src/lib/**',
    forbid: ['src/stores/**', 'src/router/**', 'src/components/**', 'src/features/**'],
  },
  {
    name: 'src/stores/** imports no router (but src/router/paths.ts) and no components',
    from: 'src/stores/**',
    forbid: ['src/router/**', 'src/components/**'],
    allow: ['src/router/paths.ts'],
  },
  {
    name: 'a feature never imports another feature',
    from: 'src/features/<area>/**',
    forbid: ['src/features/**'],
    allow: ['src/features/<area>/**'],
  },
  {
    name: 'the app and the harness never import the bench (bench/**)',
    from: '**',
    fromExcept: ['bench/**'],
    forbid: ['bench/**'],
  },
  {
    name: 'only route tables (src/**/routes.ts) import screens (src/**/*Screen.tsx)',
    from: '**',
    fromExcept: ['src/**/routes.ts'],
    forbid: ['src/**/*Screen.tsx'],
  },
  ...harnessRules(),
];

/**
 * The harness server's layers (docs/HARNESS.md, "Server layout"), bottom up: infra/; the domain
 * modules of ils/, wechat/ and platform/; their routes; control/ and the entry points at the top
 * (app.ts, index.ts, main.ts, reset.ts). schema/ and seed/ sit beside the domain: they may use
 * it, it never uses them, and only the entry points seed.
 */
function harnessRules(): Rule[] {
  const server = 'harness/server';
  const routes = [`${server}/ils/routes/**`, `${server}/platform/routes/**`, `${server}/wechat/routes.ts`];
  const top = `${server}/*.ts`;
  const above = [`${server}/control/**`, top];
  return [
    {
      name: 'harness: infra/ imports nothing else of the server',
      from: `${server}/infra/**`,
      forbid: [`${server}/**`],
      allow: [`${server}/infra/**`],
    },
    {
      name: 'harness: ils/ (its routes aside) imports only infra/',
      from: `${server}/ils/**`,
      fromExcept: routes,
      forbid: [`${server}/**`],
      allow: [`${server}/infra/**`, `${server}/ils/**`],
    },
    {
      name: 'harness: wechat/ (its routes aside) imports only infra/',
      from: `${server}/wechat/**`,
      fromExcept: routes,
      forbid: [`${server}/**`],
      allow: [`${server}/infra/**`, `${server}/wechat/**`],
    },
    {
      name: 'harness: platform/ (its routes aside) imports infra/, ils/ and wechat/',
      from: `${server}/platform/**`,
      fromExcept: routes,
      forbid: [`${server}/**`],
      allow: [`${server}/infra/**`, `${server}/platform/**`, `${server}/ils/**`, `${server}/wechat/**`],
    },
    {
      name: 'harness: a domain module imports no routes',
      from: `${server}/**`,
      fromExcept: [...routes, ...above],
      forbid: routes,
    },
    ...routes.map((from) => ({
      name: 'harness: routes import no control/, schema/, seed/ or entry point',
      from,
      forbid: [...above, `${server}/schema/**`, `${server}/seed/**`],
    })),
    {
      name: 'harness: only the entry points import seed/',
      from: `${server}/**`,
      fromExcept: [top, `${server}/seed/**`],
      forbid: [`${server}/seed/**`],
    },
    ...['schema', 'seed'].map((folder) => ({
      name: 'harness: schema/ and seed/ import no control/ or entry point',
      from: `${server}/${folder}/**`,
      forbid: above,
    })),
  ];
}

/**
 * Import cycles are looked for here, dynamic imports included; under harness/ `import type` too
 * (a type-only cycle is still two modules that cannot be read apart), under src/ not.
 */
const CYCLE_ROOTS = [
  { root: 'src/', types: false },
  { root: 'harness/', types: true },
];

// --- the checker

function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const rest = glob.slice(i);
    if (rest.startsWith('**/')) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (rest.startsWith('**')) {
      pattern += '.*';
      i += 1;
    } else if (rest.startsWith('<area>')) {
      pattern += '(?<area>[^/]+)';
      i += 5;
    } else if (glob[i] === '*') {
      pattern += '[^/]*';
    } else {
      pattern += glob[i].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

const matches = (glob: string, path: string) => globToRegExp(glob).exec(path);

/** `file → import` for every import that breaks a rule. */
function violations(graph: Graph, rules: Rule[]): { rule: string; entry: string }[] {
  const out: { rule: string; entry: string }[] = [];
  for (const [file, edges] of graph) {
    for (const rule of rules) {
      const bound = matches(rule.from, file);
      if (!bound || rule.fromExcept?.some((glob) => matches(glob, file))) continue;
      const area = bound.groups?.area ?? '';
      for (const edge of edges) {
        if (!rule.forbid.some((glob) => matches(glob, edge.to))) continue;
        if (rule.allow?.some((glob) => matches(glob.replaceAll('<area>', area), edge.to))) continue;
        out.push({ rule: rule.name, entry: `${file} → ${edge.to}` });
      }
    }
  }
  return out;
}

/**
 * One cycle per strongly connected component of the runtime imports (and type-only ones with
 * `types`) under `root`, as `a → b → a`.
 */
function cycles(graph: Graph, root: string, types = false): string[] {
  const next = (file: string) =>
    (graph.get(file) ?? [])
      .filter((e: Edge) => (types || !e.typeOnly) && e.to.startsWith(root) && graph.has(e.to))
      .map((e) => e.to);
  // Tarjan's algorithm.
  const marks = new Map<string, { index: number; low: number; onStack: boolean }>();
  const stack: string[] = [];
  const components: string[][] = [];
  const connect = (file: string) => {
    const mark = { index: marks.size, low: marks.size, onStack: true };
    marks.set(file, mark);
    stack.push(file);
    for (const to of next(file)) {
      const seen = marks.get(to);
      if (!seen) mark.low = Math.min(mark.low, connect(to).low);
      else if (seen.onStack) mark.low = Math.min(mark.low, seen.index);
    }
    if (mark.low === mark.index) {
      const component = stack.splice(stack.lastIndexOf(file));
      for (const member of component) (marks.get(member) ?? mark).onStack = false;
      components.push(component);
    }
    return mark;
  };
  for (const file of [...graph.keys()].filter((f) => f.startsWith(root)).sort()) if (!marks.has(file)) connect(file);

  return components
    .filter((c) => c.length > 1 || next(c[0]).includes(c[0]))
    .map((component) => shortestCycle(component, next))
    .sort();
}

/** The shortest way from the component's first file (sorted) back to itself, inside the component. */
function shortestCycle(component: string[], next: (file: string) => string[]): string {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const parent = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const to of next(queue[i]).filter((t) => members.has(t))) {
      if (to === start) {
        const path = [queue[i]];
        while (path[0] !== start) path.unshift(parent.get(path[0]) ?? start);
        return [...path, start].join(' → ');
      }
      if (!parent.has(to)) {
        parent.set(to, queue[i]);
        queue.push(to);
      }
    }
  }
  return start;
}

// --- the tests

const Architecture = suite('architecture');
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const graph = buildGraph(ROOT, ['src', 'harness', 'bench']);

const edge = (to: string, extra: Partial<Edge> = {}): Edge => ({
  to,
  specifier: to,
  dynamic: false,
  typeOnly: false,
  ...extra,
});

Architecture('the checker reports a forbidden import and a cycle (synthetic graph)', () => {
  const synthetic: Graph = new Map([
    ['src/lib/format.ts', [edge('src/stores/AppStore.ts')]],
    ['src/stores/AppStore.ts', [edge('src/lib/format.ts', { dynamic: true })]],
    ['src/features/loans/LoansScreen.tsx', [edge('src/features/cards/api.ts')]],
    ['src/features/cards/api.ts', [edge('src/features/cards/CardsStore.ts')]],
    ['src/features/cards/CardsStore.ts', [edge('src/features/cards/api.ts', { typeOnly: true })]],
    ['src/features/cards/routes.ts', [edge('src/features/cards/BindScreen.tsx', { dynamic: true })]],
    ['src/router/routes.ts', [edge('src/features/cards/routes.ts')]],
    ['harness/server/x.ts', [edge('src/api/contract/index.ts'), edge('src/config.ts')]],
  ]);
  assert.equal(
    violations(synthetic, RULES).map((v) => v.entry),
    [
      'src/lib/format.ts → src/stores/AppStore.ts',
      'src/features/loans/LoansScreen.tsx → src/features/cards/api.ts',
      'harness/server/x.ts → src/config.ts',
    ],
  );
  assert.equal(cycles(synthetic, 'src/'), ['src/lib/format.ts → src/stores/AppStore.ts → src/lib/format.ts']);
  assert.equal(cycles(synthetic, 'src/', true), [
    'src/features/cards/CardsStore.ts → src/features/cards/api.ts → src/features/cards/CardsStore.ts',
    'src/lib/format.ts → src/stores/AppStore.ts → src/lib/format.ts',
  ]);
  synthetic.set('src/stores/boot.ts', [
    edge('src/home/HomeScreen.tsx', { dynamic: true }),
    edge('src/router/paths.ts'),
  ]);
  assert.equal(
    violations(synthetic, RULES)
      .map((v) => v.entry)
      .slice(-1),
    ['src/stores/boot.ts → src/home/HomeScreen.tsx'],
  );
});

Architecture('the checker holds the harness to its layers (synthetic graph)', () => {
  const h = (path: string) => `harness/server/${path}`;
  const synthetic: Graph = new Map([
    [h('infra/http.ts'), [edge(h('platform/auth.ts')), edge(h('infra/state.ts'))]],
    [h('ils/loans.ts'), [edge(h('platform/session.ts'), { typeOnly: true }), edge(h('infra/db.ts'))]],
    [h('ils/routes/cards.ts'), [edge(h('platform/cardAccount.ts')), edge(h('ils/routes/types.ts'))]],
    [h('platform/content.ts'), [edge(h('seed/content.ts')), edge(h('ils/readers.ts'))]],
    [h('platform/routes/index.ts'), [edge(h('control/faults.ts')), edge(h('ils/routes/index.ts'))]],
    [h('wechat/pay.ts'), [edge(h('ils/fineOrders.ts'))]],
    [h('schema/007-recommendations.ts'), [edge(h('seed/loanHistory.ts')), edge(h('ils/search/index.ts'))]],
    [h('control/routes.ts'), [edge(h('seed/index.ts')), edge(h('platform/cards.ts'))]],
    [h('app.ts'), [edge(h('seed/index.ts')), edge(h('control/routes.ts'))]],
  ]);
  assert.equal(
    violations(synthetic, RULES).map((v) => v.entry),
    [
      'harness/server/infra/http.ts → harness/server/platform/auth.ts',
      'harness/server/ils/loans.ts → harness/server/platform/session.ts',
      'harness/server/platform/content.ts → harness/server/seed/content.ts',
      'harness/server/platform/content.ts → harness/server/seed/content.ts',
      'harness/server/platform/routes/index.ts → harness/server/control/faults.ts',
      'harness/server/wechat/pay.ts → harness/server/ils/fineOrders.ts',
      'harness/server/schema/007-recommendations.ts → harness/server/seed/loanHistory.ts',
      'harness/server/control/routes.ts → harness/server/seed/index.ts',
    ],
  );
});

Architecture('the graph sees static, re-exported and dynamic imports', () => {
  const of = (file: string) => (graph.get(file) ?? []).map((e) => e.to);
  assert.ok(graph.size > 50, `only ${graph.size} files`);
  assert.ok(
    of('harness/server/infra/envelope.ts').includes('src/api/contract/index.ts'),
    'harness → contract (.js specifier)',
  );
  assert.ok(of('src/api/contract/index.ts').length > 0, 'export ... from');
  assert.ok(
    [...graph.values()].flat().some((e) => e.dynamic && e.to.startsWith('src/')),
    'a dynamic import in src/',
  );
});

const describe = (list: string[]) => list.map((line) => `  ${line}`).join('\n');

Architecture('no import breaks a boundary', () => {
  const found = violations(graph, RULES);
  assert.ok(found.length === 0, `boundary broken:\n${describe(found.map((v) => `${v.entry}  (${v.rule})`))}`);
});

for (const { root, types } of CYCLE_ROOTS) {
  Architecture(`no import cycle in ${root}, dynamic imports included${types ? ', type-only too' : ''}`, () => {
    const found = cycles(graph, root, types);
    assert.ok(found.length === 0, `import cycles:\n${describe(found)}`);
  });
}

Architecture.run();
