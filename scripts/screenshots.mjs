#!/usr/bin/env node
// @ts-check
// Screenshots for review: the home page, a guide, an API page, the API overview, the 404 page
// and the open search panel, at 1440 and 375 px wide, in the light and the dark theme, from
// the production build served as the host serves it. Written to screenshots/ (git-ignored).
// Run `npm run build` first. SCREENSHOTS_FULL=1 captures whole pages instead of the viewport.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { withArticleLaidOut } from './lib/article-laid-out.mjs';
import { chromiumLaunchOptions } from './lib/find-chromium.mjs';
import { startPreview } from './lib/start-preview.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.join(root, 'screenshots');
const fullPage = process.env.SCREENSHOTS_FULL === '1';

/** @type {Array<{ name: string, path: string, search?: string }>} */
const shots = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/docs/guides/svg' },
  { name: 'api-page', path: '/api/cli/start' },
  { name: 'api-overview', path: '/api' },
  { name: 'not-found', path: '/docs/no-such-page' },
  { name: 'search', path: '/docs/getting-started/introduction', search: 'reset cache' },
];
const widths = [1440, 375];
const themes = /** @type {const} */ (['light', 'dark']);

// A free port: the screenshots can be taken while `npm run preview` runs.
const preview = await startPreview({ port: 0 });
const { origin } = preview;
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const shot of shots) {
    for (const width of widths) {
      for (const colorScheme of themes) {
        const context = await browser.newContext({
          viewport: { width, height: width > 800 ? 900 : 812 },
          colorScheme,
          deviceScaleFactor: 1,
        });
        const page = await context.newPage();
        await page.goto(`${origin}${shot.path}`);
        await page.locator('.repack-search-button__shortcut[data-ready]').waitFor({ state: 'attached' });
        if (shot.search) {
          await page.locator('[data-search-state="inited"]').waitFor({ timeout: 30_000 });
          await page.keyboard.press('Control+k');
          await page.locator('.repack-search-panel__input').fill(shot.search);
          await page.locator('.repack-search-suggestion').first().waitFor();
        }
        // Time-based animations only: the code blocks' edge fades follow the scroll position and never end.
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.timeline !== document.timeline || animation.playState !== 'running'),
        );
        const file = path.join(outDir, `${shot.name}-${width}-${colorScheme}.png`);
        // Blocks off the screen are not laid out until they near it (content-visibility): for a
        // full page, each is laid out once and keeps that size (its "auto" height) when painted.
        if (fullPage) {
          const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          await withArticleLaidOut(page, frames);
        }
        await page.screenshot({ path: file, fullPage });
        console.log(path.relative(root, file));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  preview.stop();
}
