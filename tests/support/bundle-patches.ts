import type { Page } from '@playwright/test';

// Some rules of the specification only apply under a configuration the real site does not
// use (more than five social links, `hideNavbar: 'scroll'`, a page that switches global UI
// off). Rebuilding the site per case would cost a build each; instead a test rewrites the
// served JavaScript for its own page only. The real build is never changed.

/** Replaces `search` in `source`, failing loudly unless it occurs exactly once. */
export function replaceOnce(source: string, search: string, replacement: string): string {
  const first = source.indexOf(search);
  if (first === -1 || source.indexOf(search, first + search.length) !== -1) {
    throw new Error(`Expected exactly one "${search}" in the served bundle; the build output changed shape.`);
  }
  return source.slice(0, first) + replacement + source.slice(first + search.length);
}

async function patchScripts(page: Page, url: RegExp, patch: (source: string) => string | undefined) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    await route.fulfill({ response, body: patch(source) ?? source });
  });
}

/**
 * Serves the site with extra `themeConfig` entries, written as JavaScript object members,
 * e.g. `hideNavbar:"scroll"`, for settings the site does not configure itself.
 */
export async function withThemeConfig(page: Page, members: string) {
  await patchScripts(page, /\/static\/js\/index\.[0-9a-f]+\.js$/, (source) =>
    replaceOnce(source, 'themeConfig:{', `themeConfig:{${members},`),
  );
}

/** Serves the site with extra social links appended to the configured ones. */
export async function withExtraSocialLinks(page: Page, links: { icon: string; content: string }[]) {
  const extra = links.map((link) => JSON.stringify({ icon: link.icon, mode: 'link', content: link.content })).join(',');
  await patchScripts(page, /\/static\/js\/index\.[0-9a-f]+\.js$/, (source) =>
    replaceOnce(source, 'socialLinks:[', `socialLinks:[${extra},`),
  );
}

/**
 * Serves one page with extra frontmatter entries, e.g. `globalUIComponents:false`.
 * `sourceFile` is the page's file below docs/, e.g. `docs/features/code-splitting.mdx`.
 */
export async function withFrontmatter(page: Page, sourceFile: string, members: string) {
  const marker = `__RSPRESS_PAGE_META[${JSON.stringify(encodeURIComponent(sourceFile))}]={`;
  await patchScripts(page, /\/static\/js\/async\/route-[^/]+\.js$/, (source) => {
    if (!source.includes(marker)) return undefined;
    const metaStart = source.indexOf(marker);
    const frontmatterAt = source.indexOf('frontmatter:{', metaStart);
    if (frontmatterAt === -1) throw new Error(`No frontmatter found for ${sourceFile} in its page chunk.`);
    const insertAt = frontmatterAt + 'frontmatter:{'.length;
    return `${source.slice(0, insertAt)}${members},${source.slice(insertAt)}`;
  });
}

/**
 * Serves one page with a piece of its compiled content replaced, e.g. the command of a
 * package-manager tab group. `search` must occur exactly once in the page's chunk.
 */
export async function withPageContentReplaced(page: Page, sourceFile: string, search: string, replacement: string) {
  const marker = `__RSPRESS_PAGE_META[${JSON.stringify(encodeURIComponent(sourceFile))}]`;
  await patchScripts(page, /\/static\/js\/async\/route-[^/]+\.js$/, (source) =>
    source.includes(marker) ? replaceOnce(source, search, replacement) : undefined,
  );
}
