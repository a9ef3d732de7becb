/**
 * axe-core for the route sweep and the scenarios: the serious and critical violations of a page
 * (or of part of it), and the screen shapes already checked in this e2e run.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE_PATH = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

/**
 * Shapes of the screens axe-core has checked in this e2e run (see `visit`): kept in this process,
 * and shared with the run's other worker processes through a file in E2E_SHARED_DIR (run.ts).
 */
export const axedShapes = (() => {
  const seen = new Set<string>();
  const file = process.env.E2E_SHARED_DIR ? join(process.env.E2E_SHARED_DIR, 'axed-shapes.txt') : null;
  const key = (shape: string) => createHash('sha1').update(shape).digest('hex');
  return {
    has(shape: string): boolean {
      if (seen.has(key(shape))) return true;
      if (file && existsSync(file)) for (const line of readFileSync(file, 'utf8').split('\n')) seen.add(line);
      return seen.has(key(shape));
    },
    add(shape: string): void {
      seen.add(key(shape));
      if (file) appendFileSync(file, `${key(shape)}\n`);
    },
  };
})();

/**
 * Serious and critical axe-core violations (of the whole page, or of the elements `only` selects;
 * every rule, or the `rules` named), one line per rule and element: rule, impact, target,
 * and for color-contrast the colours and the ratio. axe-core is injected once per document (an
 * in-app navigation keeps it), told not to copy each node's HTML (unused here, and costly).
 */
export async function axe(page: Page, options: { only?: string; rules?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) {
    await page.addScriptTag({ path: AXE_PATH });
    await page.evaluate('axe.configure({ noHtml: true })');
  }
  const context = options.only ? `document.querySelectorAll(${JSON.stringify(options.only)})` : 'document';
  const runOnly = options.rules ? `runOnly: { type: 'rule', values: ${JSON.stringify(options.rules)} }, ` : '';
  const nodes = (await page.evaluate(
    `axe.run(${context}, { ${runOnly}resultTypes: ['violations'] }).then((r) => r.violations.flatMap((v) => v.nodes.map((n) => ({
      id: v.id, impact: n.impact || v.impact, help: v.help, target: n.target.join(' '),
      data: (n.any[0] && n.any[0].data) || null }))))`,
  )) as { id: string; impact: string; help: string; target: string; data: Record<string, unknown> | null }[];
  return nodes
    .filter((n) => n.impact === 'serious' || n.impact === 'critical')
    .map((n) => {
      const d = n.data;
      const colours =
        n.id === 'color-contrast' && d
          ? ` (${d.fgColor} on ${d.bgColor}, ${d.contrastRatio}:1, needs ${d.expectedContrastRatio})`
          : '';
      // Sibling rows (the tab bar's five labels) share one line: nth-child indexes are dropped.
      return `${n.id} (${n.impact}) ${n.target.replace(/:nth-child\(\d+\)/g, '')}${colours}: ${n.help}`;
    });
}
