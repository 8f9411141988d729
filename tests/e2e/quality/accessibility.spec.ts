// Gate: axe-core finds no violation of any impact on any page of the build, in the light
// and the dark theme.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';
import { allRoutes } from '../../support/routes';

const themes = ['light', 'dark'] as const;

// Wide enough for every desktop navbar item (social links appear from 1280 px up).
test.use({ viewport: { width: 1440, height: 900 } });

async function openInTheme(page: Page, route: string, theme: (typeof themes)[number]) {
  // The theme is stored where the site's own toggle stores it, before any script runs.
  await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
  await page.goto(route);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Contrast is measured on the final colours, not half-way through a fade-in.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
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

// The phone layout has its own controls: the menu button, the sidebar and outline bar.
test.describe('axe, phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const theme of themes) {
    for (const route of ['/', '/docs/getting-started/quick-start']) {
      test(`${route} in the ${theme} theme has no accessibility violations`, async ({ page }) => {
        await openInTheme(page, route, theme);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations, describeViolations(results.violations)).toEqual([]);
      });
    }
  }
});

for (const theme of themes) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const route of allRoutes) {
      test(`${route} has no accessibility violations`, async ({ page }) => {
        await openInTheme(page, route, theme);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations, describeViolations(results.violations)).toEqual([]);
      });
    }
  });
}
