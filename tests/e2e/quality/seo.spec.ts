// The SEO tags follow client-side navigation. The static tags, the sitemap and robots.txt
// are checked in Node (tests/build/seo.test.ts).
import { site } from '../../../theme/site.mjs';
import { expect, test } from '../../support/test';

test('the tags follow client-side navigation', async ({ tab: page }) => {
  await page.goto('/docs/getting-started/introduction');
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Quick start', exact: true }).click();
  await expect(page).toHaveURL(/quick-start$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/docs/getting-started/quick-start`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site.origin}/docs/getting-started/quick-start`);
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', await page.title());
  // The description comes with the page's own module, not from a list in the first-load bundle.
  const description = /^Set up Re\.Pack 5 with @callstack\/repack-init/;
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
});
