import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { lastCommitTimes, sitemapXml } from '../../theme/plugins/sitemap';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const git = (cwd: string, args: string[], date = '2024-01-01T00:00:00Z') =>
  execFileSync('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: 'W',
      GIT_AUTHOR_EMAIL: 'w@example.com',
      GIT_COMMITTER_NAME: 'W',
      GIT_COMMITTER_EMAIL: 'w@example.com',
    },
  });

/** A repository whose docs/ has an old page, a page changed later, and an uncommitted page. */
function makeRepository() {
  const repo = path.join(scratch, 'repo');
  fs.mkdirSync(path.join(repo, 'docs'), { recursive: true });
  git(repo, ['init', '-q']);
  fs.writeFileSync(path.join(repo, 'docs/old.mdx'), 'old');
  fs.writeFileSync(path.join(repo, 'docs/changed.mdx'), 'first');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-qm', 'first'], '2024-01-01T00:00:00Z');
  fs.writeFileSync(path.join(repo, 'docs/changed.mdx'), 'second');
  git(repo, ['commit', '-qam', 'second'], '2024-06-01T12:00:00Z');
  fs.writeFileSync(path.join(repo, 'docs/new.mdx'), 'new');
  return repo;
}

const repo = makeRepository();

test('each page is dated by its own last commit; an uncommitted page has no date', () => {
  const times = lastCommitTimes(path.join(repo, 'docs'));
  expect(times.get(path.join(repo, 'docs/old.mdx'))).toBe('2024-01-01T00:00:00.000Z');
  expect(times.get(path.join(repo, 'docs/changed.mdx'))).toBe('2024-06-01T12:00:00.000Z');
  expect(times.has(path.join(repo, 'docs/new.mdx'))).toBe(false);
});

test('in a shallow clone, a page last changed before the fetched history has no date rather than a wrong one', () => {
  const clone = path.join(scratch, 'shallow');
  git(scratch, ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
  const times = lastCommitTimes(path.join(clone, 'docs'));
  // The one commit fetched lists every file; only the page it changed is known to date from it.
  expect([...times.values()]).toEqual([]);
  git(clone, ['fetch', '-q', '--deepen', '1']);
  expect(lastCommitTimes(path.join(clone, 'docs')).get(path.join(clone, 'docs/changed.mdx'))).toBe('2024-06-01T12:00:00.000Z');
});

test('outside a repository no page has a date', () => {
  expect(lastCommitTimes(os.tmpdir()).size).toBe(0);
});

test('the sitemap lists pages in order, with lastmod where known', () => {
  const xml = sitemapXml(
    'https://example.com',
    new Map([
      ['/b', '/d/b.mdx'],
      ['/', '/d/index.mdx'],
    ]),
    new Map([['/d/b.mdx', '2024-06-01T12:00:00.000Z']]),
  );
  expect(xml).toContain(
    '<url><loc>https://example.com/</loc></url>\n<url><loc>https://example.com/b</loc><lastmod>2024-06-01T12:00:00.000Z</lastmod></url>',
  );
});
