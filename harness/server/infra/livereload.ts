/**
 * Live reload over Server-Sent Events (GET /__harness/livereload). Every connection first gets
 * a `hello` event carrying this process's boot id (a restarted server makes pages reload too);
 * `notify()` sends a message that makes every connected page reload.
 */
import { randomToken } from './util.js';

const encoder = new TextEncoder();
const PING_MS = 20_000;

export class LiveReload {
  readonly bootId = randomToken(8);
  private readonly clients = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private timer: ReturnType<typeof setInterval> | null = null;

  /** The SSE response for one page. */
  connect(): Response {
    let self: ReadableStreamDefaultController<Uint8Array> | null = null;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        self = controller;
        this.clients.add(controller);
        controller.enqueue(encoder.encode(`retry: 1000\nevent: hello\ndata: ${this.bootId}\n\n`));
        this.startPing();
      },
      cancel: () => {
        if (self) this.clients.delete(self);
      },
    });
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      },
    });
  }

  /** Tells every connected page to reload. */
  notify(): void {
    this.send('data: reload\n\n');
  }

  get size(): number {
    return this.clients.size;
  }

  /** Ends every stream (server shutdown). */
  close(): void {
    for (const client of this.clients) {
      try {
        client.close();
      } catch {
        // already closed by the client
      }
    }
    this.clients.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private send(text: string): void {
    const chunk = encoder.encode(text);
    for (const client of this.clients) {
      try {
        client.enqueue(chunk);
      } catch {
        this.clients.delete(client);
      }
    }
  }

  private startPing(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.send(': ping\n\n'), PING_MS);
    this.timer.unref?.();
  }
}

/** The page side: reloads on a message, or when the server restarted (new boot id). */
export const LIVE_RELOAD_CLIENT =
  '<script>(function(){if(!window.EventSource)return;var boot,es=new EventSource("/__harness/livereload");' +
  'es.addEventListener("hello",function(e){if(boot&&boot!==e.data)location.reload();boot=e.data});' +
  'es.onmessage=function(){location.reload()};})();</script>';
