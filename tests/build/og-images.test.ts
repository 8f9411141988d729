// Gate: every page links to its own social preview image (Open Graph and Twitter card), and
// that image is in the build as a 1200×630 PNG of at most 60 KB. Reads the static HTML that
// link previews read.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuiltPage, buildDir, builtPages, isBuildFile, listBuildFiles } from '../support/build-output';

const origin = 'https://re-pack.dev';
const isNotFound = (page: BuiltPage) => page.file === '404.html';
/** Every page has an image, so together they outweigh the rest of the site unless each is small. */
const maxImageBytes = 60_000;

/** The build file an absolute image URL on the production origin names. */
function imageFile(url: string | undefined): string | undefined {
  if (!url?.startsWith(`${origin}/`)) return undefined;
  return decodeURIComponent(new URL(url).pathname).slice(1);
}

function pngSize(file: string): { width: number; height: number } | undefined {
  const png = fs.readFileSync(path.join(buildDir, file));
  if (png.length < 24 || !png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('social images', () => {
  const pages = builtPages();
  const ownPages = pages.filter((page) => !isNotFound(page));

  it('every page but 404 names an image of its own that is in the build', () => {
    const problems = ownPages.flatMap((page) => {
      const url = page.meta.get('og:image');
      const file = imageFile(url);
      if (!file) return [`${page.urlPath}: og:image ${url ?? '(none)'} is not on ${origin}`];
      if (!isBuildFile(file)) return [`${page.urlPath}: ${file} is not in the build`];
      return [];
    });
    expect(problems).toEqual([]);
    const images = ownPages.map((page) => page.meta.get('og:image'));
    expect(new Set(images).size, 'pages sharing an image').toBe(ownPages.length);
  });

  it('every image is a 1200×630 PNG of at most 60 KB, and the tags say so', () => {
    for (const page of ownPages) {
      const file = imageFile(page.meta.get('og:image'))!;
      expect(pngSize(file), file).toEqual({ width: 1200, height: 630 });
      expect(fs.statSync(path.join(buildDir, file)).size, file).toBeLessThanOrEqual(maxImageBytes);
      expect(page.meta.get('og:image:type'), page.urlPath).toBe('image/png');
      expect(page.meta.get('og:image:width'), page.urlPath).toBe('1200');
      expect(page.meta.get('og:image:height'), page.urlPath).toBe('630');
    }
  });

  it('the images differ from page to page', () => {
    const digests = new Map<string, string>();
    for (const page of ownPages) {
      const file = imageFile(page.meta.get('og:image'))!;
      const digest = createHash('sha256')
        .update(fs.readFileSync(path.join(buildDir, file)))
        .digest('hex');
      expect(digests.get(digest), `${page.urlPath} has the same image as`).toBeUndefined();
      digests.set(digest, page.urlPath);
    }
  });

  it('the Twitter card shows the same image with the same description', () => {
    for (const page of pages) {
      expect(page.meta.get('twitter:image'), page.urlPath).toBe(page.meta.get('og:image'));
      expect(page.meta.get('og:image:alt')?.length ?? 0, page.urlPath).toBeGreaterThan(10);
      expect(page.meta.get('twitter:image:alt'), page.urlPath).toBe(page.meta.get('og:image:alt'));
    }
    const alts = ownPages.map((page) => page.meta.get('og:image:alt'));
    expect(new Set(alts).size, 'pages sharing an image description').toBe(ownPages.length);
  });

  it('the 404 page, which has no address of its own, shows the home page image', () => {
    const home = pages.find((page) => page.file === 'index.html')!;
    const notFound = pages.find(isNotFound)!;
    expect(notFound.meta.get('og:image')).toBe(home.meta.get('og:image'));
  });

  it('the build holds no social image that no page uses', () => {
    const used = new Set(pages.map((page) => imageFile(page.meta.get('og:image'))));
    const unused = listBuildFiles()
      .filter((file) => file.startsWith('social/'))
      .filter((file) => !used.has(file));
    expect(unused).toEqual([]);
  });
});
