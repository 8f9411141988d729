#!/usr/bin/env node
// @ts-check
// Builds the site twice from the same commit, each time cold (every build cache in
// node_modules/.cache removed, as on a fresh clone, CI or the host), and compares the two
// outputs file by file. A difference means the build depends on something other than the
// sources: the time, the machine's load (Shiki once cut slow lines short), the order in which
// work finished. Exits 1 naming the files that differ, with the first differing line of each
// text file. The second build is left in doc_build/.
//
//   node scripts/check-reproducible.mjs
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const buildDir = path.join(root, 'doc_build');
const cacheDir = path.join(root, 'node_modules/.cache');

/**
 * Every file under `dir`, relative, with forward slashes, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
    })
    .sort();
}

const digest = (/** @type {string} */ file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * One cold build into doc_build/, copied to `into` when given; returns how long it took.
 * @param {number} run
 * @param {string | null} into
 */
function coldBuild(run, into) {
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
  console.log(`Cold build ${run} of 2…`);
  const started = performance.now();
  const result = spawnSync('npx', ['rspress', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`Build ${run} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  const seconds = (performance.now() - started) / 1000;
  if (into) fs.cpSync(buildDir, into, { recursive: true });
  return seconds;
}

/**
 * The first line where two texts differ, shortened, or null for binary files.
 * @param {Buffer} a
 * @param {Buffer} b
 */
function firstDifference(a, b) {
  const isText = (/** @type {Buffer} */ buffer) => !buffer.subarray(0, 8000).includes(0);
  if (!isText(a) || !isText(b)) return null;
  const left = a.toString('utf8').split('\n');
  const right = b.toString('utf8').split('\n');
  const line = left.findIndex((text, index) => text !== right[index]);
  const at = line === -1 ? left.length : line;
  const column = [...(left[at] ?? '')].findIndex((char, index) => char !== (right[at] ?? '')[index]);
  const excerpt = (/** @type {string | undefined} */ text = '') => JSON.stringify(text.slice(Math.max(0, column - 60), column + 60));
  return `line ${at + 1}: ${excerpt(left[at])} ≠ ${excerpt(right[at])}`;
}

const first = fs.mkdtempSync(path.join(os.tmpdir(), 'repack-docs-build-1-'));
fs.rmSync(first, { recursive: true });
const seconds = [coldBuild(1, first), coldBuild(2, null)];
const firstFiles = listFiles(first);
const secondFiles = listFiles(buildDir);
const onlyIn = (/** @type {string[]} */ files, /** @type {string[]} */ other) => files.filter((file) => !other.includes(file));
const differing = firstFiles.filter(
  (file) => secondFiles.includes(file) && digest(path.join(first, file)) !== digest(path.join(buildDir, file)),
);
const problems = [
  ...onlyIn(firstFiles, secondFiles).map((file) => `${file}: only in build 1`),
  ...onlyIn(secondFiles, firstFiles).map((file) => `${file}: only in build 2`),
  ...differing.map((file) => {
    const difference = firstDifference(fs.readFileSync(path.join(first, file)), fs.readFileSync(path.join(buildDir, file)));
    return `${file}: differs${difference ? ` at ${difference}` : ' (binary)'}`;
  }),
];
fs.rmSync(first, { recursive: true, force: true });

const timing = `cold builds ${seconds.map((value) => value.toFixed(0)).join(' s and ')} s`;
if (problems.length > 0) {
  console.error(`The two cold builds differ in ${problems.length} of ${secondFiles.length} files (${timing}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`The two cold builds are identical: ${secondFiles.length} files (${timing}).`);
