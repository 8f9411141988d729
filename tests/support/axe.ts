import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * axe over the page, collecting violations only (axe's documented fast path). Legacy mode runs
 * axe in the page itself: the default mode opens a blank page to merge per-frame results, which
 * tripled each check's time, and our pages have no frames to merge.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** The violations as a readable failure message: rule, impact and the first few elements. */
export function describeViolations(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${nodes}`;
    })
    .join('\n');
}
