/**
 * Known failures of the route sweep: real defects not yet fixed, each with where it lives.
 * A finding that matches an entry is printed as "known" and does not fail the suite; run with
 * SWEEP_STRICT=1 to see every finding fail. Fixing the defect means deleting its entry here:
 * this list is meant to become empty. Never add an entry for a check that is wrong; fix the check.
 */
import type { CheckId, Condition } from './sweepPlan';

export interface KnownFailure {
  check: CheckId;
  condition?: Condition;
  persona?: string;
  /** Route path, exact. */
  route?: string;
  /** Matched against the finding's detail. */
  detail?: RegExp;
  /** What is wrong and who fixes it. */
  why: string;
}

export const KNOWN_FAILURES: KnownFailure[] = [];
