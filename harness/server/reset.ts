/**
 * `npm run reset`: reseeds the harness database. When a harness server is running on PORT/HOST
 * it is asked to reseed in place (POST /__harness/api/reset); otherwise .data/harness.db is
 * deleted and seeded afresh.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDb } from './schema/migrate.js';
import { seedDatabase } from './seed/index.js';

const DB_PATH = fileURLToPath(new URL('../../.data/harness.db', import.meta.url));

async function resetRunningServer(): Promise<boolean> {
  const host = process.env.HOST || '127.0.0.1';
  const port = process.env.PORT || '5173';
  try {
    const response = await fetch(`http://${host}:${port}/__harness/api/reset`, {
      method: 'POST',
      // The control API reads only a JSON object: {} reseeds at the scale the data has.
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json()) as { code?: number };
    return body.code === 1;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (await resetRunningServer()) {
    console.log('运行中的模拟服务器已重置数据。');
    return;
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(DB_PATH + suffix, { force: true });
  const db = openDb(DB_PATH);
  try {
    seedDatabase(db, { scale: 'full' });
  } finally {
    db.close();
  }
  console.log('数据已重置：.data/harness.db');
}

main().catch((error: Error) => {
  console.error('重置失败：', error.message);
  process.exit(1);
});
