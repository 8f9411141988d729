#!/usr/bin/env node
// @ts-check
// Renders public/img/mark.svg to PNGs with Chromium and packs them into public/favicon.ico
// (an ICO file may hold PNG images directly). Run after changing the mark:
//   node scripts/make-favicon.mjs
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { fileExists, findChromium } from './lib/find-chromium.mjs';

const sizes = [16, 32, 48];
const svg = fs.readFileSync(new URL('../public/img/mark.svg', import.meta.url), 'utf8');

const browser = await chromium.launch({
  executablePath: findChromium({ envPath: process.env.CHROMIUM_PATH, bundledPath: chromium.executablePath(), exists: fileExists }),
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
/** @type {Buffer[]} */
const images = [];
for (const size of sizes) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  images.push(await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
}
await browser.close();

// ICONDIR header, one 16-byte ICONDIRENTRY per image, then the PNG data.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((png, index) => {
  const size = sizes[index] ?? 0;
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
fs.writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, ...entries, ...images]));
console.log(`Wrote public/favicon.ico (${sizes.join(', ')} px).`);
