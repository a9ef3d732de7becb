/**
 * Wrong card passwords, kept in SQLite (table password_failures, migration 16): one row for the
 * card (`card:<rdrno>`) and one for the WeChat user who typed it (`openid:<openid>`, or
 * `session:<token>` before OAuth), so a lock holds across tokens, sessions and restarts. The
 * rules (ils/rules/readers.ts: cardAttempts, openidAttempts) read the rows; rows older than the
 * longest window go. A lock is logged with the card or an openid prefix, never the password.
 */
import { type Db, select, prepare } from '../infra/db.js';
import { type AttemptCount, cardAttempts, chinaClock, openidAttempts, PASSWORD_POLICY } from '../ils/rules/index.js';
import type { Session } from './session.js';

export const cardSubject = (rdrno: string) => `card:${rdrno}`;

/** Who is guessing: the WeChat user, whatever their token; an anonymous session by its token. */
export const userSubject = (session: Session) =>
  session.openid ? `openid:${session.openid}` : `session:${session.token}`;

function failuresOf(db: Db, subject: string): number[] {
  return select<number>(db, 'SELECT at FROM password_failures WHERE subject = ? ORDER BY at, id').pluck().all(subject);
}

export interface AttemptCounts {
  /** null for a card number the library does not know. */
  card: AttemptCount | null;
  user: AttemptCount;
}

/** Where the card's and the user's counters stand at `now`. */
export function attemptCounts(db: Db, card: string | null, user: string, now: number): AttemptCounts {
  return {
    card: card ? cardAttempts(failuresOf(db, card), now, PASSWORD_POLICY) : null,
    user: openidAttempts(failuresOf(db, user), now, PASSWORD_POLICY),
  };
}

/** One wrong password, counted for each subject; rows past every window go. */
export function recordFailure(db: Db, subjects: string[], now: number): void {
  const insert = prepare(db, 'INSERT INTO password_failures (subject, at) VALUES (?, ?)');
  for (const subject of subjects) insert.run(subject, now);
  const oldest =
    now - Math.max(PASSWORD_POLICY.openidWindowMs, PASSWORD_POLICY.cardWindowMs + PASSWORD_POLICY.cardLockMs);
  prepare(db, 'DELETE FROM password_failures WHERE at < ?').run(oldest);
}

/** The right password: the card's count starts again (the user's does not: it limits guessing). */
export function clearCardFailures(db: Db, card: string): void {
  prepare(db, 'DELETE FROM password_failures WHERE subject = ?').run(card);
}

/** Forgets every count (tests; a reseed drops the table anyway). */
export function clearPasswordFailures(db: Db): void {
  prepare(db, 'DELETE FROM password_failures').run();
}

/** Logs a lock the last failure caused. */
export function logLocks(before: AttemptCounts, after: AttemptCounts, card: string | null, user: string): void {
  if (card && after.card?.lockedUntil && !before.card?.lockedUntil) {
    console.warn(
      `[harness] ${card.replace(':', ' ')} locked until ${chinaClock(after.card.lockedUntil)} (CST) after wrong passwords`,
    );
  }
  if (after.user.lockedUntil && !before.user.lockedUntil) {
    const [kind, id] = user.split(':');
    console.warn(
      `[harness] ${kind} ${id.slice(0, 6)}… has no wrong guesses left until ${chinaClock(after.user.lockedUntil)} (CST)`,
    );
  }
}
