// `npm ci` checks each package it downloads against the lockfile's integrity hash; an entry
// without one is installed unchecked. The lockfile once lacked them for 8 Biome binaries.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, test } from 'vitest';

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  engines?: { node?: string };
}

const lockfile = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

test('every package in package-lock.json has an integrity hash that npm ci verifies', () => {
  expect(lockfile.lockfileVersion).toBeGreaterThanOrEqual(2);
  // The root project, workspace links and packages bundled inside another come with no download.
  const unchecked = Object.entries(lockfile.packages)
    .filter(([location, entry]) => location !== '' && !entry.link && !entry.inBundle && !entry.integrity?.startsWith('sha512-'))
    .map(([location, entry]) => `${location}@${entry.version}`);
  expect(unchecked, 'run `npm install` to fill in their hashes').toEqual([]);
});

test("package.json's engines ask for a Node version that every installed package accepts", () => {
  const project = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const oldest = semver.minVersion(project.engines.node)?.version ?? '';
  const nvmrc = fs.readFileSync(path.resolve(import.meta.dirname, '../../.nvmrc'), 'utf8').trim();
  expect(semver.satisfies(nvmrc, project.engines.node), '.nvmrc is a version the engines allow').toBe(true);
  // npm warns EBADENGINE on every install for a package that refuses the running Node.
  const refusing = Object.entries(lockfile.packages)
    .filter(([location, { engines }]) => location !== '' && engines?.node && !semver.satisfies(oldest, engines.node))
    .map(([location, { version, engines }]) => `${location}@${version} needs Node ${engines?.node}`);
  expect(refusing, `Node ${oldest}, the oldest that package.json allows`).toEqual([]);
});
