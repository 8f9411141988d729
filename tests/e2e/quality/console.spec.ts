// Gate: no page of the production build logs an error or throws, including the 404 page
// for an unknown address, once it has loaded and settled.
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';
import { collectPageErrors } from '../../support/page-errors';

// Every doc and API page gets the same check in routes.spec.ts, together with its title
// checks, so each page is loaded once; here are the pages outside the content routes.
for (const route of ['/', '/404', '/docs/no-such-page']) {
  test(`${route} loads without console errors`, async ({ page }) => {
    const errors = collectPageErrors(page, { expectedDocumentStatus: 404 });
    const failedRequests: string[] = [];
    page.on('response', (response) => {
      const isDocument = response.request().resourceType() === 'document';
      if (response.status() >= 400 && !isDocument) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });
}
