/**
 * Shared by the study-space suites: a harness whose clock starts on a Tuesday at 08:00 (China
 * time) and moves only when a test moves it (POST /__harness/api/clock), so the library's hours,
 * the week and the check-in windows are the same whatever day and hour the tests run.
 */
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { spaceDate } from '../../harness/server/ils/rules/index.js';
import { Client, harnessSuite, type HarnessCtx } from './helpers.js';

const DAY = 86_400_000;
const CST = 8 * 3_600_000;

/** The next Tuesday after tomorrow, 08:00 in China: SXLIB opens at 09:00 and is closed on Mondays. */
function aTuesdayMorning(): number {
  let t = Date.now() + DAY;
  while (new Date(t + CST).getUTCDay() !== 2) t += DAY;
  return Date.parse(`${spaceDate(t)}T08:00:00+08:00`);
}

export const T0 = aTuesdayMorning();
/** The day `n` days from the suite's first (0 Tuesday … 6 Monday, closed at SXLIB). */
export const day = (n: number) => spaceDate(T0, n);

export type Row = Record<string, any>;
export type Answer = { status: string; message: string; rows: Row[]; total: number };

export function spacesSuite(name: string) {
  return harnessSuite(name, { now: () => T0 });
}

/** A client signed in as `persona` now (a login is signed with the phone's clock, the suite's T0). */
export async function signedIn(ctx: HarnessCtx, persona: string): Promise<Client> {
  const client = new Client(ctx.server.url);
  await client.login(T0);
  await client.signIn(persona);
  return client;
}

export const call = (client: Client, name: ElibName, params: Record<string, string>) =>
  client.elib(name, params) as Promise<Answer>;

/** Moves the harness clock to `hhmm` on the suite's first day (forward only). */
export async function clockTo(ctx: HarnessCtx, hhmm: string): Promise<void> {
  const target = Date.parse(`${day(0)}T${hhmm}:00+08:00`);
  const now = (await ctx.client.get('/__harness/api/clock')).data.now as number;
  const minutes = Math.round((target - now) / 60_000);
  if (minutes <= 0) throw new Error(`the clock is at or past ${hhmm}`);
  const moved = await ctx.client.post('/__harness/api/clock', {
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
  if (moved.code !== 1) throw new Error(moved.message);
}

/** The space's id by library and name. */
export function spaceId(ctx: HarnessCtx, libcode: string, name: string): string {
  return String(
    ctx.server.db.prepare('SELECT spaceid FROM spaces WHERE libcode = ? AND name = ?').pluck().get(libcode, name),
  );
}

/** The door code of a space, as the control API lists it. */
export async function doorCodeOf(ctx: HarnessCtx, spaceid: string): Promise<string> {
  const list = await ctx.client.get('/__harness/api/spaces');
  return list.data.rows.find((s: Row) => String(s.spaceid) === spaceid).code;
}
