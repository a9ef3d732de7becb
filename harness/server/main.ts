/**
 * `npm start`: the harness server on http://127.0.0.1:5173 (PORT, HOST) over .data/harness.db
 * (seeded on first start, kept across restarts) plus the app's dev build (build.mjs's startDev),
 * which reloads open pages after every rebuild.
 *
 * `npm run start:release` (`--release`): the release build (build.mjs's buildRelease, with its
 * size report) served the way production serves it: compressed, hashed files cached for good,
 * no watch and no live reload. Rebuild by restarting it.
 */
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildRelease, startDev } from '../../build.mjs';
import { DEFAULT_DIST_DIR } from './app.js';
import { precompress } from './infra/static.js';
import { startServer } from './index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DB_PATH = fileURLToPath(new URL('../../.data/harness.db', import.meta.url));

function envPort(): number {
  const port = Number(process.env.PORT ?? 5173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT 无效：${process.env.PORT}`);
    process.exit(1);
  }
  return port;
}

/**
 * What `npm start` prints once it listens. The harness page comes first: it is where a developer
 * starts (the app needs a WeChat user agent or ?harness=1 on its own).
 */
export function startBanner(url: string, dbFile: string): string {
  return [
    '',
    `  微信 H5 调试台   ${url}/__harness/   ← 在浏览器中打开，从这里开始`,
    '',
    '  书香市图书馆 · 微信模拟环境已启动',
    `  应用:     ${url}/?harness=1  （桌面浏览器加 ?harness=1 开启微信模拟）`,
    `  数据库:   ${dbFile}`,
    '  重置数据: npm run reset',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const release = process.argv.includes('--release');
  if (release) {
    // Over budget still serves (the report says so); a build that failed has nothing to serve.
    const built = await buildRelease();
    if (!built.report) throw new Error('发布构建失败');
  }
  const firstRun = !existsSync(DB_PATH);
  if (firstRun) console.log('首次启动：正在生成演示数据（约需数秒）…');
  const server = await startServer({
    port: envPort(),
    host: process.env.HOST || '127.0.0.1',
    dbPath: DB_PATH,
    seedScale: 'full',
    dev: !release,
  });
  let builder: { dispose(): Promise<void> } | null = null;
  if (release) {
    // Brotli 11 for every file now rather than on each file's first request.
    void precompress(DEFAULT_DIST_DIR);
  } else {
    // The server answers (a "building" page) while the first build runs; every build reloads pages.
    builder = await startDev({ onBuilt: () => server.notifyReload() });
  }
  console.log(startBanner(server.url, DB_PATH.replace(ROOT, '')));
  if (release) console.log('  发布构建（dist/），不监听源码变化：改动后请重新运行 npm run start:release\n');

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

const isEntryPoint = () => {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
};

// Imported (the banner's test) it only defines; run as the entry point it starts.
if (isEntryPoint()) {
  main().catch((error: Error) => {
    console.error('启动失败：', error.message);
    process.exit(1);
  });
}
