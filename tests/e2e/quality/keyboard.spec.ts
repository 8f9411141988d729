// Gate: everything a reader does with a mouse works from the keyboard alone, with a
// visible focus indicator: navbar and Version menu, search, sidebar, tabs, code copy and
// the theme toggle.
import { waitForHydration } from '../../support/hydration';
import { expectVisibleFocus, tabTo } from '../../support/keyboard';
import { searchInput, searchResults } from '../../support/search';
import { expect, test } from '../../support/test';

test.use({ viewport: { width: 1440, height: 900 } });

test('the navbar links and the Version menu work from the keyboard', async ({ tab: page }) => {
  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  const nav = page.locator('.rp-nav');

  // The menu opens on hover; its links are tab stops, and reaching one opens the menu.
  const latest = nav.getByRole('link', { name: '5.x (latest)' });
  const menu = nav.locator('.rp-hover-group').filter({ has: page.getByRole('link', { name: '5.x (latest)' }) });
  await expect(menu).toHaveCSS('opacity', '0');
  await tabTo(page, latest);
  await expect(menu).toHaveCSS('opacity', '1');
  await expectVisibleFocus(page);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: '4.x' })).toBeFocused();

  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  await tabTo(page, nav.getByRole('link', { name: 'API', exact: true }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/?$/);
});

test('search opens with Ctrl+K and from its button, and results are chosen with the arrows and Enter', async ({ tab: page }) => {
  await page.goto('/docs/getting-started/introduction');
  await waitForHydration(page);

  await tabTo(page, page.locator('.repack-search-button'));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const input = searchInput(page);
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.type('hermes bytecode');
  await expect(searchResults(page).first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(input).toBeHidden();
  await expect(page).not.toHaveURL(/\/docs\/getting-started\/introduction$/);
  await expect(page.locator('.rspress-doc h1').first()).toBeVisible();
});

test('sidebar links and group toggles work from the keyboard', async ({ tab: page }) => {
  await page.goto('/docs/getting-started/introduction');
  await waitForHydration(page);
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  const features = sidebar.getByRole('button', { name: 'Features' });
  const codeSplitting = sidebar.getByRole('link', { name: 'Code splitting', exact: true });

  await tabTo(page, features);
  await expectVisibleFocus(page);
  await expect(features).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(features).toHaveAttribute('aria-expanded', 'false');
  // A collapsed group's links leave the page, so they are not keyboard stops.
  await expect(codeSplitting).toBeHidden();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[hidden]'))).toBeNull();
  await features.focus();
  await page.keyboard.press(' ');
  await expect(features).toHaveAttribute('aria-expanded', 'true');

  await tabTo(page, codeSplitting);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/features\/code-splitting$/);
});

test('package-manager tabs switch with the arrow keys', async ({ tab: page }) => {
  await page.goto('/docs/getting-started/quick-start');
  await waitForHydration(page);
  const tabs = page.locator('.repack-tabs').first();
  const npm = tabs.getByRole('tab', { name: 'npm', exact: true });
  const yarn = tabs.getByRole('tab', { name: 'yarn', exact: true });

  await expect(npm).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, npm, 120);
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowRight');
  await expect(yarn).toBeFocused();
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toContainText('yarn');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(npm).toBeFocused();
  await expect(npm).toHaveAttribute('aria-selected', 'true');
});

test('a code block is copied with the keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  const block = page.locator('.rspress-doc .rp-codeblock').first();
  const copy = block.getByRole('button', { name: 'Copy code' });

  await tabTo(page, copy, 120);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const code = (await block.locator('code').first().textContent())?.trim();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()).then((text) => text.trim())).toBe(code);
});

test('the theme toggle is a named button that Enter and Space operate', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'light'));
  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  const toggle = page.locator('.rp-nav').getByRole('button', { name: 'Dark theme' });

  await tabTo(page, toggle);
  await expectVisibleFocus(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(' ');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('focus rings on links in the text are drawn whole, also where a line starts or ends with a link', async ({ tab: page }) => {
  await page.goto('/docs/features/code-splitting');
  await waitForHydration(page);
  // The ring's reach beyond a link's box, read from a focused link.
  const first = page.locator('.rspress-doc > p a').first();
  await tabTo(page, first);
  await expectVisibleFocus(page);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const clipped = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const ring = Number.parseFloat(getComputedStyle(focused).outlineWidth) + Number.parseFloat(getComputedStyle(focused).outlineOffset);
      const clips = (element: Element) =>
        getComputedStyle(element).overflowX !== 'visible' || getComputedStyle(element).overflowY !== 'visible';
      return [...document.querySelectorAll('.rspress-doc > p a, .rspress-doc > ul a, .rspress-doc > ol a')].flatMap((link) => {
        let clipper = link.parentElement;
        while (clipper && !clips(clipper)) clipper = clipper.parentElement;
        if (!clipper) return [];
        // The block's padding box: what it clips to.
        const outer = clipper.getBoundingClientRect();
        const left = outer.left + clipper.clientLeft;
        const right = left + clipper.clientWidth;
        return [...link.getClientRects()]
          .filter((rect) => rect.left - ring < left - 0.5 || rect.right + ring > right + 0.5)
          .map(() => `"${link.textContent}" in ${clipper.tagName.toLowerCase()}`);
      });
    });
    expect(clipped, `at ${width} px`).toEqual([]);
  }
});
