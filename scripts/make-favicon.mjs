#!/usr/bin/env node
// @ts-check
// Renders public/img/mark.svg to 16, 32 and 48 px and packs them into public/favicon.ico
// (served at /favicon.ico). Run `npm run favicon` after changing the mark.
import fs from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import pngToIco from 'png-to-ico';

const sizes = [16, 32, 48];
const svg = fs.readFileSync(new URL('../public/img/mark.svg', import.meta.url), 'utf8');
const pngs = sizes.map((size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
fs.writeFileSync(new URL('../public/favicon.ico', import.meta.url), await pngToIco(pngs));
console.log(`Wrote public/favicon.ico (${sizes.join(', ')} px) from public/img/mark.svg.`);
