/**
 * A small W3C WebDriver client over fetch: what the WebKit lane needs of WebKitWebDriver (a new
 * session, navigation, scripts, elements, clicks and keys, cookies, the window, screenshots).
 * https://www.w3.org/TR/webdriver2/ — every command answers `{ value }`, a failure
 * `{ value: { error, message } }`, thrown here as a `WebDriverError`.
 */

/** A web element reference as the protocol carries it. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT_KEY]: string };

export class WebDriverError extends Error {
  constructor(
    /** The protocol's error code: 'no such element', 'stale element reference', 'javascript error' ... */
    readonly code: string,
    message: string,
    readonly command: string,
  ) {
    super(`${command}: ${code}: ${message}`);
    this.name = 'WebDriverError';
  }
}

export interface Cookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
}

export const isElement = (value: unknown): value is ElementRef =>
  typeof value === 'object' && value !== null && ELEMENT_KEY in value;

async function call<T>(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const command = `${method} ${path.replace(/\/session\/[^/]+/, '/session/:id')}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: { value?: unknown };
  try {
    json = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError('unknown error', `HTTP ${response.status}: ${text.slice(0, 200)}`, command);
  }
  const value = json.value as { error?: string; message?: string } | undefined;
  if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string')) {
    throw new WebDriverError(value?.error ?? `HTTP ${response.status}`, value?.message ?? text.slice(0, 200), command);
  }
  return json.value as T;
}

/** One browser session of a driver at `base` (http://127.0.0.1:port). */
export class WebDriverSession {
  private constructor(
    readonly base: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  /** New Session with these capabilities (alwaysMatch). */
  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(base, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(base, value.sessionId, value.capabilities);
  }

  private send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** Timeouts in ms: `script` (async scripts), `pageLoad`, `implicit` (element searches). */
  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<void> {
    return this.send('POST', '/timeouts', timeouts);
  }

  /** Navigates and waits for the load (the session's page load strategy). */
  navigate(url: string): Promise<void> {
    return this.send('POST', '/url', { url });
  }

  url(): Promise<string> {
    return this.send('GET', '/url');
  }

  title(): Promise<string> {
    return this.send('GET', '/title');
  }

  /** Runs `script` (a function body: `arguments[0]`…, `return`) and answers what it returns. */
  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.send('POST', '/execute/sync', { script, args });
  }

  /** Runs `script` with a callback as its last argument, and answers what it passes the callback. */
  executeAsync<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.send('POST', '/execute/async', { script, args });
  }

  /** The elements matching a CSS selector (none: an empty list). */
  findElements(css: string): Promise<ElementRef[]> {
    return this.send('POST', '/elements', { using: 'css selector', value: css });
  }

  /** Element Click: scrolled into view, then a real pointer click at its centre. */
  click(element: ElementRef): Promise<void> {
    return this.send('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  clear(element: ElementRef): Promise<void> {
    return this.send('POST', `/element/${element[ELEMENT_KEY]}/clear`, {});
  }

  /** Element Send Keys: focuses the element and types `text`. */
  sendKeys(element: ElementRef, text: string): Promise<void> {
    return this.send('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  text(element: ElementRef): Promise<string> {
    return this.send('GET', `/element/${element[ELEMENT_KEY]}/text`);
  }

  addCookie(cookie: Cookie): Promise<void> {
    return this.send('POST', '/cookie', { cookie });
  }

  cookies(): Promise<Cookie[]> {
    return this.send('GET', '/cookie');
  }

  deleteCookies(): Promise<void> {
    return this.send('DELETE', '/cookie');
  }

  /** Set Window Rect; answers the rect the window got. */
  setWindowRect(rect: { width: number; height: number; x?: number; y?: number }) {
    return this.send<{ x: number; y: number; width: number; height: number }>('POST', '/window/rect', rect);
  }

  /** The viewport as a PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.send<string>('GET', '/screenshot'), 'base64');
  }

  /** Delete Session: the browser quits. */
  delete(): Promise<void> {
    return this.send('DELETE', '');
  }
}

/** The driver's /status: whether it can make a session now. */
export async function driverReady(base: string): Promise<boolean> {
  try {
    const status = await call<{ ready?: boolean }>(base, 'GET', '/status');
    return status?.ready !== false;
  } catch {
    return false;
  }
}
