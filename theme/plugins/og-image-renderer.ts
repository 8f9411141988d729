// The template of the social preview images (Open Graph / Twitter card, 1200×630): a page's
// title, the section it belongs to and the Re.Pack brand, laid out with satori (element tree
// → SVG), rasterised with resvg (SVG → pixels) and stored as a palette PNG with sharp
// (libimagequant), a fifth of the size of a full-colour PNG of the same card. Text is set in
// Space Grotesk, the site's heading typeface, from @fontsource/space-grotesk, so an image
// looks the same on every machine, whatever fonts it has. Build-time code: used by the
// og-images plugin (./og-images.ts) and by scripts/social/preview.ts for a quick look.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { socialImageSize } from '../../theme/lib/social-image';

export interface CardContent {
  title: string;
  /** The line above the title: the page's section, or the site's tagline on the home page. */
  section: string;
  /** The home page's card: the brand large, as the title, with the tagline under it. */
  home?: boolean;
}

const { width, height } = socialImageSize;
const require = createRequire(import.meta.url);
const projectRoot = path.resolve(import.meta.dirname, '../..');

// Read when an image is rendered, never copied here: the logo files are the brand's source.
const markFile = path.join(projectRoot, 'public/img/mark.svg');
const logoFile = path.join(projectRoot, 'public/img/logo-dark.svg');
// Two families, as satori picks one font per family and weight: the Latin subset, and the
// extended Latin one for letters such as ł or ő, found through the family list.
const fontFiles = [500, 700].flatMap((weight) =>
  [
    { subset: 'latin', family: 'Space Grotesk' },
    { subset: 'latin-ext', family: 'Space Grotesk Ext' },
  ].map(({ subset, family }) => ({
    family,
    weight: weight as 500 | 700,
    file: require.resolve(`@fontsource/space-grotesk/files/space-grotesk-${subset}-${weight}-normal.woff`),
  })),
);
const fontFamily = "'Space Grotesk', 'Space Grotesk Ext'";

const colors = {
  background: '#14091f',
  brand: '#8232ff',
  title: '#f7f2ff',
  section: '#c9a8ff',
  muted: '#a893c9',
};

const padding = { x: 80, y: 64 };
const titleWidth = width - 2 * padding.x;
/** Room for the title between the brand row and the footer, in px. */
const titleHeight = 280;
const titleLineHeight = 1.1;
/** Largest first; the smallest keeps text at least 48 px tall. */
const titleSizes = [104, 96, 88, 80, 72, 64, 56, 48];

/**
 * Everything an image depends on besides its title and section: this template and its PNG
 * encoding, the logo and font files and the renderers' and encoder's versions. A change to any of them changes every image, so
 * the build's cache keys include it.
 */
export function rendererFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(import.meta.filename));
  for (const file of [markFile, logoFile, ...fontFiles.map((font) => font.file)]) hash.update(fs.readFileSync(file));
  for (const pkg of ['satori', '@resvg/resvg-js', 'sharp']) hash.update(packageVersion(pkg));
  return hash.digest('hex');
}

/**
 * An installed package's version, read from its package.json without loading the package.
 * Found from its entry point upwards, since not every package exports `./package.json`.
 */
function packageVersion(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (found === name) return version;
  }
  throw new Error(`No package.json found for ${name}`);
}

/**
 * Approximate advance width of a character in Space Grotesk Bold, in em. Close enough to pick
 * a font size that lets the title fit; satori does the real line breaking.
 */
function charWidth(char: string): number {
  if (char === ' ') return 0.26;
  if ('iljtfI.,:;!|\'"()[]'.includes(char)) return 0.34;
  if ('mwMW'.includes(char)) return 0.86;
  if (/[A-Z]/.test(char)) return 0.66;
  if (/[0-9]/.test(char)) return 0.6;
  return 0.56;
}
const textWidth = (text: string, size: number) => [...text].reduce((sum, char) => sum + charWidth(char), 0) * size;

/** How many lines `title` takes at `size` when broken at spaces, or Infinity if a word does not fit. */
export function lineCount(title: string, size: number, maxWidth = titleWidth): number {
  let lines = 1;
  let line = 0;
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const wordWidth = textWidth(word, size);
    if (wordWidth > maxWidth) return Number.POSITIVE_INFINITY;
    const withWord = line === 0 ? wordWidth : line + textWidth(' ', size) + wordWidth;
    if (withWord <= maxWidth) line = withWord;
    else {
      lines += 1;
      line = wordWidth;
    }
  }
  return lines;
}

/** The largest title size at which the title fits its box; long titles wrap and shrink. */
export function titleFontSize(title: string): number {
  for (const size of titleSizes) {
    if (lineCount(title, size) * size * titleLineHeight <= titleHeight) return size;
  }
  return titleSizes[titleSizes.length - 1]!;
}

const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Width and height of an SVG from its viewBox (or width/height attributes). */
function svgSize(svg: string): { width: number; height: number } {
  const viewBox = svg.match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  const w = svg.match(/\swidth="([\d.]+)/)?.[1];
  const h = svg.match(/\sheight="([\d.]+)/)?.[1];
  return { width: Number(w ?? 1), height: Number(h ?? 1) };
}

type Style = Record<string, string | number>;
const h = (type: string, style: Style, ...children: ReactNode[]) => createElement(type, { style }, ...children);

/**
 * The brand as the site shows it in the dark theme. logo-dark.svg (mark and wordmark) is used
 * as it is when it draws its wordmark as shapes. If it sets the wordmark as SVG text, which
 * resvg could only draw with whatever fonts the machine has, the mark comes from mark.svg
 * and the wordmark is set here in Space Grotesk.
 */
function brand(markSvg: string, logoSvg: string, size: number): ReactNode {
  if (!/<text[\s>]/.test(logoSvg)) {
    const logo = svgSize(logoSvg);
    return createElement('img', { src: svgDataUri(logoSvg), width: Math.round((size * logo.width) / logo.height), height: size });
  }
  return h(
    'div',
    { display: 'flex', alignItems: 'center', gap: Math.round(size * 0.32) },
    createElement('img', { src: svgDataUri(markSvg), width: size, height: size }),
    h('div', { fontSize: Math.round(size * 0.78), fontWeight: 700, color: colors.title, letterSpacing: '-0.01em' }, 'Re.Pack'),
  );
}

const sectionStyle: Style = {
  display: 'block',
  maxWidth: titleWidth,
  fontSize: 40,
  fontWeight: 500,
  color: colors.section,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

/** A page's section and title, the title as large as fits. */
function pageHeading(content: CardContent): ReactNode[] {
  const titleSize = titleFontSize(content.title);
  return [
    h('div', sectionStyle, content.section),
    h(
      'div',
      {
        display: 'block',
        width: titleWidth,
        maxHeight: titleHeight,
        overflow: 'hidden',
        fontSize: titleSize,
        fontWeight: 700,
        lineHeight: titleLineHeight,
        letterSpacing: '-0.02em',
        wordBreak: 'break-word',
        lineClamp: Math.max(1, Math.floor(titleHeight / (titleSize * titleLineHeight))),
      },
      content.title,
    ),
  ];
}

function card(content: CardContent, markSvg: string, logoSvg: string): ReactNode {
  return h(
    'div',
    {
      width,
      height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: `${padding.y}px ${padding.x}px`,
      backgroundColor: colors.background,
      backgroundImage: [
        'radial-gradient(circle at 100% 0%, rgba(130, 50, 255, 0.55) 0%, rgba(130, 50, 255, 0) 55%)',
        'radial-gradient(circle at 0% 100%, rgba(72, 28, 140, 0.6) 0%, rgba(72, 28, 140, 0) 50%)',
      ].join(', '),
      fontFamily,
      color: colors.title,
    },
    // The mark, large and faint, in the top right corner: brand colour behind short titles.
    createElement('img', {
      src: svgDataUri(markSvg),
      width: 440,
      height: 440,
      style: { position: 'absolute', top: -70, right: -90, opacity: 0.08, transform: 'rotate(12deg)' },
    }),
    // The home card's title is the brand itself, so it has no brand row above it.
    content.home ? null : brand(markSvg, logoSvg, 60),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, gap: content.home ? 36 : 20 },
      ...(content.home
        ? [brand(markSvg, logoSvg, 136), h('div', { ...sectionStyle, fontSize: 52 }, content.section)]
        : pageHeading(content)),
    ),
    h('div', { display: 'flex', fontSize: 40, fontWeight: 500, color: colors.muted }, 're-pack.dev'),
    // A strip in the brand colours along the bottom edge.
    h('div', {
      position: 'absolute',
      left: 0,
      bottom: 0,
      width,
      height: 12,
      backgroundImage: `linear-gradient(90deg, ${colors.brand}, ${colors.section})`,
    }),
  );
}

export type RenderCard = (content: CardContent) => Promise<Buffer>;

/**
 * Largest size of one image, in bytes. Link previews fetch an image each time a page is
 * shared, and every page has one, so they are most of the deployed site's weight.
 */
export const maxImageBytes = 60_000;

/**
 * libimagequant's settings, best first. At quality 100 a card keeps up to 256 colours and
 * looks the same as the full-colour render: the flat background and its gradients need few,
 * the rest go to the edges of the letters. A card with a lot of text can come out above the
 * limit; 98 still looks the same, and 95 with half the dithering (dithering noise costs bytes)
 * shows only faint steps in the gradients.
 */
const paletteSteps = [
  { quality: 100, dither: 1 },
  { quality: 98, dither: 1 },
  { quality: 95, dither: 0.5 },
];

/** A palette PNG of the rendered pixels, at the first step that fits in `maxImageBytes`. */
async function encodePalettePng(pixels: Buffer, encoder: typeof import('sharp').default): Promise<Buffer> {
  let png = Buffer.alloc(0);
  for (const { quality, dither } of paletteSteps) {
    png = await encoder(pixels, { raw: { width, height, channels: 4 } })
      .png({ palette: true, quality, dither, effort: 10, compressionLevel: 9 })
      .toBuffer();
    if (png.length <= maxImageBytes) break;
  }
  return png;
}

/**
 * Loads the renderers, fonts and logo files once and returns a function that renders a card
 * to PNG. Satori lays out on the calling thread; resvg and sharp work on libuv's thread pool,
 * so several renders in flight use more than one core.
 */
export async function createCardRenderer(): Promise<RenderCard> {
  const [{ default: satori }, { renderAsync }, { default: sharp }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    import('sharp'),
  ]);
  const fonts = fontFiles.map(({ family, weight, file }) => ({
    name: family,
    weight,
    style: 'normal' as const,
    data: fs.readFileSync(file),
  }));
  const markSvg = fs.readFileSync(markFile, 'utf8');
  const logoSvg = fs.readFileSync(logoFile, 'utf8');
  return async (content) => {
    const svg = await satori(card(content, markSvg, logoSvg), { width, height, fonts });
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
    return encodePalettePng(image.pixels, sharp);
  };
}
