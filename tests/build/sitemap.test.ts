// sitemap.xml dates each page by its source file's last commit, so that a fresh clone does
// not claim that every page changed at checkout time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readBuildFile } from '../support/build-output';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The time of each page source's last commit, as `git log -1 -- <file>` gives it, from one walk
 * of the history of docs/ (newest first) instead of one git process per page.
 */
const lastCommitTimes = new Map<string, string>();
const history = execFileSync('git', ['log', '--format=%x00%at', '--name-only', '--', 'docs'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
for (const commit of history.split('\0').slice(1)) {
  const [seconds = '', ...files] = commit.trim().split('\n');
  for (const file of files)
    if (file && !lastCommitTimes.has(file)) lastCommitTimes.set(file, new Date(Number(seconds) * 1000).toISOString());
}
const lastCommitTime = (file: string) => lastCommitTimes.get(file);

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
