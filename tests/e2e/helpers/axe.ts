/**
 * axe-core in a Playwright page: injects the library and returns the
 * violations of the given impacts, each with the nodes it found (selector
 * and axe's message), so a failing test says what and where.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  rule: string;
  impact: string;
  nodes: string[];
}

export async function axeFindings(page: Page, impacts: readonly string[] = ['serious', 'critical']): Promise<Finding[]> {
  // Evaluated through the DevTools protocol: the pages' CSP refuses inline <script> elements (no 'unsafe-inline').
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`) }));
  });
  return violations.filter((v) => impacts.includes(v.impact)).map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes }));
}
