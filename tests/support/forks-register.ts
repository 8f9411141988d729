// Reads theme/forks/forks.json and checks it against the forks on disk and the installed
// Rspress: the upgrade guard of tests/unit/forks-register.test.ts, kept apart so that test
// can also run it against a doctored copy of the upstream files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ForkDrop {
  behaviour: string;
  status: 'kept' | 'deliberate';
  /** For a kept behaviour: the test file that shows the fork keeps it. */
  test?: string;
  /** For a deliberate drop: why the site does without it. */
  reason?: string;
}

export interface ForkEntry {
  upstream: { file: string; sha256: string }[];
  why: string;
  drops: ForkDrop[];
  letGo: string;
}

export interface ForkRegister {
  rspressVersion: string;
  forks: Record<string, ForkEntry>;
}

export const readRegister = (file: string): ForkRegister => JSON.parse(fs.readFileSync(file, 'utf8')) as ForkRegister;

/** The fork folders in `forksDir`, one per replaced component. */
export const forkFolders = (forksDir: string) =>
  fs
    .readdirSync(forksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Folders without an entry and entries without a folder. */
export function unregisteredForks(register: ForkRegister, forksDir: string): string[] {
  const folders = forkFolders(forksDir);
  const entries = Object.keys(register.forks);
  return [
    ...folders.filter((name) => !entries.includes(name)).map((name) => `theme/forks/${name} has no entry in theme/forks/forks.json`),
    ...entries
      .filter((name) => !folders.includes(name))
      .map((name) => `theme/forks/forks.json names ${name}, which is not a folder of theme/forks`),
  ];
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * The upstream files that changed (or went) since the register was written, by fork: after a
 * Rspress upgrade, these are the forks to compare with their new originals.
 */
export function changedUpstreams(register: ForkRegister, packageRoot: string): Map<string, string[]> {
  const changed = new Map<string, string[]>();
  for (const [name, entry] of Object.entries(register.forks)) {
    for (const { file, sha256: recorded } of entry.upstream) {
      const absolute = path.join(packageRoot, file);
      const now = fs.existsSync(absolute) ? sha256(absolute) : 'missing';
      if (now !== recorded) changed.set(name, [...(changed.get(name) ?? []), `${file} (${now === 'missing' ? 'gone' : 'changed'})`]);
    }
  }
  return changed;
}

/** The guard's message for `changedUpstreams`: what changed, and what to do about it. */
export function upgradeReport(changed: Map<string, string[]>, registerVersion: string, installedVersion: string): string {
  const lines = [...changed].map(([name, files]) => `- ${name}: ${files.join(', ')}`);
  return [
    `Rspress ${installedVersion} changed the upstream of ${changed.size} fork(s) registered at ${registerVersion}:`,
    ...lines,
    'Compare each fork in theme/forks/ with its new upstream file (node_modules/@rspress/core/…), carry over what',
    'readers need, then update the hashes and rspressVersion in theme/forks/forks.json.',
  ].join('\n');
}
