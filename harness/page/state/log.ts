/**
 * The JS-SDK log the page shows: rows from host.log (the frame's calls, at once) and from the
 * server's copy (history after a reload of the page, and pages outside the frame).
 */
import { CONTROL, type JsSdkLogEntry } from '../../bridge/protocol';
import { createStore } from './store';

export interface LogRow extends JsSdkLogEntry {
  key: number;
  /** Seen only on the server: a page outside the phone frame (another tab, a real phone). */
  outside?: boolean;
}

const LOG_LIMIT = 500;
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

/** The same call reaches the page twice (host.log, then the server's copy): one row. */
const shown = new Set<string>();
const identity = (entry: JsSdkLogEntry) => `${entry.time}|${entry.invoke}|${entry.api}|${entry.pageUrl}`;

export function addLogRows(entries: JsSdkLogEntry[], outside: boolean): void {
  const fresh = entries.filter((entry) => !shown.has(identity(entry)));
  if (!fresh.length) return;
  for (const entry of fresh) shown.add(identity(entry));
  const rows = fresh.map((entry): LogRow => ({ ...detach(entry), key: ++sequence, ...(outside ? { outside } : {}) }));
  jsLog.set((list) => [...rows, ...list].sort((a, b) => b.time - a.time).slice(0, LOG_LIMIT));
}

export function clearLog(): void {
  shown.clear();
  jsLog.set([]);
}

let serverLogId = 0;

/**
 * The server's copy of the log: on start the history (the page may have been reloaded), then
 * every 2 s whatever pages outside the frame logged.
 */
async function pullServerLog(first: boolean): Promise<void> {
  try {
    const response = await fetch(`${CONTROL.log}?since=${serverLogId}`);
    const body = (await response.json()) as { code: number; data?: { rows: JsSdkLogEntry[]; lastId: number } };
    if (body.code !== 1 || !body.data) return;
    // A restarted server counts from 1 again.
    if (body.data.lastId < serverLogId) serverLogId = 0;
    else serverLogId = body.data.lastId;
    addLogRows(body.data.rows, !first);
  } catch {
    // Server away: the frame's own calls still arrive through host.log.
  }
}

export function startLogSync(): void {
  void pullServerLog(true);
  setInterval(() => void pullServerLog(false), 2000);
}

