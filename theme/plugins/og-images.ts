import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { hasOwnSocialImage, type SidebarConfig, type SocialCard, type SocialImagePage, socialCard } from '../lib/social-image';
import { createCardRenderer, type RenderCard, rendererFingerprint } from './og-image-renderer';

/** Rendered images, by a hash of everything they show (see `cacheKey`); survives builds. */
export const ogImageCacheDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/og-images');

const cacheKey = (fingerprint: string, { title, section, home }: SocialCard) =>
  createHash('sha256')
    .update(JSON.stringify([fingerprint, title, section, home]))
    .digest('hex')
    .slice(0, 32);

/** Runs `task` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Renders each page's social preview image (./og-image-renderer.ts) into the production
 * build, at the path that page's `og:image` names (theme/lib/social-image.ts). The 404 page
 * gets none: it borrows the home page's. An image is rendered once and reused from
 * node_modules/.cache/og-images while the page's title and section and the template, logo
 * and font files stay the same, so a build with nothing new renders nothing and loads no
 * renderer. Entries no page uses any more are removed.
 */
export function ogImages(): RspressPlugin {
  const pages = new Map<string, SocialImagePage>();
  return {
    name: 'repack-og-images',
    // Read here rather than in `extendPageData`, where leanPageData removes titles.
    modifySearchIndexData(allPages, isProd) {
      if (!isProd) return;
      for (const pageData of allPages) {
        const frontmatter = pageData.frontmatter ?? {};
        const page: SocialImagePage = {
          routePath: pageData.routePath,
          pageType: frontmatter.pageType as string | undefined,
          title: (frontmatter.title as string | undefined) ?? pageData.title,
          titleSuffix: frontmatter.titleSuffix as string | undefined,
        };
        if (hasOwnSocialImage(page)) pages.set(page.routePath, page);
      }
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const started = performance.now();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const sidebar = config.themeConfig?.sidebar as SidebarConfig | undefined;
      const fingerprint = rendererFingerprint();
      const jobs = [...pages.values()].map((page) => {
        const card = socialCard(page, sidebar, config.title);
        return {
          card,
          cached: path.join(ogImageCacheDir, `${cacheKey(fingerprint, card)}.png`),
          target: path.join(outDir, card.path),
        };
      });
      fs.mkdirSync(ogImageCacheDir, { recursive: true });
      const missing = jobs.filter((job) => !fs.existsSync(job.cached));

      if (missing.length > 0) {
        const render: RenderCard = await createCardRenderer();
        await eachLimited(missing, os.availableParallelism(), async ({ card, cached }) => {
          const png = await render(card);
          // Written beside its final name and renamed, so a build stopped midway leaves no half image.
          const partial = `${cached}.${process.pid}.tmp`;
          await fs.promises.writeFile(partial, png);
          await fs.promises.rename(partial, cached);
        });
      }
      await Promise.all(
        jobs.map(async ({ cached, target }) => {
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.copyFile(cached, target);
        }),
      );

      const inUse = new Set(jobs.map((job) => path.basename(job.cached)));
      for (const entry of fs.readdirSync(ogImageCacheDir)) {
        if (!inUse.has(entry)) fs.rmSync(path.join(ogImageCacheDir, entry), { force: true });
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(`Social images: ${missing.length} rendered, ${jobs.length - missing.length} reused (${seconds} s).`);
    },
  };
}
