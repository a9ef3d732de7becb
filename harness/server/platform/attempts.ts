/**
 * Wrong card passwords, counted per card and per session: 5 wrong within 10 minutes lock that
 * card (for everyone) or that session (for every card) for 15 minutes. Kept in memory (a restart
 * or POST /__harness/api/reset forgets them); a lockout is logged with the card or a token prefix,
 * never the password.
 */
export const PASSWORD_POLICY = { maxFailures: 5, windowMs: 10 * 60 * 1000, lockMs: 15 * 60 * 1000 };

export const LOCKED_MESSAGE = '密码错误次数过多，请稍后再试';

export class PasswordAttempts {
  private readonly failures = new Map<string, number[]>();
  private readonly locks = new Map<string, number>();

  constructor(private readonly policy = PASSWORD_POLICY) {}

  /** A refusal while the card or the session is locked, else ''. */
  refusal(subjects: string[], now: number): string {
    return subjects.some((subject) => (this.locks.get(subject) ?? 0) > now) ? LOCKED_MESSAGE : '';
  }

  /** One wrong password; true when it locked a subject. */
  fail(subjects: string[], now: number): boolean {
    let locked = false;
    for (const subject of subjects) {
      const recent = (this.failures.get(subject) ?? []).filter((at) => now - at < this.policy.windowMs);
      recent.push(now);
      if (recent.length >= this.policy.maxFailures) {
        this.locks.set(subject, now + this.policy.lockMs);
        this.failures.delete(subject);
        console.warn(`[harness] ${describe(subject)} locked for 15 min after ${recent.length} wrong passwords`);
        locked = true;
      } else {
        this.failures.set(subject, recent);
      }
    }
    this.prune(now);
    return locked;
  }

  /** The right password: the card's count starts again (a lock stays until it ends). */
  succeed(subject: string): void {
    this.failures.delete(subject);
  }

  clear(): void {
    this.failures.clear();
    this.locks.clear();
  }

  /** Old entries go, so an attacker cycling tokens cannot grow the maps without bound. */
  private prune(now: number): void {
    if (this.failures.size + this.locks.size < 10_000) return;
    for (const [subject, until] of this.locks) if (until <= now) this.locks.delete(subject);
    for (const [subject, list] of this.failures)
      if (list.every((at) => now - at >= this.policy.windowMs)) this.failures.delete(subject);
  }
}

export const cardSubject = (rdrno: string) => `card:${rdrno}`;
export const sessionSubject = (token: string) => `session:${token}`;

function describe(subject: string): string {
  return subject.startsWith('session:') ? `session ${subject.slice(8, 14)}…` : `card ${subject.slice(5)}`;
}
