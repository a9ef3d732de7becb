/**
 * `npm run bench:trace [returning|repeat|first]`: one visit's time line under the bench's
 * throttling (phone.ts), to see where the time before the grid goes: every request of each
 * document (start → end, bytes on the wire, kind, path) and every long task, in ms since the
 * journey's first navigation. One warm-up visit, then two measured ones; the last is printed.
 * A diagnosis aid beside `npm run bench`, whose medians are the figures to quote.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRelease } from '../build.mjs';
import { startServer } from '../harness/server/index';
import { launch } from '../test/e2e/browser';
import { signInWechatUser } from '../test/helpers/wechatUsers';
import { newPhone, visitDocuments } from './phone';
import type { DocumentSeen } from './probe';

const KINDS = ['returning', 'repeat', 'first'] as const;
type Kind = (typeof KINDS)[number];
const kind = (process.argv[2] ?? 'returning') as Kind;
if (!KINDS.includes(kind)) {
  console.error(`usage: npm run bench:trace [${KINDS.join('|')}]`);
  process.exit(1);
}

const build = await buildRelease({ log: () => undefined });
if (!build.report) {
  console.error('The release build failed.', build.error ?? '');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'harness-trace-'));
const server = await startServer({ port: 0, dbPath: join(dataDir, 'trace.db'), seedScale: 'small' });
const browser = await launch({ full: true });

async function journey(fast: boolean): Promise<DocumentSeen[]> {
  const user = await signInWechatUser(server, 'reader');
  const stored = kind === 'first' ? undefined : { openid: user.openid, access_token: user.accessToken };
  const context = await newPhone(browser, { baseUrl: server.url, persona: 'reader', localStorage: stored });
  try {
    const visit = { path: '/', fast, afterReturn: kind === 'first' };
    const documents = await visitDocuments(context, server.url, visit);
    return kind === 'repeat' ? await visitDocuments(context, server.url, visit) : documents;
  } finally {
    await context.close();
  }
}

function print(documents: DocumentSeen[]): void {
  const t0 = Math.min(...documents.map((d) => d.timeOrigin));
  const ms = (n: number) => n.toFixed(0).padStart(5);
  for (const d of documents) {
    const at = d.timeOrigin - t0;
    const grid = d.gridPaint ?? d.gridFrame;
    console.log(
      `\n${d.url}\n  starts at ${ms(at)}; FCP ${d.fcp === null ? '—' : ms(d.fcp + at)}` +
        `, grid in the DOM ${d.gridDom === null ? '—' : ms(d.gridDom + at)}` +
        `, grid painted ${grid === null ? '—' : ms(grid + at)}, LCP element ${d.lcpElement || '—'}`,
    );
    const rows: [number, string][] = [
      ...d.resources.map((r): [number, string] => {
        const url = new URL(r.name);
        const what = `${r.kind.padEnd(14)} ${url.pathname}${url.search.slice(0, 32)}`;
        return [
          r.start + at,
          `  ${ms(r.start + at)} → ${ms(r.end + at)}  ${String(r.transfer).padStart(7)} B  ${what}`,
        ];
      }),
      ...d.longTasks.map(([start, duration]): [number, string] => [
        start + at,
        `  ${ms(start + at)} ~ ${ms(start + at + duration)}  long task, ${duration.toFixed(0)} ms`,
      ]),
    ];
    for (const [, line] of rows.sort((a, b) => a[0] - b[0])) console.log(line);
  }
}

try {
  await journey(true);
  await journey(false);
  print(await journey(false));
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
