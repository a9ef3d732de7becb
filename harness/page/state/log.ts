/**
 * The JS-SDK log the page shows: rows from host.log (calls made in the phone frame, at once) and
 * from the server's copy (history after a reload of the page, and pages elsewhere: another tab,
 * a real phone). Each row knows whether it came from this phone and whether from the JS-SDK
 * demo page rather than the app.
 */
import { CONTROL, type JsSdkLogEntry } from '../../bridge/protocol';
import { createStore } from './store';

export interface LogRow extends JsSdkLogEntry {
  key: number;
  /** Not from this page's phone frame: another tab, another harness page, a real phone. */
  outside: boolean;
  /** From the JS-SDK demo page (/__harness/jssdk), not the app. */
  demo: boolean;
}

const LOG_LIMIT = 500;
const DEMO_PATH = '/__harness/jssdk';
/** This tab's phone calls, so the server's history can be told apart after a reload of the page. */
const PHONE_CALLS_KEY = 'harness_page:phone-calls';
let sequence = 0;

export const jsLog = createStore<LogRow[]>([]);

/** A copy that no longer points into the frame's realm (it goes away on every reload). */
export function detach<T>(value: T): T {
  try {
    return JSON.parse(JSON.stringify(value ?? {})) as T;
  } catch {
    return {} as T;
  }
}

export function isDemoPage(pageUrl: string): boolean {
  try {
    return new URL(pageUrl, location.origin).pathname.startsWith(DEMO_PATH);
  } catch {
    return false;
  }
}

/** The same call reaches the page twice (host.log, then the server's copy): one row. */
const identity = (entry: JsSdkLogEntry) => `${entry.time}|${entry.invoke}|${entry.api}|${entry.pageUrl}`;
const shown = new Set<string>();
const phoneCalls = new Set<string>();

function savePhoneCalls(): void {
  try {
    sessionStorage.setItem(PHONE_CALLS_KEY, JSON.stringify([...phoneCalls].slice(-LOG_LIMIT)));
  } catch {
    // Not remembered: after a reload the history reads as from elsewhere.
  }
}

/** On start: which of the server's history came from this tab's phone before the page reloaded. */
export function restorePhoneCalls(): void {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(PHONE_CALLS_KEY) ?? '[]');
    if (Array.isArray(saved)) for (const id of saved) if (typeof id === 'string') phoneCalls.add(id);
  } catch {
    // A broken saved list: start without one.
  }
}

/**
 * Rows from the phone (host.log) or from the server. A server row is this phone's when the phone
 * already reported it; should the server's copy come first, the phone's report corrects it.
 */
export function addLogRows(entries: JsSdkLogEntry[], from: 'phone' | 'server'): void {
  if (from === 'phone') {
    for (const entry of entries) phoneCalls.add(identity(entry));
    savePhoneCalls();
    const late = new Set(entries.map(identity).filter((id) => shown.has(id)));
    if (late.size) jsLog.set((list) => list.map((row) => (late.has(identity(row)) ? { ...row, outside: false } : row)));
  }
  const fresh = entries.filter((entry) => !shown.has(identity(entry)));
  if (!fresh.length) return;
  for (const entry of fresh) shown.add(identity(entry));
  const rows = fresh.map(
    (entry): LogRow => ({
      ...detach(entry),
      key: ++sequence,
      outside: !phoneCalls.has(identity(entry)),
      demo: isDemoPage(entry.pageUrl),
    }),
  );
  jsLog.set((list) => [...rows, ...list].sort((a, b) => b.time - a.time).slice(0, LOG_LIMIT));
}

export function clearLog(): void {
  shown.clear();
  phoneCalls.clear();
  savePhoneCalls();
  jsLog.set([]);
}

export function replyMessage(reply: Record<string, unknown>): string {
  const message = reply.errMsg ?? reply.err_msg;
  return typeof message === 'string' ? message : '';
}

export function outcome(message: string): 'ok' | 'cancel' | 'fail' | 'pending' {
  if (!message) return 'pending';
  if (/cancel/i.test(message)) return 'cancel';
  if (/:ok\b/.test(message)) return 'ok';
  return /fail|denied|invalid|error|offline verifying|access_denied/i.test(message) ? 'fail' : 'ok';
}

export interface LogFilter {
  /** Part of the API's SDK or native name. */
  text: string;
  failuresOnly: boolean;
  /** Only the app in this page's phone: no other tab, no real phone, no JS-SDK demo page. */
  phoneOnly: boolean;
}

export function filterRows(rows: LogRow[], filter: LogFilter): LogRow[] {
  const needle = filter.text.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!needle || row.api.toLowerCase().includes(needle) || row.invoke.toLowerCase().includes(needle)) &&
      (!filter.failuresOnly || outcome(replyMessage(row.reply)) === 'fail') &&
      (!filter.phoneOnly || (!row.outside && !row.demo)),
  );
}

let serverLogId = 0;

/** The server's copy of the log: on start the history, then every 2 s what pages elsewhere logged. */
async function pullServerLog(): Promise<void> {
  try {
    const response = await fetch(`${CONTROL.log}?since=${serverLogId}`);
    const body = (await response.json()) as { code: number; data?: { rows: JsSdkLogEntry[]; lastId: number } };
    if (body.code !== 1 || !body.data) return;
    // A restarted server counts from 1 again.
    if (body.data.lastId < serverLogId) serverLogId = 0;
    else serverLogId = body.data.lastId;
    addLogRows(body.data.rows, 'server');
  } catch {
    // Server away: the frame's own calls still arrive through host.log.
  }
}

export function startLogSync(): void {
  restorePhoneCalls();
  void pullServerLog();
  setInterval(() => void pullServerLog(), 2000);
}
