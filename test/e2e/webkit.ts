/**
 * WebKit for the e2e WebKit lane: Debian's WebKitWebDriver (package webkit2gtk-driver) driving
 * WebKitGTK's MiniBrowser, in an X server of its own (Xvfb, package xvfb: this MiniBrowser has no
 * headless mode), with an iOS WeChat user agent. One browser per lane: `openWebKit()` starts the
 * X server, the driver and a session; `close()` ends them in the reverse order.
 *
 *   WEBKIT_DRIVER   the driver (default /usr/bin/WebKitWebDriver)
 *   MINIBROWSER     the browser (default Debian's, under /usr/lib/<triplet>/webkit2gtk-4.1/)
 *   E2E_WEBKIT=0    leaves the lane out of the run (test/e2e/lanes.e2e.ts)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch } from 'node:os';
import { IOS_WECHAT_UA } from './browser';
import { driverReady, WebDriverSession } from './webdriver';

const TRIPLET = arch() === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER ?? `/usr/lib/${TRIPLET}/webkit2gtk-4.1/MiniBrowser`;
export const XVFB = '/usr/bin/Xvfb';

/** The phone's viewport as asked; the window may not go narrower than MiniBrowser's toolbar. */
const PHONE = { width: 390, height: 844 };

/** Why this machine cannot run the lane ('' when it can): what to install, and the switch. */
export function webkitMissing(): string {
  const missing = [
    ['WebKitWebDriver', WEBKIT_DRIVER, 'webkit2gtk-driver'],
    ['MiniBrowser', MINIBROWSER, 'webkit2gtk-driver'],
    ['Xvfb', XVFB, 'xvfb'],
  ].filter(([, path]) => !existsSync(path));
  if (!missing.length) return '';
  const packages = [...new Set(missing.map(([, , pkg]) => pkg))].join(' ');
  return (
    `the WebKit lane cannot run: ${missing.map(([name, path]) => `${name} is missing (${path})`).join(', ')}. ` +
    `Install Debian's ${packages} (apt-get install -y ${packages}; .ci/run does), ` +
    'or set E2E_WEBKIT=0 to leave the lane out'
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Xvfb on a display it picks itself (-displayfd): answers the process and ':<n>' once it is ready. */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let log = '';
    xvfb.stderr?.on('data', (chunk) => {
      log = (log + chunk).slice(-2000);
    });
    const timer = setTimeout(() => {
      xvfb.kill();
      reject(new Error(`Xvfb did not start within 10 s: ${log}`));
    }, 10_000);
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk) => {
      clearTimeout(timer);
      resolve({ process: xvfb, display: `:${String(chunk).trim()}` });
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${log}`));
    });
  });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface WebKit {
  session: WebDriverSession;
  /** The browser's version (WebKitGTK's), as the driver reports it. */
  version: string;
  /** The viewport the page got (MiniBrowser's window has a toolbar and a minimum width). */
  viewport: { width: number; height: number };
  close(): Promise<void>;
}

/** Xvfb, WebKitWebDriver and a MiniBrowser session with an iOS WeChat user agent. */
export async function openWebKit(): Promise<WebKit> {
  const why = webkitMissing();
  if (why) throw new Error(why);
  let xvfb: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  let session: WebDriverSession | undefined;
  const close = async () => {
    await session?.delete().catch(() => undefined);
    await stop(driver);
    // Last: a MiniBrowser the driver left behind loses its display and exits.
    await stop(xvfb);
  };
  try {
    const x = await startXvfb();
    xvfb = x.process;
    const port = await freePort();
    let log = '';
    driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: x.display, LANG: 'zh_CN.UTF-8', LANGUAGE: 'zh_CN:zh' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      log = (log + chunk).slice(-2000);
    };
    driver.stdout?.on('data', keep);
    driver.stderr?.on('data', keep);
    const base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    while (!(await driverReady(base))) {
      if (driver.exitCode !== null || Date.now() - started > 10_000)
        throw new Error(`WebKitWebDriver did not answer on ${base}: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    session = await WebDriverSession.create(base, {
      browserName: 'MiniBrowser',
      pageLoadStrategy: 'normal',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: ['--automation', `--user-agent=${IOS_WECHAT_UA}`],
      },
    });
    await session.setTimeouts({ script: 15_000, pageLoad: 30_000, implicit: 0 });
    await session.setWindowRect(PHONE);
    const viewport = await session.execute<{ width: number; height: number }>(
      'return { width: window.innerWidth, height: window.innerHeight };',
    );
    return { session, version: String(session.capabilities.browserVersion ?? '?'), viewport, close };
  } catch (error) {
    await close();
    throw error;
  }
}
