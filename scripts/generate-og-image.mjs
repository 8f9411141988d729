#!/usr/bin/env node
// @ts-check
// Renders the site's social preview image (Open Graph / Twitter card) from our own SVG,
// scripts/social/og-image.svg, to the 1200×630 PNG that link previews expect (most of them
// do not accept SVG). The PNG is committed; run `npm run og-image` after editing the SVG.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/find-chromium.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const source = path.join(root, 'scripts/social/og-image.svg');
const target = path.join(root, 'public/social/og-image.png');
const width = 1200;
const height = 630;

const svg = fs.readFileSync(source, 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await page.screenshot({ path: target, clip: { x: 0, y: 0, width, height } });
  console.log(`Wrote ${path.relative(root, target)} (${width}×${height}, ${fs.statSync(target).size} bytes)`);
} finally {
  await browser.close();
}
