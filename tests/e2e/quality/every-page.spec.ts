// Gate: every page of the build, loaded once in the browser: nothing logs an error or fails to
// load, every link in the hydrated page leads somewhere (and external ones safely), axe finds
// no violation of any impact (its colour rules run in the light and the dark theme on the
// pages that together show every kind of text), and the page fits the screen at 1440 px and,
// narrowed to a phone's 375 px, there too, with its first screen painted at first paint. The
// static HTML of the same pages is checked in Node (tests/build/).
import type { Page } from '@playwright/test';
import { waitForAnimations } from '../../support/animations';
import { axeOn, describeViolations } from '../../support/axe';
import { coveringKeys, parseBuiltPage } from '../../support/build-output';
import { waitForHydration } from '../../support/hydration';
import { expectFirstScreenPaintedWhole, expectPageFitsScreen } from '../../support/layout';
import { linkProblems } from '../../support/link-targets';
import { collectPageErrors } from '../../support/page-errors';
import { allRoutes, htmlFileForRoute } from '../../support/routes';
import { expect, test } from '../../support/test';

// Wide enough for every desktop navbar item (social links appear from 1280 px up).
const DESKTOP = { width: 1440, height: 900 };

test.use({ viewport: DESKTOP });
// axe over a whole page in both themes, plus the fit at two widths: the longest pages took
// 25–35 s on a fresh-clone run on two cores with three browsers, past the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** The rules whose outcome depends on the colour theme. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe without the token spans inside code blocks: their colours are checked once per theme in
 * code-colours.spec.ts, and measuring each of them here took most of the suite's time.
 */
const axe = (page: Page) => axeOn(page).exclude('.rp-codeblock pre');

async function hydratedLinkProblems(page: Page) {
  const { anchors, ids } = await page.evaluate(() => ({
    anchors: [...document.querySelectorAll('a[href]')].map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
      text: (a.textContent ?? '').trim(),
    })),
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
  }));
  const fromUrl = new URL(page.url()).pathname;
  const idSet = new Set(ids);
  return anchors.flatMap((anchor) => linkProblems(anchor, fromUrl, idSet));
}

const addresses = [...allRoutes, '/docs/no-such-page'];

/** A small phone's screen. */
const PHONE = { width: 375, height: 812 };

/**
 * The pages whose colours are checked, in both themes: between them they show text in every
 * context any page of the build shows it in (see textContextsOf), so a colour that fails
 * anywhere fails on one of them. A new kind of element on any page adds its page to the set.
 * The colour rules are most of axe's time; every page still gets all the other rules.
 */
const colourCheckedRoutes = new Set(
  coveringKeys(new Map(allRoutes.map((route) => [route, parseBuiltPage(htmlFileForRoute(route)).textContexts]))),
);

for (const route of addresses) {
  const checksColours = colourCheckedRoutes.has(route);
  const title = `${checksColours ? 'no accessibility violation, colours in both themes' : 'no accessibility violation'}, fits 1440 and 375 px`;
  test(`${route}: no error, no dead link, ${title}`, async ({ tab: page }) => {
    const errors = collectPageErrors(page, { expectedDocumentStatus: 404 });
    const failedRequests: string[] = [];
    page.on('response', (response) => {
      const isDocument = response.request().resourceType() === 'document';
      if (response.status() >= 400 && !isDocument) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    // No stored choice: the theme follows the system, which the test switches.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(route);
    await waitForHydration(page);
    if (checksColours) await waitForAnimations(page);

    expect(await hydratedLinkProblems(page), 'links after hydration').toEqual([]);

    const light = await (checksColours ? axe(page) : axe(page).disableRules(colourRules)).analyze();
    expect(light.violations, describeViolations(light.violations)).toEqual([]);

    if (checksColours) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await waitForAnimations(page);
      const dark = await axe(page).withRules(colourRules).analyze();
      expect(dark.violations, describeViolations(dark.violations)).toEqual([]);
    }

    await expectFirstScreenPaintedWhole(page);
    await expectPageFitsScreen(page, { phone: false });
    // The same page narrowed to a phone: the layout follows the width (media queries and
    // Rspress's own media hooks), so this measures what a phone lays out, for one page load.
    await page.setViewportSize(PHONE);
    await expectFirstScreenPaintedWhole(page);
    await expectPageFitsScreen(page, { phone: true });

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });
}

// The phone layout has its own controls: the menu button, the sidebar and outline bar.
test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const route of ['/', '/docs/getting-started/quick-start']) {
    test(`${route} has no accessibility violations, colours in both themes`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(route);
      await waitForHydration(page);
      await waitForAnimations(page);
      const light = await axe(page).analyze();
      expect(light.violations, describeViolations(light.violations)).toEqual([]);
      // Only the colours change with the theme.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await waitForAnimations(page);
      const dark = await axe(page).withRules(colourRules).analyze();
      expect(dark.violations, describeViolations(dark.violations)).toEqual([]);
    });
  }
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/docs/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Take me home', exact: true });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modern build tool for React Native');
});
