/**
 * The tab's page errors: every uncaught error and unhandled promise rejection of the documents
 * this tab loaded with the bridge, and the trail of those documents (their addresses as loaded).
 * Kept in the tab's sessionStorage, so they outlive a navigation (the OAuth round trip leaves the
 * app's first document and comes back to a second): a test reads them at the end of a journey in
 * any browser, where classic WebDriver has no page-error event (test/e2e/lanes.e2e.ts).
 *
 * Imported first by bridge.ts and installed when this module is evaluated, before the rest of
 * the bridge and any app script, so an error of theirs is recorded too. Written for the app's
 * oldest browsers (it runs in them): nothing newer than they have.
 */

/** One uncaught error (`error`) or unhandled rejection (`rejection`). */
export interface PageErrorRecord {
  kind: 'error' | 'rejection';
  /** The error's stack when it has one, else its message (or the rejection's reason as text). */
  message: string;
  /** The document's address when it happened. */
  url: string;
  time: number;
}

export interface PageErrors {
  /** Every error recorded in this tab, oldest first (the last 50). */
  list(): PageErrorRecord[];
  /** The documents this tab loaded with the bridge, oldest first (the last 50): address and time. */
  documents(): { url: string; time: number }[];
  /** Forgets both. */
  clear(): void;
}

interface Kept {
  errors: PageErrorRecord[];
  documents: { url: string; time: number }[];
}

export const PAGE_ERRORS_KEY = 'harness_page_errors';
const LIMIT = 50;
/** Not an exception: Chromium reports a ResizeObserver that had more to say in the same frame this way. */
const NOT_AN_EXCEPTION = /ResizeObserver loop/;

let memory: Kept = { errors: [], documents: [] };

function read(): Kept {
  try {
    const text = window.sessionStorage.getItem(PAGE_ERRORS_KEY);
    if (text) {
      const kept = JSON.parse(text) as Partial<Kept>;
      return {
        errors: Array.isArray(kept.errors) ? kept.errors : [],
        documents: Array.isArray(kept.documents) ? kept.documents : [],
      };
    }
  } catch {
    // Storage blocked or spoilt: the record of this document only.
  }
  return memory;
}

function write(kept: Kept): void {
  memory = { errors: kept.errors.slice(-LIMIT), documents: kept.documents.slice(-LIMIT) };
  try {
    window.sessionStorage.setItem(PAGE_ERRORS_KEY, JSON.stringify(memory));
  } catch {
    // Kept in memory.
  }
}

function describe(value: unknown): string {
  if (value && typeof value === 'object') {
    const error = value as { stack?: unknown; message?: unknown; name?: unknown };
    const stack = typeof error.stack === 'string' ? error.stack : '';
    const message = typeof error.message === 'string' ? error.message : '';
    // WebKit's stack lists frames only: lead with the message.
    if (stack && message && stack.indexOf(message) === -1)
      return `${String(error.name || 'Error')}: ${message}\n${stack}`;
    if (stack || message) return stack || message;
  }
  try {
    return String(value);
  } catch {
    return '(unprintable)';
  }
}

function record(kind: PageErrorRecord['kind'], message: string): void {
  const kept = read();
  kept.errors.push({ kind, message: message.slice(0, 2000), url: window.location.href, time: Date.now() });
  write(kept);
}

const host = window as unknown as { __harnessPageErrors?: PageErrors };

/** Listens from now on (once per document) and notes this document; answers the record. */
export function installPageErrors(): PageErrors {
  if (host.__harnessPageErrors) return host.__harnessPageErrors;
  window.addEventListener('error', (event: ErrorEvent) => {
    // A resource that failed to load fires a plain Event here (it does not bubble): not script.
    if (!(event instanceof ErrorEvent)) return;
    const message = event.error ? describe(event.error) : String(event.message || 'Script error');
    if (!event.error && NOT_AN_EXCEPTION.test(message)) return;
    record('error', message);
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    record('rejection', describe(event.reason));
  });
  const kept = read();
  kept.documents.push({ url: window.location.href, time: Date.now() });
  write(kept);
  const errors: PageErrors = {
    list: () => read().errors.slice(),
    documents: () => read().documents.slice(),
    clear: () => write({ errors: [], documents: [] }),
  };
  host.__harnessPageErrors = errors;
  return errors;
}

export const pageErrors = installPageErrors();
