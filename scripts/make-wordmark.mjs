#!/usr/bin/env node
// @ts-check
// Writes the footer's Callstack wordmark, public/img/callstack-light.svg and -dark.svg: the
// stack mark and the word "Callstack" in Space Grotesk Bold, the site's heading typeface,
// drawn as outlines (satori lays the word out and writes its glyphs as paths). A <text>
// element made every page load shape the word in a separate SVG document, looking up each
// font of its family list first (18 ms of layout per load on a phone's CPU, issue 39).
// Run `npm run wordmark` after changing the word, its size or its colours.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';

const require = createRequire(import.meta.url);
const font = fs.readFileSync(require.resolve('@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff'));

const width = 124;
const height = 24;
const wordStart = 29;
const colours = { light: '#10131a', dark: '#f4f6fb' };

/** The three stacked layers of the mark, in the word's colour. @param {string} colour */
const mark = (colour) =>
  `<g fill="none" stroke="${colour}" stroke-width="2.4" stroke-linejoin="round"><path d="M3 7.5 12 3l9 4.5-9 4.5z"/><path d="M3 12.2 12 16.7l9-4.5" opacity=".7"/><path d="M3 16.9 12 21.4l9-4.5" opacity=".45"/></g>`;

/** The word as outlines: satori's SVG of the word alone, without its <svg> wrapper. @param {string} colour */
async function wordOutlines(colour) {
  const svg = await satori(
    {
      type: 'div',
      key: 'word',
      props: {
        style: {
          display: 'flex',
          alignItems: 'center',
          height,
          fontFamily: 'Space Grotesk',
          fontWeight: 700,
          fontSize: 17,
          letterSpacing: 0.2,
          color: colour,
        },
        children: 'Callstack',
      },
    },
    { width: width - wordStart, height, fonts: [{ name: 'Space Grotesk', data: font, weight: 700, style: 'normal' }] },
  );
  // Satori adds a mask of the whole box that nothing refers to when nothing is clipped.
  const inner = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<mask id="([^"]+)">.*?<\/mask>/, (mask, id) => (svg.includes(`url(#${id})`) ? mask : ''));
  if (!/<path /.test(inner) || /<text/.test(inner)) throw new Error(`satori did not draw the word as paths:\n${svg}`);
  return inner;
}

for (const [theme, colour] of Object.entries(colours)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Callstack">${mark(colour)}<g transform="translate(${wordStart} 0)">${await wordOutlines(colour)}</g></svg>\n`;
  const file = new URL(`../public/img/callstack-${theme}.svg`, import.meta.url);
  fs.writeFileSync(file, svg);
  console.log(`Wrote public/img/callstack-${theme}.svg (${svg.length} bytes).`);
}
