/** Shared setup for the harness suites: an in-memory server on a free port, and signed logins. */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { suite, type Test } from 'uvu';
import Database from 'better-sqlite3';
import { startServer, type RunningServer, type StartOptions } from '../../harness/server/index.js';
import type { Db } from '../../harness/server/infra/db.js';
import { openDb } from '../../harness/server/schema/migrate.js';
import { seedDatabase } from '../../harness/server/seed/index.js';
import { ELIB_CALLS, type ElibName } from '../../src/api/contract/endpoints.js';

/** The front end's registered client (src/config.ts). */
export const CLIENT = { nsk: 'h5-nsk-4f1c2a9e7b', psk: 'h5-psk-9d3e6b1a5c', signKey: 'h5-sign-key-2b8f0c' };
export const APPID = 'wx8d1c6f0a2b3e4d5c';
export const OPENID = {
  reader: 'oHARNESS_reader0000000000001',
  newcomer: 'oHARNESS_newcomer00000000002',
  multicard: 'oHARNESS_multicard0000000003',
  lostcard: 'oHARNESS_lostcard00000000004',
  expired: 'oHARNESS_expired000000000005',
  fined: 'oHARNESS_fined00000000000006',
};

/**
 * The small seed, migrated and seeded once and copied for each server: seeding takes seconds, a
 * copy milliseconds. The seed's dates count from the moment it was made, so a copy older than a
 * few minutes, or made on another day (China time), is made afresh. Under the unit runner
 * (test/unit.ts sets UNIT_SHARED_DIR) the first worker to need it seeds it and writes it there, and
 * the others read it instead of seeding their own.
 */
let image: { bytes: Buffer; at: number } | null = null;
const IMAGE_MAX_AGE_MS = 5 * 60_000;
const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
const fresh = (made: { at: number } | null, now: number): made is { bytes: Buffer; at: number } =>
  !!made && now - made.at <= IMAGE_MAX_AGE_MS && chinaDay(now) === chinaDay(made.at);

function seedImage(now: number): { bytes: Buffer; at: number } {
  const db = openDb(':memory:');
  seedDatabase(db, { scale: 'small', now });
  const made = { bytes: db.serialize(), at: now };
  db.close();
  return made;
}

/** The image another worker of this run made, or made here and shared; null when not shared. */
async function sharedImage(now: number): Promise<{ bytes: Buffer; at: number } | null> {
  const dir = process.env.UNIT_SHARED_DIR;
  if (!dir) return null;
  const file = join(dir, 'seed-small.db');
  const made = () => ({ bytes: readFileSync(file), at: Number(readFileSync(`${file}.at`, 'utf8')) });
  try {
    closeSync(openSync(join(dir, 'seed-small.lock'), 'wx'));
  } catch {
    // Another worker is seeding: wait for its image (a minute at most, then seed here).
    for (let waited = 0; waited < 60_000 && !existsSync(file); waited += 100) await sleep(100);
    return existsSync(file) ? made() : null;
  }
  const own = seedImage(now);
  writeFileSync(`${file}.at`, String(own.at));
  writeFileSync(`${file}.part`, own.bytes);
  renameSync(`${file}.part`, file);
  return own;
}

async function freshSeededDb(): Promise<Db> {
  const now = Date.now();
  if (!fresh(image, now)) {
    const shared = await sharedImage(now);
    image = fresh(shared, now) ? shared : seedImage(now);
  }
  const db = new Database(image.bytes);
  db.pragma('foreign_keys = ON');
  return db;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A harness server on a free port and a fresh in-memory copy of the small seed. Options that
 * change the database (dbPath, seedScale, now) seed one of its own.
 */
export async function startTestServer(options: Partial<StartOptions> = {}): Promise<RunningServer> {
  const ownSeed = options.dbPath !== undefined || options.seedScale !== undefined || options.now !== undefined;
  return startServer({
    port: 0,
    dbPath: ':memory:',
    seedScale: 'small',
    distDir: '/nonexistent-dist',
    ...(ownSeed ? {} : { db: await freshSeededDb() }),
    ...options,
  });
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export function signedLogin(now = Date.now(), overrides: Record<string, string> = {}) {
  const fields = {
    noncestr: 'AbCdEfGhIjKlMn',
    nsk: CLIENT.nsk,
    psk: CLIENT.psk,
    timestamp: String(Math.floor(now / 1000)),
    ...overrides,
  };
  const text = `noncestr=${fields.noncestr}&nsk=${fields.nsk}&psk=${fields.psk}&timestamp=${fields.timestamp}&key=${CLIENT.signKey}`;
  return { ...fields, sign: md5(text).toUpperCase() };
}

type Json = Record<string, any>;

export interface RawResponse {
  status: number;
  headers: { get(name: string): string | null; getSetCookie(): string[] };
  text(): Promise<string>;
  json(): Promise<Json>;
  /** The body as it arrives (SSE). */
  stream: NodeJS.ReadableStream;
}

export interface RawInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  signal?: AbortSignal;
}

/**
 * HTTP over node:http, not fetch: suites may run with happy-dom's globals registered, whose
 * fetch applies browser CORS rules to a test talking to another port.
 */
export function rawRequest(url: string, init: RawInit = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : String(init.body);
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.body instanceof URLSearchParams && !headers['content-type']) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const req = httpRequest(url, { method: init.method ?? 'GET', headers, signal: init.signal }, (res) => {
      let buffered: Promise<string> | null = null;
      const text = () => {
        buffered ??= new Promise<string>((done, fail) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
          res.on('error', fail);
        });
        return buffered;
      };
      const header = (name: string) => {
        const value = res.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);
      };
      resolve({
        status: res.statusCode ?? 0,
        headers: { get: header, getSetCookie: () => res.headers['set-cookie'] ?? [] },
        text,
        json: async () => JSON.parse(await text()) as Json,
        stream: res,
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export interface StreamedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Bytes handed to the connection before the answer came (or the connection ended). */
  written: number;
}

/**
 * POSTs `total` bytes of `fill` as a chunked body (no Content-Length), one 64 KB chunk at a
 * time, each after the last has gone out, and stops as soon as the answer arrives: a server that
 * refuses at a limit answers long before `total`.
 */
export function sendChunked(
  url: string,
  headers: Record<string, string>,
  total: number,
  fill = 0x20,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString(), written });
      });
      res.on('error', reject);
    });
    // Writing on after the answer may meet the closed connection: that is the point.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, fill);
    const pump = async () => {
      while (!answered && written < total) {
        written += chunk.length;
        const sent = await new Promise<boolean>((done) => req.write(chunk, (error) => done(!error)));
        if (!sent) return;
      }
      if (!answered) req.end();
    };
    void pump();
  });
}

/** A small client for one server: login once, then bearer calls. */
export class Client {
  token = '';
  /** The WeChat user this client's session proved (signIn); '' while anonymous. */
  openid = '';
  constructor(readonly base: string) {}

  /**
   * Proves a WeChat identity for this client's session, as the app does on an OAuth return: the
   * authorize URL, WeChat's redirect with a code for `persona`, the code exchange.
   */
  async signIn(persona: string): Promise<string> {
    const authorize = await this.get('/api/v1/offiaccount/authorize', { authorizer_appid: APPID, libcode: 'SXLIB' });
    if (authorize.code !== 1) throw new Error(`sign-in as ${persona}: authorize answered ${JSON.stringify(authorize)}`);
    const back = await rawRequest(String(authorize.data).replace(/#.*$/, ''), {
      headers: { cookie: `harness_persona=${persona}` },
    });
    const code = new URL(back.headers.get('location') ?? 'http://x/').searchParams.get('code') ?? '';
    const exchanged = await this.get('/api/v1/offiaccount/component_code_access_token', { code, appid: APPID });
    if (exchanged.code !== 1) throw new Error(`sign-in as ${persona}: ${exchanged.message}`);
    this.openid = exchanged.data.openid;
    return this.openid;
  }

  async login(now?: number): Promise<Json> {
    const body = await this.post('/api/v1/auth/login', signedLogin(now));
    this.token = body.data?.token ?? '';
    return body;
  }

  raw(path: string, init: RawInit = {}): Promise<RawResponse> {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(init.headers ?? {})) headers[key.toLowerCase()] = value;
    if (this.token && !headers.authorization) headers.authorization = `Bearer ${this.token}`;
    return rawRequest(this.base + path, { ...init, headers });
  }

  async get(path: string, params: Record<string, string> = {}): Promise<Json> {
    const query = new URLSearchParams(params).toString();
    return (await this.raw(query ? `${path}?${query}` : path)).json();
  }

  /** A library-system call, sent with the method the registry lists for it, the account id added. */
  elib(name: ElibName, params: Record<string, string> = {}): Promise<Json> {
    const path = `/api/v1/elib/${name}`;
    const all = { authorizer_appid: APPID, ...params };
    return ELIB_CALLS[name].method === 'GET' ? this.get(path, all) : this.post(path, all);
  }

  async post(path: string, body: object): Promise<Json> {
    const response = await this.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  }
}

/** A new client on `base`, logged in and signed in as `persona`. */
export async function signedInClient(base: string, persona: string): Promise<Client> {
  const client = new Client(base);
  await client.login();
  await client.signIn(persona);
  return client;
}

export interface HarnessCtx {
  server: RunningServer;
  /** Logged in, anonymous (no WeChat identity proven). */
  client: Client;
  /** A client signed in as `persona`, one per persona for the suite. */
  as(persona: string): Promise<Client>;
}

/**
 * A suite with a harness on a free port and a client logged in to it; the server closes after.
 * `options` go to the server (`now: () => clock.now` for a clock the suite moves).
 */
export function harnessSuite(name: string, options: Partial<StartOptions> = {}): Test<HarnessCtx> {
  const test = suite<HarnessCtx>(name);
  test.before(async (ctx) => {
    ctx.server = await startTestServer(options);
    ctx.client = new Client(ctx.server.url);
    await ctx.client.login();
    const clients = new Map<string, Promise<Client>>();
    ctx.as = (persona) => {
      let client = clients.get(persona);
      if (!client) {
        client = signedInClient(ctx.server.url, persona);
        clients.set(persona, client);
      }
      return client;
    };
  });
  test.after(async ({ server }) => server.close());
  return test;
}
