import type { Locator, Page } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

const STORAGE_KEY = 'rspress.tabs.package.manager';
const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'];

/** Tab groups of package-manager commands on the page (not the tab groups around them). */
const groups = (page: Page) => page.locator('.repack-tabs').filter({ has: page.getByRole('tab', { name: 'pnpm', exact: true }) });
const visibleCommand = (group: Locator) => group.getByRole('tabpanel').locator('code');
const tab = (group: Locator, manager: string) => group.getByRole('tab', { name: manager, exact: true });

async function commandsOf(group: Locator) {
  const commands: Record<string, string> = {};
  for (const manager of MANAGERS) {
    await tab(group, manager).click();
    await expect(visibleCommand(group)).toHaveText(new RegExp(`^${manager === 'npm' ? 'np[mx]' : manager}`));
    commands[manager] = ((await visibleCommand(group).textContent()) ?? '').trim();
  }
  return commands;
}

test.describe('package-manager tabs [§2, §4, §5]', () => {
  test('offer npm, yarn, pnpm and bun, in that order', async ({ tab: page }) => {
    await gotoHydrated(page, '/api/runtime/script-manager');
    const group = groups(page).first();
    await expect(group.getByRole('tab')).toHaveText(MANAGERS);
  });

  test('each tab is named by its manager alone, with no unnamed image in it', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/getting-started/quick-start');
    const tabs = MANAGERS.map((manager, index) => `  - tab "${manager}"${index === 0 ? ' [selected]' : ''}`);
    expect(await groups(page).first().getByRole('tablist').ariaSnapshot()).toBe(['- tablist:', ...tabs].join('\n'));
  });

  test('install is shown as add for yarn, pnpm and bun', async ({ tab: page }) => {
    await gotoHydrated(page, '/api/utils/get-asset-transform-rules');
    const group = groups(page).filter({ has: page.locator('code', { hasText: '@svgr/webpack' }) });
    expect(await commandsOf(group)).toEqual({
      npm: 'npm install -D @svgr/webpack',
      yarn: 'yarn add -D @svgr/webpack',
      pnpm: 'pnpm add -D @svgr/webpack',
      bun: 'bun add -D @svgr/webpack',
    });
  });

  test('a bare install stays install', async ({ tab: page }) => {
    await gotoHydrated(page, '/api/cli/init');
    const bare = groups(page).filter({ has: page.locator('code', { hasText: /^npm install$/ }) });
    expect(await commandsOf(bare)).toEqual({ npm: 'npm install', yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install' });
  });

  test('a package whose name contains "install" is left alone', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/expo-modules');
    const group = groups(page)
      .filter({ has: page.locator('code', { hasText: 'install-expo-modules' }) })
      .first();
    expect(await commandsOf(group)).toEqual({
      npm: 'npx install-expo-modules@latest',
      yarn: 'yarn dlx install-expo-modules@latest',
      pnpm: 'pnpm dlx install-expo-modules@latest',
      bun: 'bunx install-expo-modules@latest',
    });
  });

  // "@latest is dropped from yarn create" is tested on the command logic
  // (tests/unit/package-manager-commands.test.ts): no page runs a create command.

  test('the choice applies to every group, is stored and is remembered on other pages', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/getting-started/quick-start');
    const all = groups(page);
    expect(await all.count()).toBeGreaterThan(3);
    await tab(all.first(), 'pnpm').click();
    for (const group of await all.all()) await expect(visibleCommand(group)).toHaveText(/^pnpm/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('pnpm');
    await page.reload();
    await expect(visibleCommand(groups(page).first())).toHaveText(/^pnpm/);
    await gotoHydrated(page, '/api/cli/init');
    await expect(visibleCommand(groups(page).first())).toHaveText(/^pnpm/);
  });
});
