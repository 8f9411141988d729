import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { withArticleLaidOut } from '../../scripts/lib/article-laid-out.mjs';

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

const require = createRequire(import.meta.url);
/** axe-core's minified build: the same rules as `axe.source`, under half its size to send. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * AxeBuilder that puts axe into a page once per document. AxeBuilder sends axe's source with
 * every `analyze()`, twice in legacy mode (0.3–0.6 s each on two cores, more than a check of
 * a short page); here its own injections evaluate nothing and the source goes in only when
 * the document has no axe yet. During an analysis every block of the article is laid out
 * (scripts/lib/article-laid-out.mjs), as a reader scrolling to it meets it.
 */
class OncePerDocumentAxeBuilder extends AxeBuilder {
  readonly #page: Page;

  constructor(page: Page) {
    super({ page, axeSource: 'void 0' });
    this.#page = page;
  }

  override async analyze() {
    if (!(await this.#page.evaluate('typeof window.axe === "object"'))) await this.#page.evaluate(axeSource);
    return withArticleLaidOut(this.#page, () => super.analyze());
  }
}

/**
 * axe over the page, collecting violations only (axe's documented fast path). Legacy mode runs
 * axe in the page itself: the default mode opens a blank page to merge per-frame results, which
 * tripled each check's time, and our pages have no frames to merge.
 */
export function axeOn(page: Page): AxeBuilder {
  return new OncePerDocumentAxeBuilder(page).setLegacyMode(true).options({ resultTypes: ['violations'] });
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
