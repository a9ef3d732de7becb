/**
 * `npm start`: the harness server on http://127.0.0.1:5173 (PORT, HOST) over .data/harness.db
 * (seeded on first start, kept across restarts) plus the app's dev build (build.mjs's startDev),
 * which reloads open pages after every rebuild.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './index.js';

type StartDev = (options: { onBuilt: () => void }) => Promise<{ dispose(): Promise<void> }>;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DB_PATH = fileURLToPath(new URL('../../.data/harness.db', import.meta.url));
const BUILD_SCRIPT = new URL('../../build.mjs', import.meta.url);

function envPort(): number {
  const port = Number(process.env.PORT ?? 5173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT 无效：${process.env.PORT}`);
    process.exit(1);
  }
  return port;
}

/** build.mjs is another module of the repo; loaded by URL so the harness type-checks without it. */
async function loadStartDev(): Promise<StartDev | null> {
  if (!existsSync(BUILD_SCRIPT)) return null;
  const mod = (await import(BUILD_SCRIPT.href)) as { startDev?: StartDev };
  return typeof mod.startDev === 'function' ? mod.startDev : null;
}

async function main(): Promise<void> {
  const firstRun = !existsSync(DB_PATH);
  if (firstRun) console.log('首次启动：正在生成演示数据（约需数秒）…');
  const server = await startServer({
    port: envPort(),
    host: process.env.HOST || '127.0.0.1',
    dbPath: DB_PATH,
    seedScale: 'full',
    dev: true,
  });
  let builder: { dispose(): Promise<void> } | null = null;
  const startDev = await loadStartDev();
  if (startDev) {
    builder = await startDev({ onBuilt: () => server.notifyReload() });
  } else {
    console.warn('未找到 build.mjs 的 startDev：只启动模拟服务器，不构建应用。');
  }
  console.log(`\n书香市图书馆 · 微信模拟环境已启动`);
  console.log(`  应用:     ${server.url}/`);
  console.log(`  数据库:   ${DB_PATH.replace(ROOT, '')}`);
  console.log(`  重置数据: npm run reset\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await builder?.dispose().catch(() => undefined);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error('启动失败：', error.message);
  process.exit(1);
});
