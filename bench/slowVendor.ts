/**
 * The vendor's service list answering late, for the bench's "slow service list" scenario: the
 * harness's per-endpoint fault latency (docs/HARNESS.md, "Faults"), set through its control API
 * for one visit and cleared after it, so no other scenario is slowed.
 */
import { SERVICE_LIST_PATH } from './metrics';

/** How late /api/v1/service/list answers (on top of the throttled round trip). */
export const SLOW_SERVICE_LIST_MS = 1000;

async function faults(baseUrl: string, settings?: object): Promise<void> {
  const response = await fetch(
    `${baseUrl}/__harness/api/faults`,
    settings
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) }
      : { method: 'DELETE' },
  );
  const answer = (await response.json()) as { code: number; message: string };
  if (answer.code !== 1) throw new Error(`the harness refused the faults: ${answer.message}`);
}

/** Runs `measure` while the service list answers SLOW_SERVICE_LIST_MS late; clears the faults after. */
export async function withSlowServiceList<T>(baseUrl: string, measure: () => Promise<T>): Promise<T> {
  const endpoint = SERVICE_LIST_PATH.slice('/api'.length);
  await faults(baseUrl, { endpoints: { [endpoint]: { latency: SLOW_SERVICE_LIST_MS } } });
  try {
    return await measure();
  } finally {
    await faults(baseUrl);
  }
}
