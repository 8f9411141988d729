import { test as base, type CDPSession, devices, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** What a worker keeps open for the tests that take `tab`. */
interface SharedTab {
  page: Page;
  cdp: CDPSession;
}

/**
 * The browser tests' `test`: Playwright's own, plus `tab`, one browser tab per worker that a
 * test loads its pages into, as a reader who follows links does. `page` stays a new context
 * and tab for each test, for the tests that need one.
 *
 * Why: on two cores the browser suite is bound by CPU, and a new context and tab cost about
 * 1 s of CPU more per test than a load into an open tab (a doc page: 1.9 s against 0.9 s).
 * All spec files use this one `test`, so that one kind of worker runs their tests: each test
 * type with worker fixtures of its own gets workers of its own, each starting Node and a
 * browser. The search tests' open panel is the one such type: a panel per worker is as cheap
 * as opening it for each of its tests (measured).
 *
 * Each test that takes `tab` starts as in a new tab: on a blank page, with nothing stored for
 * the site (its origin's storage cleared), the test's screen size and media features, and no
 * routes or listeners left from the test before. The browser's cache stays warm, as a reader's
 * does, so a test that counts requests takes `page`. So does a test that needs what a tab
 * cannot undo or change: a context option (`isMobile`, `hasTouch`, locale, permissions…,
 * which fail the test here), init scripts, `page.clock` (which fails it too), other tabs.
 * A retried test on `tab` records no trace: tracing follows the test's own context.
 */
export const test = base.extend<{ tab: Page }, { sharedTab: SharedTab }>({
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: workerInfo.project.use.baseURL });
      // As Playwright sets up each test's own context (actionTimeout and navigationTimeout unset).
      context.setDefaultTimeout(0);
      const page = await context.newPage();
      await use({ page, cdp: await context.newCDPSession(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async (
    {
      sharedTab: { page, cdp },
      baseURL,
      viewport,
      colorScheme,
      reducedMotion,
      forcedColors,
      contrast,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      permissions,
      offline,
      javaScriptEnabled,
      storageState,
      extraHTTPHeaders,
    },
    use,
  ) => {
    // Each context option as the test asks for it, beside the shared tab's own value.
    const contextOptions: Record<string, [asked: unknown, shared: unknown]> = {
      isMobile: [isMobile, false],
      hasTouch: [hasTouch, false],
      locale: [locale, 'en-US'],
      offline: [offline, false],
      javaScriptEnabled: [javaScriptEnabled, true],
      timezoneId: [timezoneId, undefined],
      permissions: [permissions, undefined],
      storageState: [storageState, undefined],
      extraHTTPHeaders: [extraHTTPHeaders, undefined],
    };
    for (const [name, [asked, shared]] of Object.entries(contextOptions)) {
      if (asked !== undefined && asked !== shared)
        throw new Error(`\`tab\` cannot take the context option \`${name}\`: take \`page\`, a new context and tab.`);
    }
    await page.goto('about:blank');
    if (baseURL) await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'all' });
    await page.setViewportSize(viewport ?? devices['Desktop Chrome'].viewport);
    await page.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors, contrast });
    // Chromium hovers whatever lies under the pointer when a page lays out: park it in the
    // corner, where the last test's pointer would otherwise open a menu on the next page.
    await page.mouse.move(0, 0);

    await use(page);

    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    if (await page.evaluate(() => '__pwClock' in globalThis).catch(() => false))
      throw new Error('`tab` cannot take `page.clock`, which lasts as long as its context: take `page`.');
  },
});
