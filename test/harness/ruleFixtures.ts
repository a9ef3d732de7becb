/** Facts the rule tests share: the library's policy as seeded, and a reader in good standing. */
import type { LibraryPolicy, ReaderStanding } from '../../harness/server/ils/rules/index.js';

export const policy: LibraryPolicy = {
  maxUnpaidFine: 1000,
  finePerDay: 10,
  maxOverdueFine: 2000,
  pickupDays: 7,
  reserveDays: 60,
};

/** A reader in good standing: 普通读者 limits (10 loans, 30 days, 1 renewal, 3 reservations). */
export const reader = (changes: Partial<ReaderStanding> = {}): ReaderStanding => ({
  state: 'valid',
  limits: { loanlimit: 10, loandays: 30, renewlimit: 1, reservelimit: 3 },
  loancount: 2,
  overduecount: 0,
  reservecount: 0,
  fine: 0,
  ...changes,
});
