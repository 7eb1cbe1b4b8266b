/**
 * axe-core (the npm package, never a CDN copy) run inside a Playwright page: WCAG 2.0/2.1/2.2 A and AA rules plus
 * target-size, and a readable report of what is serious or critical.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
} as const;

export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string[]; summary: string }>;
}

/**
 * Runs axe on the page (or on the part matched by `include`) and returns every violation. axe is evaluated over
 * the DevTools protocol rather than as a <script> tag, so the app's Content-Security-Policy does not block it.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ options, include }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; helpUrl: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }> } }).axe;
      const result = await axe.run(include ? { include: [include] } : document, options);
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? '' })),
      }));
    },
    { options: AXE_OPTIONS, include },
  );
}

/** Only the violations that fail a sweep: impact serious or critical. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => (BLOCKING_IMPACTS as readonly (string | null)[]).includes(v.impact));
}

/** One line per violation and one per offending element: rule id, impact, selectors, help URL, what is wrong. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `      ${n.target.join(' ')}${n.summary ? ` — ${n.summary.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
      return `${where}: [${v.impact}] ${v.id} — ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Runs axe and returns the report of its serious/critical violations ('' when there are none). */
export async function axeReport(page: Page, where: string, include?: string): Promise<string> {
  return formatViolations(where, blocking(await runAxe(page, include)));
}
