// The index of error messages cannot rot: every message listed on
// docs/docs/troubleshooting/messages.mdx must still be printed by the installed @callstack/repack or
// @callstack/repack-dev-server (tests/messages/message-index.ts). Messages of a newer release are
// listed in tests/messages/newer-release.json, and an entry fails once the installed release prints
// its message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkMessageIndex,
  findPrintingFile,
  type NewerReleaseEntry,
  type PrintableText,
  readIndexedMessages,
  readNewerRelease,
  readPrintableText,
} from '../messages/message-index';

const root = path.resolve(import.meta.dirname, '../..');
const page = 'docs/docs/troubleshooting/messages.mdx';
const source = readFileSync(path.join(root, page), 'utf8');
const newerRelease = readNewerRelease(path.join(root, 'tests/messages/newer-release.json'));
const installedVersion = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/@callstack/repack/package.json'), 'utf8')) as { version: string }
).version;

let files: PrintableText[];
// Parsing the packages' JavaScript takes TypeScript a few seconds: once.
beforeAll(() => {
  files = readPrintableText(root);
}, 60_000);

const check = (overrides: Partial<{ source: string; files: PrintableText[]; newerRelease: NewerReleaseEntry[] }> = {}) =>
  checkMessageIndex({ page, source, files, installedVersion, newerRelease, ...overrides });

describe('error message index', () => {
  it('lists the messages as list items that start with a code span', () => {
    const messages = readIndexedMessages(source);
    expect(messages.length).toBeGreaterThanOrEqual(100);
    expect(messages.map((message) => message.text)).toContain('No resolver was able to resolve script {scriptId}');
  });

  it('every message is printed by the installed release, except the listed messages of a newer release', () => {
    const failures = check();
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('fails with the page line when a message on the page is misspelt', () => {
    const typo = 'No resolver was abel to resolve script {scriptId}';
    const misspelt = source.replace('- `No resolver was able to resolve script {scriptId}`', `- \`${typo}\``);
    const line = readIndexedMessages(misspelt).find((message) => message.text === typo)?.line;
    expect(line).toBeGreaterThan(0);
    expect(check({ source: misspelt }).join('\n')).toContain(
      `${page}:${line}: "${typo}" is not printed by the installed @callstack/repack`,
    );
  });

  it('fails when the installed package no longer prints a message', () => {
    const printer = findPrintingFile('No resolver was able to resolve script {scriptId}', files);
    expect(printer?.file).toMatch(/ScriptManager\.js$/);
    const withoutIt = files.map((file) => (file === printer ? { ...file, words: file.words.filter((word) => word !== 'resolver') } : file));
    expect(check({ files: withoutIt }).join('\n')).toContain('"No resolver was able to resolve script {scriptId}" is not printed');
  });

  it('fails on a newer-release entry once the installed release prints the message, or when the page lacks it', () => {
    const entry = { message: '[ScriptManager] Failed to load script:', version: '5.3.0', reason: 'test' };
    expect(check({ newerRelease: [...newerRelease, entry] }).join('\n')).toContain(
      'tests/messages/newer-release.json: "[ScriptManager] Failed to load script:"',
    );
    const gone = { message: 'A message no page lists', version: '5.3.0', reason: 'test' };
    expect(check({ newerRelease: [...newerRelease, gone] }).join('\n')).toContain(
      `"A message no page lists" is not on ${page}; remove its entry`,
    );
  });

  it('fails on a newer-release entry whose release is not newer than the installed one', () => {
    const stale = newerRelease.map((entry) => ({ ...entry, version: installedVersion }));
    const failures = check({ newerRelease: stale });
    expect(failures).toHaveLength(newerRelease.length);
    expect(failures[0]).toContain(`is listed as new in ${installedVersion}`);
  });
});
