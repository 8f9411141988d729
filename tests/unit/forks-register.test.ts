// The upgrade guard for the theme's copies of framework code: every folder of theme/forks/ has
// an entry in theme/forks/forks.json, every upstream file it names still has the recorded
// hash in the installed @rspress/core, and every dropped behaviour is either shown kept by a
// test or marked deliberate with its reason.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingSlug } from '../../theme/lib/heading-slug';
import { changedUpstreams, readRegister, unregisteredForks, upgradeReport } from '../support/forks-register';

const root = path.resolve(import.meta.dirname, '../..');
const forksDir = path.join(root, 'theme/forks');
const packageRoot = path.join(root, 'node_modules/@rspress/core');
const register = readRegister(path.join(forksDir, 'forks.json'));
const installedVersion = (JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;

describe('theme/forks register', () => {
  it('has one entry per fork folder and no entry without a folder', () => {
    expect(unregisteredForks(register, forksDir)).toEqual([]);
  });

  it('matches the installed Rspress: no upstream file of a fork has changed', () => {
    const changed = changedUpstreams(register, packageRoot);
    if (changed.size > 0) expect.fail(upgradeReport(changed, register.rspressVersion, installedVersion));
  });

  it('says for every fork why it exists, and for every drop the test that keeps it or why it is deliberate', () => {
    const upstreamAnchors = new Set(
      [...fs.readFileSync(path.join(forksDir, 'UPSTREAM.md'), 'utf8').matchAll(/^##+ (.+)$/gm)].map((match) => headingSlug(match[1]!)),
    );
    const problems: string[] = [];
    for (const [name, entry] of Object.entries(register.forks)) {
      if (entry.upstream.length === 0) problems.push(`${name}: no upstream file`);
      if (!entry.why.trim()) problems.push(`${name}: no reason to exist`);
      const anchor = /^UPSTREAM\.md#(.+)$/.exec(entry.letGo)?.[1];
      if (anchor && !upstreamAnchors.has(anchor)) problems.push(`${name}: letGo points to a missing section of UPSTREAM.md (#${anchor})`);
      if (!anchor && !entry.letGo.trim()) problems.push(`${name}: no word on what would let it go`);
      for (const drop of entry.drops) {
        if (drop.status === 'kept' && !(drop.test && fs.existsSync(path.join(root, drop.test))))
          problems.push(`${name}: "${drop.behaviour}" is marked kept, but its test file ${drop.test ?? '(none)'} does not exist`);
        if (drop.status === 'deliberate' && !drop.reason?.trim()) problems.push(`${name}: "${drop.behaviour}" is dropped with no reason`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the Search fork runs no search hooks, so the config sets none', async () => {
    const { default: config } = await import('../../rspress.config');
    const search = config.search === false ? undefined : config.search;
    expect(
      search && 'searchHooks' in search ? search.searchHooks : undefined,
      'theme/forks/Search ignores search.searchHooks',
    ).toBeUndefined();
  });
});

describe('the guard itself', () => {
  // A copy of the upstream files of two forks, one edited: the guard names that fork alone.
  it('names the fork whose upstream file changed, and a fork with no entry', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rspress-upstream-'));
    try {
      const sample = Object.fromEntries(Object.entries(register.forks).slice(0, 2));
      for (const entry of Object.values(sample)) {
        for (const { file } of entry.upstream) {
          fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
          fs.copyFileSync(path.join(packageRoot, file), path.join(copy, file));
        }
      }
      const [edited, untouched] = Object.keys(sample) as [string, string];
      const editedFile = path.join(copy, sample[edited]!.upstream[0]!.file);
      fs.appendFileSync(editedFile, '\n// a new upstream release\n');
      const changed = changedUpstreams({ ...register, forks: sample }, copy);
      expect([...changed.keys()]).toEqual([edited]);
      expect(upgradeReport(changed, '2.0.22', '2.1.0')).toContain(`- ${edited}: ${sample[edited]!.upstream[0]!.file} (changed)`);
      expect(changed.has(untouched)).toBe(false);

      const { [edited]: _removed, ...withoutEdited } = register.forks;
      expect(unregisteredForks({ ...register, forks: withoutEdited }, forksDir)).toEqual([
        `theme/forks/${edited} has no entry in theme/forks/forks.json`,
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
