/**
 * Known failures of the route sweep: real defects, reported to their owners and not yet fixed.
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

const PAGE_CSS =
  'src/pages CSS (owner of src/): hard-coded #999 / #1677ff text; use var(--app-weak) / var(--app-primary) from src/styles/app.css';
const BOOT = 'src/stores (boot.ts, WechatStore.ts, ReaderStore.ts)';

export const KNOWN_FAILURES: KnownFailure[] = [
  // --- contrast in page styles (every condition)
  {
    check: 'a11y',
    detail: /^color-contrast \(serious\) (\.home-search > span|\.home-strip-go|\.home-strip-sub) \(#999999 /,
    why: `${PAGE_CSS}: src/pages/home/home.css`,
  },
  {
    check: 'a11y',
    detail:
      /^color-contrast \(serious\) (\.bind-intro|\.bind-hints > p) \(#999999 |^color-contrast \(serious\) (\.bind-create|a) \(#1677ff on #f5f5f5/,
    why: `${PAGE_CSS}: src/pages/rdrnos/bind.css`,
  },
  {
    check: 'a11y',
    detail: /^color-contrast \(serious\) (\S+ > )?\.cards-item-remark \(#999999 /,
    why: `${PAGE_CSS}: src/pages/rdrnos/cards.css`,
  },
  // --- offline: a route whose chunk cannot load
  {
    check: 'failure-not-chinese',
    condition: 'offline',
    detail: /dynamically imported module/,
    why: 'src/router/RouteBoundary.tsx shows error.message: a failed chunk load reads "Failed to fetch dynamically imported module: <url>"; it needs a Chinese message (e.g. 网络异常，页面加载失败)',
  },
  {
    check: 'technical-text',
    condition: 'offline',
    detail: /dynamically imported module/,
    why: 'the same RouteBoundary message',
  },
  // --- faulty network: start-up under failures (random: which routes fail changes from run to run)
  {
    check: 'address',
    condition: 'faulty',
    detail: /was \/\?redirect_uri=/,
    why:
      `${BOOT}: the reader stays on the OAuth landing page (/?redirect_uri=<route>[&code&state]) and never reaches the route: ` +
      "a failed login there ends start-up before step 12; dropOAuthParams can replace step 12's navigation when both run at once; " +
      'a second authorize round trip from the landing page nests redirect_uri (/?redirect_uri=%2F%3Fredirect_uri%3D...)',
  },
  {
    check: 'address',
    condition: 'faulty',
    persona: 'reader',
    detail: /was \/rdrnos\/bind\?redirect_url=/,
    why: `${BOOT}: a failed login marks the cards ready with no card: the guard sends a reader who has a card to the bind page`,
  },
  {
    check: 'failure-toast-without-way-forward',
    condition: 'faulty',
    detail: /模拟故障/,
    why: `${BOOT}: start-up failures (login, reader cards, extended info) are only toasted; nothing on the screen retries`,
  },
  {
    check: 'stuck-loading',
    condition: 'faulty',
    why:
      `${BOOT} and src/components/ui/ServiceGrid.tsx: after a failed login the service grid stays a skeleton (aria-busy) for good, ` +
      'since the list is never asked for and no error is set; repeated OAuth round trips can also keep 加载中 past 20 s',
  },
  {
    check: 'blank',
    condition: 'faulty',
    route: '/apps',
    why: 'the same skeleton grid on /apps after a failed login: no text at all',
  },
];
