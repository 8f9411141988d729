// The theme extends Rspress only through its public entry points: no reaching into the
// framework's build output (it changes with every release) and no rewriting of the markup it
// renders after the fact. One place per kind of code: browser code in theme/ (outside
// theme/plugins/), build-time code in theme/plugins/ and the config; scripts/ calls into them,
// never the other way round. Tests read the site's code; the site's code, the build included,
// reads nothing under tests/, neither by import nor as a file.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript5';
import { describe, expect, it } from 'vitest';

// TypeScript 5's parser (TypeScript 7 has no API) tells strings from comments and regular expressions.
const ts = createRequire(import.meta.url)('typescript5') as typeof TS;

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs|js|css)$/.test(entry.name) ? [relative] : [];
  });
}

const files = [...sourceFiles('theme'), ...sourceFiles('scripts'), 'rspress.config.ts'];
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The modules a file imports or re-exports, statically or with `import()`, as written. */
function importSpecifiers(source: string): string[] {
  const pattern =
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

/** Project-relative paths of the project files `file` imports through relative specifiers. */
const importedProjectFiles = (file: string) =>
  importSpecifiers(read(file))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)));

/** The string literals of a script (quoted, and the text of template literals), comments left out. */
function stringLiterals(source: string, fileName = 'file.tsx'): string[] {
  const strings: string[] = [];
  const visit = (node: TS.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return strings;
}

/**
 * Strings that name something under tests/ as a path: `'../../tests/examples/x.json'`, or the
 * segment `'tests'` of `path.join(root, 'tests', …)`. What a file reads from disk is named by
 * such a string, whether it reaches `fs` directly or through a variable.
 */
const testPaths = (source: string) => stringLiterals(source).filter((text) => /(?:^|[\\/])tests(?:[\\/]|$)/.test(text));

const isBuildCode = (file: string) => file.startsWith('theme/plugins/') || file === 'rspress.config.ts';
const isBrowserCode = (file: string) => file.startsWith('theme/') && !isBuildCode(file);

describe('theme boundaries', () => {
  it('nothing imports from @rspress/core/dist', () => {
    expect(files.filter((file) => read(file).includes('@rspress/core/dist'))).toEqual([]);
  });

  it('no theme file watches or patches the rendered page', () => {
    const patching = /\bMutationObserver\b|\.setAttribute\(|\.removeAttribute\(|querySelectorAll\(/;
    // The query flags and the page-load guard mark <html> itself, which no framework component
    // renders; the search panel looks for focusable elements in its own dialog; image zoom
    // hands a page's images to medium-zoom, as Rspress's built-in zoom does; the type hovers
    // describe an identifier of the build's plain markup (inside dangerouslySetInnerHTML, where
    // React renders nothing) by its popup, and walk a block's identifiers.
    const allowed = new Set([
      'theme/components/TwoslashHover/index.ts',
      'theme/components/TwoslashHover/popup.ts',
      'theme/forks/ImageZoom/index.tsx',
      'theme/lib/query-flags.ts',
      'theme/components/QueryFlagFrontmatter/index.tsx',
      'theme/components/PageLoadGuard/index.tsx',
      'theme/forks/Search/SearchPanel.tsx',
    ]);
    const offenders = files.filter((file) => file.startsWith('theme/') && !allowed.has(file) && patching.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it('no theme, plugin or config file imports from scripts/', () => {
    const offenders = files
      .filter((file) => !file.startsWith('scripts/'))
      .flatMap((file) =>
        importedProjectFiles(file)
          .filter((target) => target.startsWith('scripts/'))
          .map((target) => `${file} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('no theme, plugin or config file imports or reads anything under tests/', () => {
    const offenders = files
      .filter((file) => file.startsWith('theme/') || file === 'rspress.config.ts')
      .flatMap((file) => {
        const imports = importSpecifiers(read(file));
        const paths = file.endsWith('.css') ? [] : testPaths(read(file)).filter((text) => !imports.includes(text));
        return [
          ...importedProjectFiles(file)
            .filter((target) => target.startsWith('tests/'))
            .map((target) => `${file} imports ${target}`),
          ...paths.map((text) => `${file} names ${JSON.stringify(text)}`),
        ];
      });
    expect(offenders).toEqual([]);
  });

  it('browser code imports neither Node built-ins nor build-time code', () => {
    const offenders = files.filter(isBrowserCode).flatMap((file) => [
      ...importSpecifiers(read(file))
        .filter((specifier) => specifier.startsWith('node:'))
        .map((specifier) => `${file} → ${specifier}`),
      ...importedProjectFiles(file)
        .filter(isBuildCode)
        .map((target) => `${file} → ${target}`),
    ]);
    expect(offenders).toEqual([]);
  });
});

describe('testPaths', () => {
  it('finds paths under tests/ in strings and templates, not in comments', () => {
    const source = [
      '// reads tests/examples/ambient.d.ts',
      "/* 'tests/x' */ const a = path.join(root, 'tests', 'examples');",
      // `${root}/tests/examples/${name}.json`, written with \u0024 for the dollar signs.
      'const b = fs.readFileSync(`\u0024{root}/tests/examples/\u0024{name}.json`);',
      "const c = '../../tests/support/x';",
      "const d = 'contests/x' + 'tests.ts' + 'unit tests';",
    ].join('\n');
    expect(testPaths(source)).toEqual(['tests', '/tests/examples/', '../../tests/support/x']);
  });
});

describe('importSpecifiers', () => {
  it('finds static, side-effect, re-export and dynamic imports', () => {
    const source = [
      "import { a } from '../../scripts/a';",
      "import type { B } from './b';",
      "export { c } from '../c.mjs';",
      "import './d.css';",
      "const e = await import('../../scripts/e.mjs');",
      "import {\n  f,\n} from 'node:fs';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['../../scripts/a', './b', '../c.mjs', './d.css', '../../scripts/e.mjs', 'node:fs']);
  });
});
