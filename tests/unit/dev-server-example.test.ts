// Runs the "Serve a prebuilt bundle" example of /api/dev-server as a reader would: the code block
// is taken from the page as it is (so the page and what runs cannot differ), two prebuilt bundles
// with source maps are built with webpack, the script starts on 127.0.0.1 and a free port, and a
// stack trace posted to /symbolicate must come back mapped to the right platform's source with a
// code frame.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import type * as TS from 'typescript5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { findCodeBlocks } from '../../theme/plugins/checked-examples';

const root = path.resolve(import.meta.dirname, '../..');
const PAGE = 'docs/api/dev-server.mdx';
const TITLE = 'scripts/serve-prebuilt.mts';
const require = createRequire(import.meta.url);

/** The example's code, exactly as the page shows it. */
function exampleFromPage(): string {
  const blocks = findCodeBlocks(PAGE, readFileSync(path.join(root, PAGE), 'utf8')).filter((block) => block.title === TITLE);
  if (blocks.length !== 1) throw new Error(`${PAGE} must have exactly one code block titled "${TITLE}", found ${blocks.length}`);
  return blocks[0]?.code ?? '';
}

/** A port the system has just handed out and taken back. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Builds one platform's `index.bundle` and `index.bundle.map` the way Re.Pack's SourceMapPlugin
 * has the bundler write them under `bundle`: a `.map` beside the file, with absolute source paths.
 */
function buildPrebuilt(project: string, platform: string): Promise<void> {
  const compiler = webpack({
    mode: 'development',
    context: project,
    entry: `./src/checkout.${platform}.js`,
    devtool: false,
    target: 'web',
    output: { path: path.join(project, 'build/prebuilt', platform), filename: 'index.bundle' },
    plugins: [
      new webpack.SourceMapDevToolPlugin({
        test: /\.bundle$/,
        filename: '[file].map',
        moduleFilenameTemplate: (info: { absoluteResourcePath: string }) => info.absoluteResourcePath,
      }),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      });
    });
  });
}

/** Line and 0-based column of `text` in the platform's bundle, where a stack frame would point. */
function positionInBundle(project: string, platform: string, text: string): { lineNumber: number; column: number } {
  const lines = readFileSync(path.join(project, 'build/prebuilt', platform, 'index.bundle'), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`"${text}" is not in the ${platform} bundle`);
  return { lineNumber: index + 1, column: lines[index]?.indexOf(text) ?? 0 };
}

async function waitForStatus(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the example exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${origin}/status`);
      if ((await response.text()) === 'packager-status:running') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the example did not answer /status within 60 s:\n${output()}`);
}

describe('the createServer example on /api/dev-server', () => {
  // Inside the repository (where .gitignore keeps generated examples out), so that the example's
  // imports resolve from node_modules as in an app; not inside node_modules, which the example's
  // shouldIncludeFrame rightly treats as library code.
  const project = mkdtempSync(path.join(root, 'tests/examples/.generated-serve-prebuilt-'));
  let child: ChildProcess | undefined;
  let origin = '';
  let output = '';

  beforeAll(async () => {
    mkdirSync(path.join(project, 'src'), { recursive: true });
    mkdirSync(path.join(project, 'scripts'), { recursive: true });
    for (const platform of ['ios', 'android']) {
      writeFileSync(
        path.join(project, `src/checkout.${platform}.js`),
        [
          `// checkout screen, ${platform} build`,
          'export function payNow(total) {',
          `  if (total > 100) throw new Error('${platform} payment limit');`,
          '  return total;',
          '}',
          'payNow(Number(globalThis.total ?? 0));',
          '',
        ].join('\n'),
      );
    }
    await Promise.all([buildPrebuilt(project, 'ios'), buildPrebuilt(project, 'android')]);
    writeFileSync(path.join(project, 'scripts/serve-prebuilt.mts'), exampleFromPage());

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const jiti = path.join(path.dirname(require.resolve('jiti/package.json')), 'lib/jiti-cli.mjs');
    child = spawn(process.execPath, [jiti, 'scripts/serve-prebuilt.mts'], {
      cwd: project,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await waitForStatus(origin, child, () => output);
  }, 180_000);

  afterAll(() => {
    if (child?.pid && child.exitCode === null) child.kill();
    rmSync(project, { recursive: true, force: true });
  });

  it('type-checks against the installed @callstack/repack-dev-server', () => {
    const ts = require('typescript5') as typeof TS;
    const program = ts.createProgram([path.join(project, 'scripts/serve-prebuilt.mts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      types: ['node'],
    });
    const messages = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(messages).toEqual([]);
  }, 60_000);

  it('serves each platform its own prebuilt bundle', async () => {
    const android = await fetch(`${origin}/index.bundle?platform=android`);
    expect(android.status).toBe(200);
    expect(await android.text()).toContain('android payment limit');
  });

  it('maps an Android stack trace with the Android source map and answers with a code frame', async () => {
    const frame = positionInBundle(project, 'android', "throw new Error('android payment limit')");
    const response = await fetch(`${origin}/symbolicate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        stack: [{ file: `${origin}/index.bundle?platform=android&dev=true`, methodName: 'payNow', ...frame }],
      }),
    });
    expect(response.status, output).toBe(200);
    const result = (await response.json()) as {
      stack: { file: string; lineNumber: number }[];
      codeFrame: { fileName: string; content: string; location: { row: number } } | null;
    };
    const source = path.join(project, 'src/checkout.android.js');
    expect(result.stack[0]).toMatchObject({ file: source, lineNumber: 3 });
    expect(result.codeFrame, `no code frame; the example logged:\n${output}`).not.toBeNull();
    expect(result.codeFrame).toMatchObject({ fileName: source, location: { row: 3 } });
    expect(result.codeFrame?.content).toContain('android payment limit');
  });
});
