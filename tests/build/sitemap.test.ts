// sitemap.xml dates each page by its source file's last commit, so that a fresh clone does
// not claim that every page changed at checkout time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readBuildFile } from '../support/build-output';

const root = path.resolve(import.meta.dirname, '../..');
const lastCommitTime = (file: string) => {
  const seconds = execFileSync('git', ['log', '-1', '--format=%at', '--', file], { cwd: root, encoding: 'utf8' }).trim();
  return seconds ? new Date(Number(seconds) * 1000).toISOString() : undefined;
};

/** Each listed address with its lastmod. */
const entries = new Map(
  [...readBuildFile('sitemap.xml').matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url = '']) => [
    url.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '',
    url.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
  ]),
);

/** The page's source under docs/: `/api` is `docs/api/index.mdx`, `/docs/guides/svg` is `docs/docs/guides/svg.mdx`. */
function sourceOf(route: string): string | undefined {
  const base = route === '/' ? 'docs/index' : `docs${route}`;
  return [`${base}.mdx`, `${base}.md`, `${base}/index.mdx`, `${base}/index.md`].find((file) => fs.existsSync(path.join(root, file)));
}

test('the sitemap dates every page by the last commit of its source file', () => {
  expect(entries.size).toBeGreaterThan(50);
  for (const [location, lastmod] of entries) {
    const file = sourceOf(new URL(location).pathname);
    expect(file, location).toBeDefined();
    expect(lastmod, `${location} (${file})`).toBe(lastCommitTime(file ?? ''));
  }
});
