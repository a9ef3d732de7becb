/**
 * Answers the way a production web server does for text it serves as files: compressed (brotli
 * or gzip, as the request's Accept-Encoding allows; `Vary: Accept-Encoding`), with an ETag and
 * a 304 for a matching If-None-Match. Every representation is made once per content and kept
 * (a file until it changes on disk, an in-memory text such as index.html or bridge.js while it
 * is among the latest few), never on each request. Compression runs on libuv's thread pool, so
 * the server keeps answering meanwhile.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * How hard to compress. `best` (a release: brotli 11, gzip 9) is what a build step would
 * precompute, about a second for a 200 KB chunk, once; `fast` (the dev build, rebuilt on every
 * save: brotli 5, gzip 6) takes milliseconds.
 */
export type Effort = 'best' | 'fast';

/** One content in every representation worth sending. */
export interface Encoded {
  /** Hex digest of the identity bytes: the ETag's base (`"<hash>"`, `"<hash>-br"`, `"<hash>-gz"`). */
  hash: string;
  identity: Buffer;
  /** Null when the type is not compressible or compression did not make it smaller. */
  br: Buffer | null;
  gzip: Buffer | null;
  /** The type compresses: answers carry `Vary: Accept-Encoding`. */
  compressible: boolean;
}

/** Types worth compressing (images, fonts and media are compressed already). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i.test(contentType);
}

/** Below this, a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 256;

export async function encode(identity: Buffer, contentType: string, effort: Effort): Promise<Encoded> {
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 24);
  const compressible = isCompressible(contentType);
  if (!compressible || identity.length < MIN_COMPRESS_BYTES) {
    return { hash, identity, br: null, gzip: null, compressible };
  }
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: effort === 'best' ? 9 : 6 }),
  ]);
  return {
    hash,
    identity,
    br: br.length < identity.length ? br : null,
    gzip: gz.length < identity.length ? gz : null,
    compressible,
  };
}

/**
 * The encoding to send for an Accept-Encoding header: the acceptable one with the highest q,
 * brotli before gzip at equal q; `identity` when neither is acceptable (or offered).
 */
export function negotiate(accept: string | undefined, offered: { br: boolean; gzip: boolean }): Encoding | 'identity' {
  if (!accept) return 'identity';
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (token: string) => q.get(token) ?? (token === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  let best: Encoding | 'identity' = 'identity';
  let bestQ = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    const w = offered[encoding] ? weight(encoding) : 0;
    if (w > bestQ) {
      best = encoding;
      bestQ = w;
    }
  }
  return best;
}

const SUFFIX: Record<Encoding | 'identity', string> = { br: '-br', gzip: '-gz', identity: '' };

/** Whether If-None-Match names this content (in any of its encodings: they decode to the same bytes). */
export function etagMatches(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    if (tag === '*') return true;
    const opaque = tag.replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque.replace(/-(br|gz)$/, '') === hash;
  });
}

export interface SendOptions {
  contentType: string;
  cacheControl: string;
  status?: 200 | 404;
}

/** The answer for one request: 304 when its validator matches, else the negotiated representation. */
export function sendEncoded(c: Context, encoded: Encoded, options: SendOptions): Response {
  const encoding = encoded.compressible
    ? negotiate(c.req.header('accept-encoding'), { br: !!encoded.br, gzip: !!encoded.gzip })
    : 'identity';
  const headers: Record<string, string> = {
    'cache-control': options.cacheControl,
    etag: `"${encoded.hash}${SUFFIX[encoding]}"`,
  };
  if (encoded.compressible) headers.vary = 'Accept-Encoding';
  if ((options.status ?? 200) === 200 && etagMatches(c.req.header('if-none-match'), encoded.hash)) {
    return c.body(null, 304, headers);
  }
  headers['content-type'] = options.contentType;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  const body = encoding === 'identity' ? encoded.identity : (encoded[encoding] as Buffer);
  // Node's Buffers (readFile, zlib) sit on plain ArrayBuffers, never shared ones.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return c.body(bytes, options.status ?? 200, headers);
}

// --- caches

interface FileEntry {
  key: string;
  size: number;
  encoded: Promise<Encoded>;
}

/** Files by path, the most recently used last; bounded by their identity bytes. */
const files = new Map<string, FileEntry>();
let fileBytes = 0;
const FILE_CACHE_BYTES = 96 * 1024 * 1024;

function forgetFile(path: string): void {
  const entry = files.get(path);
  if (!entry) return;
  files.delete(path);
  fileBytes -= entry.size;
}

/**
 * A file's representations, made on first use and kept until the file changes (its size or
 * modification time) or the cache, bounded to 96 MB, lets it go. Rejects when the file cannot be
 * read.
 */
export async function encodeFile(path: string, contentType: string, effort: Effort): Promise<Encoded> {
  const info = await stat(path);
  const key = `${info.size}:${info.mtimeMs}:${effort}`;
  const cached = files.get(path);
  if (cached && cached.key === key) {
    // Most recently used goes last.
    files.delete(path);
    files.set(path, cached);
    return cached.encoded;
  }
  forgetFile(path);
  const encoded = readFile(path).then((bytes) => encode(bytes, contentType, effort));
  const entry: FileEntry = { key, size: info.size, encoded };
  files.set(path, entry);
  fileBytes += info.size;
  encoded.catch(() => {
    if (files.get(path) === entry) forgetFile(path);
  });
  for (const [oldest] of files) {
    if (fileBytes <= FILE_CACHE_BYTES || oldest === path) break;
    forgetFile(oldest);
  }
  return encoded;
}

/** In-memory texts by content, the most recently used last. */
const texts = new Map<string, Promise<Encoded>>();
const TEXT_CACHE_ENTRIES = 16;

/**
 * The representations of a text made at run time (index.html with or without the bridge and
 * the live-reload client, bridge.js): the same text is compressed once.
 */
export function encodeText(text: string, contentType: string, effort: Effort): Promise<Encoded> {
  const key = `${contentType}\n${effort}\n${text}`;
  let encoded = texts.get(key);
  if (encoded) texts.delete(key);
  else encoded = encode(Buffer.from(text, 'utf8'), contentType, effort);
  texts.set(key, encoded);
  while (texts.size > TEXT_CACHE_ENTRIES) texts.delete(texts.keys().next().value as string);
  return encoded;
}

// --- vendor API answers

/** Below this an answer goes as it is (as nginx's gzip_min_length: small JSON gains nothing). */
const MIN_ANSWER_BYTES = 1024;

/**
 * The vendor API's JSON answers gzip-compressed when the client accepts it, as the nginx in front
 * of a real vendor API sends them (gzip level 6, on the fly: each answer is new). A service list
 * or a page of loans shrinks to a fifth, which on a phone's link is a shorter wait at start-up.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (c.req.method === 'HEAD' || c.res.headers.has('content-encoding') || !/^application\/json/i.test(type)) return;
    c.res.headers.append('vary', 'Accept-Encoding');
    if (!/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '') || !c.res.body) return;
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    if (body.length < MIN_ANSWER_BYTES) return;
    const { status, headers } = c.res;
    const packed = await gzipAsync(body, { level: 6 });
    c.res = new Response(new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength), {
      status,
      headers,
    });
    c.res.headers.set('content-encoding', 'gzip');
    c.res.headers.set('content-length', String(packed.length));
  };
}
