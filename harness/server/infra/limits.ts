/**
 * What a request may carry, for every area that reads bodies (vendor API, WeChat media upload,
 * control API): a body over the area's limit is refused without being read on, and HEAD, which
 * Hono answers with a route's GET handler, is refused before a handler that may write runs.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

export const MB = 1024 * 1024;

/** Vendor API (/api/*): parameters are at most 4096 characters each (http.ts). */
export const API_BODY_LIMIT = 1 * MB;

/** `请求数据过大，不能超过 1 MB`: the refusal's message for a limit. */
export function tooLargeMessage(maxBytes: number): string {
  return `请求数据过大，不能超过 ${maxBytes / MB} MB`;
}

type NodeEnv = { incoming?: IncomingMessage };

/** Up to `maxBytes` of a Node request body; null past that (reading stops) or when it breaks off. */
function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    if (incoming.readableEnded) return resolve(new Uint8Array(0));
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: Uint8Array | null) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onBreak).off('close', onBreak);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else {
        // Not destroyed: the answer still has to go out on this connection (tooLarge).
        incoming.pause();
        finish(null);
      }
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onBreak = () => finish(null);
    // 'close' before 'end': the client went away mid-body.
    incoming.on('data', onData).on('end', onEnd).on('error', onBreak).on('close', onBreak);
  });
}

/** The same from a web stream (app.request() in tests, no Node request underneath). */
async function readStream(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return null;
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Holds the body to `maxBytes`: false when its Content-Length says more, or as soon as a body
 * without one (chunked) has brought more, reading no further (or when it breaks off). Otherwise
 * true, and a body that was counted is kept in Hono's body cache, where the handler's
 * `c.req.text()`, `arrayBuffer()` or `parseBody()` finds it. `hono/body-limit` does the same
 * through the Request's stream, which @hono/node-server cannot build under the test suites'
 * happy-dom globals; this reads the Node request itself.
 */
export async function bufferBody(c: Context, maxBytes: number): Promise<boolean> {
  // Node's parser ends a body at its Content-Length: decided without touching the stream, so the
  // handler's own read keeps @hono/node-server's direct path.
  const declared = c.req.header('content-length');
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) return Number(declared) <= maxBytes;
  const incoming = (c.env as NodeEnv | undefined)?.incoming;
  const stream = incoming ? null : c.req.raw.body;
  if (!incoming && !stream) return true;
  const body = incoming ? await readIncoming(incoming, maxBytes) : await readStream(stream as ReadableStream, maxBytes);
  if (!body) return false;
  const buffer = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
  // Hono keeps a promise per body kind there (its type says the value).
  (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(buffer);
  return true;
}

/** How long a refused connection stays open, unread, for the client to take the answer. */
const LINGER_MS = 1000;

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`: a FIN, then at once a
 * reset, since the unread body is still arriving; the reset makes a client that is still sending
 * drop the answer it has not read yet. This socket lingers instead: the FIN, and the reset
 * LINGER_MS later, without reading meanwhile (TCP flow control holds the sender back).
 */
function lingerOnClose(c: Context): void {
  const socket = (c.env as NodeEnv | undefined)?.incoming?.socket;
  if (!socket) return; // app.request() in tests: no connection
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * HTTP 413 with the area's envelope. The rest of the body is never read: `Connection: close`,
 * and the connection ends after the answer.
 */
export function tooLarge(c: Context, envelope: object): Response {
  lingerOnClose(c);
  return c.json(envelope, 413, { connection: 'close' });
}

export const isHead = (c: Context): boolean => c.req.method === 'HEAD';

/** HTTP 405 with `Allow` (the route's methods), for HEAD; the envelope's body is dropped by Hono. */
export function refuseHead(c: Context, envelope: object, allow: string): Response {
  return c.json(envelope, 405, { allow });
}
