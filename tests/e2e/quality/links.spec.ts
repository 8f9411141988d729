// Gate: no dead internal link or #anchor anywhere in the build, and external links open in
// a new tab without handing the opener to the other site. Rspress's own dead-link check
// (markdown.link.checkDeadLinks) already fails the build on a missing page; this also
// covers #anchors, links rendered by the theme, and the DOM after hydration.
import { expect, test } from '@playwright/test';
import { type BuiltPage, builtPages, isBuildFile, parseBuiltPage, readBuildFile } from '../../support/build-output';
import { waitForHydration } from '../../support/hydration';
import { classifyHref, fileForPath } from '../../support/link-targets';
import { allRoutes } from '../../support/routes';

const origin = 'https://re-pack.dev';
const safeRel = (rel: string | null | undefined) => {
  const tokens = new Set((rel ?? '').toLowerCase().split(/\s+/));
  return tokens.has('noopener') && tokens.has('noreferrer');
};

const pagesByFile = new Map<string, BuiltPage>();
const pageForFile = (file: string) => {
  const known = pagesByFile.get(file);
  if (known) return known;
  const page = parseBuiltPage(file);
  pagesByFile.set(file, page);
  return page;
};

/** Why an internal link is dead, or undefined when it leads somewhere real. */
function deadLinkReason(href: string, fromUrl: string, idsOnSamePage?: Set<string>): string | undefined {
  const target = classifyHref(href, fromUrl, origin);
  if (target.kind !== 'internal') return undefined;
  const file = fileForPath(target.pathname, isBuildFile);
  if (!file) return `no page at ${target.pathname}`;
  if (!target.hash) return undefined;
  if (!file.endsWith('.html')) return undefined;
  const samePage = idsOnSamePage && fileForPath(fromUrl, isBuildFile) === file;
  const ids = samePage ? idsOnSamePage : pageForFile(file).ids;
  return ids.has(target.hash) ? undefined : `no element with id "${target.hash}" on ${target.pathname}`;
}

test.describe('links in the static HTML', () => {
  test('every internal link and #anchor leads to an existing page and heading', () => {
    const pages = builtPages();
    for (const page of pages) pagesByFile.set(page.file, page);
    const dead: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const anchor of page.anchors) {
        checked++;
        const reason = deadLinkReason(anchor.href, page.urlPath);
        if (reason) dead.push(`${page.urlPath}: "${anchor.text}" → ${anchor.href} (${reason})`);
      }
    }
    expect(dead, `Dead links in the build:\n${dead.join('\n')}`).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  test('external links open in a new tab with rel="noopener noreferrer"', () => {
    const unsafe: string[] = [];
    for (const page of builtPages()) {
      for (const anchor of page.anchors) {
        const external = classifyHref(anchor.href, page.urlPath, origin).kind === 'external';
        if ((external || anchor.target === '_blank') && !(anchor.target === '_blank' && safeRel(anchor.rel))) {
          unsafe.push(`${page.urlPath}: ${anchor.href} target=${anchor.target} rel=${anchor.rel}`);
        }
      }
    }
    expect(unsafe, `Unsafe external links:\n${unsafe.join('\n')}`).toEqual([]);
  });

  test('llms.txt links only to Markdown pages that exist', () => {
    const llms = pageTextLinks('llms.txt');
    expect(llms.length).toBeGreaterThanOrEqual(50);
    const missing = llms.filter((url) => !fileForPath(new URL(url).pathname, isBuildFile));
    expect(missing).toEqual([]);
  });
});

function pageTextLinks(file: string): string[] {
  const text = readBuildFile(file);
  return [...text.matchAll(/\]\((https:\/\/re-pack\.dev\/[^)\s]+)\)/g)].map((match) => match[1]!);
}

test.describe('links after hydration', () => {
  for (const route of allRoutes) {
    test(`${route}: no dead link or anchor, external links safe`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      const { anchors, ids } = await page.evaluate(() => ({
        anchors: [...document.querySelectorAll('a[href]')].map((a) => ({
          href: a.getAttribute('href') ?? '',
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
          text: (a.textContent ?? '').trim(),
        })),
        ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      }));
      const idSet = new Set(ids);
      const fromUrl = new URL(page.url()).pathname;
      const problems: string[] = [];
      for (const anchor of anchors) {
        const reason = deadLinkReason(anchor.href, fromUrl, idSet);
        if (reason) problems.push(`dead: "${anchor.text}" → ${anchor.href} (${reason})`);
        const external = classifyHref(anchor.href, fromUrl, origin).kind === 'external';
        if ((external || anchor.target === '_blank') && !(anchor.target === '_blank' && safeRel(anchor.rel))) {
          problems.push(`unsafe: "${anchor.text}" → ${anchor.href} target=${anchor.target} rel=${anchor.rel}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
