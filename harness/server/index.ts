/**
 * startServer: opens the database (migrating its schema), seeds it when it is empty or its seed
 * lags (seed/index.ts), builds the app and listens.
 * Tests: `startServer({ port: 0, dbPath: ':memory:', seedScale: 'small' })`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app.js';
import type { Db } from './infra/db.js';
import { openDb } from './schema/migrate.js';
import { LiveReload } from './infra/livereload.js';
import { type SeedScale, seedIfLagging } from './seed/index.js';
import { invalidateBridge } from './infra/bridgeBundle.js';
import { HarnessState } from './infra/state.js';

export interface StartOptions {
  /** 0 picks a free port. Default 5173. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** SQLite file or ':memory:'. Default ':memory:'. */
  dbPath?: string;
  /** An open database, migrated and seeded, used as it is (dbPath and seedScale are ignored). */
  db?: Db;
  /** Catalogue size when the database gets seeded: small 800 titles, full 30000. Default full. */
  seedScale?: SeedScale;
  distDir?: string;
  dev?: boolean;
  now?: () => number;
  /** More static folders by URL prefix (createApp's `mounts`). */
  mounts?: Record<string, string>;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  db: Db;
  app: Hono;
  /** In-memory harness state (answers, policies, location, faults, JS-SDK log). */
  state: HarnessState;
  /** Makes every open app page reload (after a rebuild). */
  notifyReload(): void;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const db = options.db ?? openDb(options.dbPath ?? ':memory:');
  // openDb migrated an older database's schema, keeping its rows; the seed is a separate step
  // (a database handed in is used as it is).
  if (!options.db) seedIfLagging(db, { scale: options.seedScale ?? 'full', now: options.now?.() });
  const liveReload = new LiveReload();
  const state = new HarnessState();
  const app = createApp({
    db,
    distDir: options.distDir,
    dev: options.dev,
    now: options.now,
    liveReload,
    state,
    mounts: options.mounts,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 5173, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  // An idle kept-alive connection stays open longer than a client keeps one idle: with Node's 5 s
  // default the server could close a socket just as a client sent the next request on it, and
  // that request failed with ECONNRESET (a test's call a few seconds after its last).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closed = false;
  return {
    url: `http://${urlHost === '0.0.0.0' ? '127.0.0.1' : urlHost}:${port}`,
    port,
    db,
    app,
    state,
    notifyReload() {
      invalidateBridge();
      liveReload.notify();
    },
    async close() {
      if (closed) return;
      closed = true;
      liveReload.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      db.close();
    },
  };
}
