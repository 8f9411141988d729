import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplesTsconfig } from '../../theme/plugins/twoslash/files';
import { type CheckResult, checkExamples } from '../examples/check-examples';

// Runs the real check (extraction and `tsc -p` against the installed @callstack/repack) on a few
// made-up pages, so it proves that a mistake in an example fails the check.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const examplesDir = path.join(root, 'tests/examples');

const fence = (title: string, code: string[]) => [`\`\`\`js title="${title}"`, ...code, '```'].join('\n');
const config = (plugin: string) =>
  fence('rspack.config.mjs', [
    "import * as Repack from '@callstack/repack';",
    '',
    'export default Repack.defineRspackConfig({',
    '  context: Repack.getDirname(import.meta.url),',
    "  entry: './index.js',",
    `  plugins: [${plugin}],`,
    '});',
  ]);

const pages = [
  {
    page: 'docs/wrong.mdx',
    // Line 1 is the fence; the plugin is on line 7 of the page.
    source: config("new Repack.RepackPlugin({ platfrm: 'ios' })"),
  },
  {
    page: 'docs/right.mdx',
    source: config("new Repack.RepackPlugin({ platform: 'ios' })"),
  },
  {
    page: 'docs/newer.mdx',
    source: [
      'Signing with a key that gets embedded:',
      '',
      config(
        "new Repack.plugins.CodeSigningPlugin({ privateKeyPath: './code-signing.pem', publicKeyPath: './code-signing.pem.pub' }), new Repack.RepackPlugin({ platform: 1 })",
      ),
    ].join('\n'),
  },
  {
    page: 'docs/stale.mdx',
    source: config("new Repack.plugins.CodeSigningPlugin({ privateKeyPath: './code-signing.pem' })"),
  },
  {
    page: 'docs/untyped.mdx',
    source: fence('rspack.config.mjs', [
      "import * as Repack from '@callstack/repack';",
      '',
      'export default Repack.defineRspackConfig({',
      "  entry: './index.js',",
      "  module: { rules: [{ test: /\\.png$/, use: { loader: '@callstack/repack/assets-loader', options: { inline: true, maxInlineSize: 1024 } } }] },",
      '});',
    ]),
  },
  {
    page: 'docs/older.mdx',
    source: fence('react-native.config.js', ['module.exports = {', "  commands: require('@callstack/repack/commands'),", '};']),
  },
  {
    page: 'docs/reader-files.mdx',
    source: fence('index.js', [
      "import { ScriptManager } from '@callstack/repack/client';",
      "import App from './src/App';",
      '',
      'ScriptManager.shared.on("error", () => App);',
    ]),
  },
];

let result: CheckResult;
let outDir: string;

beforeAll(() => {
  outDir = mkdtempSync(path.join(examplesDir, '.generated-unit-'));
  result = checkExamples({
    root,
    outDir,
    tsconfig: examplesTsconfig,
    pages,
    exceptions: {
      newerRelease: [
        {
          page: 'docs/newer.mdx',
          title: 'rspack.config.mjs',
          contains: 'publicKeyPath',
          version: '5.3.0',
          apis: ['publicKeyPath'],
          reason: 'test',
        },
        {
          page: 'docs/stale.mdx',
          title: 'rspack.config.mjs',
          contains: 'CodeSigningPlugin',
          version: '5.3.0',
          apis: ['privateKeyPath'],
          reason: 'test',
        },
        {
          page: 'docs/untyped.mdx',
          title: 'rspack.config.mjs',
          contains: 'maxInlineSize: 1024',
          version: '5.3.0',
          apis: ['maxInlineSize'],
          detectable: false,
          reason: 'test',
        },
        {
          page: 'docs/gone.mdx',
          title: 'rspack.config.mjs',
          contains: 'maxInlineSize',
          version: '5.3.0',
          apis: ['maxInlineSize'],
          reason: 'test',
        },
      ],
      olderRelease: [
        {
          page: 'docs/older.mdx',
          title: 'react-native.config.js',
          contains: "require('@callstack/repack/commands')",
          version: '4.x',
          reason: 'test',
        },
      ],
    },
  });
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('checkExamples', () => {
  it('fails on a misspelled option name and points at the page line', () => {
    const failure = result.failures.find((line) => line.startsWith('docs/wrong.mdx:'));
    expect(failure).toBeDefined();
    expect(failure).toMatch(/^docs\/wrong\.mdx:7: .*'platfrm' does not exist in type 'RepackPluginConfig'/);
  });

  it('passes the same example with the right option name', () => {
    expect(result.failures.filter((line) => line.startsWith('docs/right.mdx'))).toEqual([]);
  });

  it('tolerates only the listed newer API in a listed example', () => {
    expect(result.tolerated).toBe(1);
    const newer = result.failures.filter((line) => line.startsWith('docs/newer.mdx'));
    // `platform: 1` is a different mistake and is still reported.
    expect(newer).toEqual([expect.stringMatching(/^docs\/newer\.mdx:9: Type 'number' is not assignable to type 'string'/)]);
  });

  it('fails on a listed API that the installed release accepts', () => {
    expect(result.failures).toContainEqual(expect.stringMatching(/^docs\/stale\.mdx:1: .*lists 'privateKeyPath' .*accepts it/));
  });

  it('accepts a listed API that the installed types cannot see when the entry says so', () => {
    expect(result.failures.filter((line) => line.startsWith('docs/untyped.mdx'))).toEqual([]);
  });

  it('fails on a list entry that matches no example', () => {
    expect(result.failures).toContainEqual(expect.stringMatching(/^needs-newer-release\.json: .*docs\/gone\.mdx.* matches 0 examples/));
  });

  it('skips an older-release example that still fails, and ignores imports of the reader’s own files', () => {
    expect(result.skipped).toBe(1);
    expect(result.failures.filter((line) => line.startsWith('docs/older.mdx') || line.startsWith('docs/reader-files.mdx'))).toEqual([]);
    expect(result.readerImports).toBe(1);
  });

  it('reports nothing else', () => {
    expect(result.examples).toHaveLength(7);
    expect(result.failures).toHaveLength(4);
  });
});

describe('checkExamples with an incremental cache', () => {
  const twoPages = pages.filter(({ page }) => page === 'docs/wrong.mdx' || page === 'docs/right.mdx');
  const fixed = twoPages.map((page) => ({ ...page, source: page.source.replace('platfrm', 'platform') }));
  let cacheDir: string;
  let cachedOutDir: string;
  const run = (checked: typeof pages) =>
    checkExamples({
      root,
      outDir: cachedOutDir,
      tsconfig: examplesTsconfig,
      pages: checked,
      exceptions: { newerRelease: [], olderRelease: [] },
      cacheDir,
    }).failures;

  beforeAll(() => {
    cacheDir = mkdtempSync(path.join(examplesDir, '.cache-unit-'));
    cachedOutDir = mkdtempSync(path.join(examplesDir, '.generated-unit-'));
  });
  afterAll(() => {
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(cachedOutDir, { recursive: true, force: true });
  });

  it('reports a failure again from the cache, and drops it once the example is fixed', () => {
    const first = run(twoPages);
    expect(first).toEqual([expect.stringMatching(/^docs\/wrong\.mdx:7: .*'platfrm' does not exist/)]);
    expect(run(twoPages)).toEqual(first);
    expect(run(fixed)).toEqual([]);
    expect(run(twoPages)).toEqual(first);
  }, 120_000);
});
