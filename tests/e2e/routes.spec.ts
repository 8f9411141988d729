import { expect, test } from '@playwright/test';
import { assertBuildExists, listBuildFiles } from '../support/build-output';
import { waitForHydration } from '../support/hydration';
import { collectPageErrors } from '../support/page-errors';
import { allRoutes, contentRoutes, htmlFileForRoute } from '../support/routes';

test('the build holds exactly the pages of the route table', () => {
  assertBuildExists();
  const built = listBuildFiles().filter((file) => file.endsWith('.html'));
  expect(built.sort()).toEqual(allRoutes.map(htmlFileForRoute).sort());
  expect(built).toHaveLength(54);
});

for (const route of contentRoutes) {
  test(`${route} renders its title without errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const failedRequests: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const heading = page.locator('main h1');
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    // The heading's own text, without the "#" of its anchor link.
    const title = await heading.evaluate((element) =>
      [...element.childNodes]
        .filter((node) => !(node instanceof HTMLAnchorElement))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    expect(title.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(`${title} - Re.Pack`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    // Once hydrated and settled: nothing logged an error, no request failed.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });
}

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/docs/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  const home = page.locator('a', { hasText: 'Take me home' });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.rp-home-hero__title')).toContainText('Modern build tool for React Native');
});
