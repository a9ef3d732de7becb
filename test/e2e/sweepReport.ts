/** The route sweep's findings: their shape, the known-failures match, and how a pass prints them. */
import { KNOWN_FAILURES } from './sweepKnown';
import { sweepOptions, type CheckId, type Condition } from './sweepPlan';

export interface Finding {
  check: CheckId;
  condition: Condition;
  persona: string;
  route: string;
  detail: string;
  /** Where the page was and what it showed. */
  seen: string;
  shot?: string;
}

/** The known-failures entry a finding matches (none under SWEEP_STRICT=1). */
export const knownEntry = (f: Finding) =>
  sweepOptions.strict
    ? undefined
    : KNOWN_FAILURES.find(
        (k) =>
          k.check === f.check &&
          (!k.condition || k.condition === f.condition) &&
          (!k.persona || k.persona === f.persona) &&
          (!k.route || k.route === f.route) &&
          (!k.detail || k.detail.test(f.detail)),
      );

/** Known findings, one line per entry of the list: how many, on which routes, and why. */
export function formatKnown(known: Finding[]): string {
  return KNOWN_FAILURES.map((entry) => {
    const matched = known.filter((f) => knownEntry(f) === entry);
    if (!matched.length) return '';
    const routes = [...new Set(matched.map((f) => `${f.persona} ${f.route}`))];
    return `    [${entry.check}] ${matched.length}× (${routes.slice(0, 6).join(', ')}${routes.length > 6 ? ', ...' : ''})\n      ${entry.why}`;
  })
    .filter(Boolean)
    .join('\n');
}

/** Findings grouped by check and detail: each group lists its persona and routes. */
export function formatFindings(findings: Finding[]): string {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.check}: ${f.detail}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups]
    .map(([key, group]) => {
      const byPersona = new Map<string, string[]>();
      for (const f of group) byPersona.set(f.persona, [...(byPersona.get(f.persona) ?? []), f.route]);
      const where = [...byPersona].map(([persona, paths]) => `      ${persona}: ${paths.join(' ')}`).join('\n');
      return `    [${group[0].condition}] ${key}\n${where}\n      e.g. ${group[0].seen}${group[0].shot ? `\n      ${group[0].shot}` : ''}`;
    })
    .join('\n');
}
