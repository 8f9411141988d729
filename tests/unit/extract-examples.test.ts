import { describe, expect, it } from 'vitest';
import {
  exampleExtension,
  exampleFileName,
  extractExamples,
  findCodeBlocks,
  importsRepack,
  isReaderFileImport,
  matchEntries,
  namesApi,
  pageLocation,
  parseInfo,
  parseTscOutput,
  showsTypes,
} from '../examples/extract-examples';

const page = [
  '---',
  'title: Sample',
  '---',
  '',
  '```js title="rspack.config.mjs"',
  "import * as Repack from '@callstack/repack';",
  '',
  'export default Repack.defineRspackConfig({});',
  '```',
  '',
  '```bash',
  'npx react-native start',
  '```',
  '',
  '1. In a list:',
  '',
  '   ```tsx title="src/App.tsx"',
  "   import { ScriptManager } from '@callstack/repack/client';",
  '   ',
  '     const indented = true;',
  '   ```',
  '',
  '````md',
  '```js',
  "import '@callstack/repack';",
  '```',
  '````',
  '',
  '```ts title="src/other.ts"',
  "import { something } from 'not-repack';",
  '```',
].join('\n');

describe('findCodeBlocks', () => {
  it('finds every fenced block with its opening line, language, title and code', () => {
    const blocks = findCodeBlocks('docs/sample.mdx', page);
    expect(blocks.map(({ fenceLine, lang, title }) => ({ fenceLine, lang, title }))).toEqual([
      { fenceLine: 5, lang: 'js', title: 'rspack.config.mjs' },
      { fenceLine: 11, lang: 'bash', title: null },
      { fenceLine: 17, lang: 'tsx', title: 'src/App.tsx' },
      { fenceLine: 23, lang: 'md', title: null },
      { fenceLine: 29, lang: 'ts', title: 'src/other.ts' },
    ]);
    expect(blocks[0]?.code).toBe("import * as Repack from '@callstack/repack';\n\nexport default Repack.defineRspackConfig({});");
  });

  it('removes the indentation of a fence inside a list item and keeps deeper indentation', () => {
    const block = findCodeBlocks('docs/sample.mdx', page)[2];
    expect(block?.code.split('\n')).toEqual(["import { ScriptManager } from '@callstack/repack/client';", '', '  const indented = true;']);
  });

  it('lets a longer fence contain a shorter one', () => {
    expect(findCodeBlocks('docs/sample.mdx', page)[3]?.code).toBe("```js\nimport '@callstack/repack';\n```");
  });
});

describe('findCodeBlocks in MDX structure', () => {
  const structured = [
    '---',
    'title: "Tabs: Rspack and webpack"',
    '---',
    '',
    "import { Tab, Tabs } from '@rspress/core/theme';",
    '',
    '<Tabs>',
    '<Tab label="Rspack">',
    '',
    '```js title="rspack.config.mjs"',
    "import * as Repack from '@callstack/repack';",
    '```',
    '',
    '</Tab>',
    '  <Tab label="webpack">',
    '    ```js title="webpack.config.mjs"',
    "    import * as Repack from '@callstack/repack';",
    '    ```',
    '  </Tab>',
    '</Tabs>',
    '',
    ':::tip',
    '',
    '```ts title="src/tip.ts"',
    "import { ScriptManager } from '@callstack/repack/client';",
    '```',
    '',
    ':::',
    '',
    '- A bullet:',
    '  ```ts',
    "  import '@callstack/repack';",
    '  ```',
    '',
    '> ```ts',
    "> import { Federated } from '@callstack/repack/client';",
    '> ```',
    '',
    '{/* ```ts',
    "import 'not-a-block';",
    '``` */}',
  ].join('\n');

  it('finds blocks inside JSX tabs, callouts, list items and quotes, at their page lines', () => {
    const blocks = findCodeBlocks('docs/structured.mdx', structured);
    expect(blocks.map(({ fenceLine, title }) => ({ fenceLine, title }))).toEqual([
      { fenceLine: 10, title: 'rspack.config.mjs' },
      { fenceLine: 16, title: 'webpack.config.mjs' },
      { fenceLine: 24, title: 'src/tip.ts' },
      { fenceLine: 31, title: null },
      { fenceLine: 35, title: null },
    ]);
  });

  it('removes the indentation of a block inside an indented JSX element', () => {
    expect(findCodeBlocks('docs/structured.mdx', structured)[1]?.code).toBe("import * as Repack from '@callstack/repack';");
  });

  it('ignores fences in MDX comments and reads frontmatter as no Markdown', () => {
    const blocks = findCodeBlocks('docs/structured.mdx', structured);
    expect(blocks.some((block) => block.code.includes('not-a-block'))).toBe(false);
    expect(findCodeBlocks('docs/fm.mdx', '---\ntitle: x\n---\n```ts\nconst a = 1;\n```')[0]?.fenceLine).toBe(4);
  });
});

describe('showsTypes', () => {
  const block = (code: string) => ({ page: 'docs/p.mdx', fenceLine: 1, lang: 'ts', title: 'a.ts', code });
  const exceptions = {
    newerRelease: [{ page: 'docs/p.mdx', title: 'a.ts', contains: 'newApi', version: '5.3.0', apis: ['newApi'], reason: 'r' }],
    olderRelease: [{ page: 'docs/p.mdx', title: 'a.ts', contains: 'oldApi', version: '4.0.0', reason: 'r' }],
  };

  it('is the checked-example predicate minus the blocks the installed release cannot compile', () => {
    expect(showsTypes(block("import { x } from '@callstack/repack';"), exceptions)).toBe(true);
    expect(showsTypes(block("import { newApi } from '@callstack/repack';"), exceptions)).toBe(false);
    expect(showsTypes(block("import { oldApi } from '@callstack/repack';"), exceptions)).toBe(false);
    expect(showsTypes(block("import { x } from 'elsewhere';"), exceptions)).toBe(false);
  });
});

describe('parseInfo', () => {
  it('reads the language and a double- or single-quoted title', () => {
    expect(parseInfo('js title="rspack.config.mjs"')).toEqual({ lang: 'js', title: 'rspack.config.mjs' });
    expect(parseInfo("TSX title='App.tsx' {2}")).toEqual({ lang: 'tsx', title: 'App.tsx' });
    expect(parseInfo('')).toEqual({ lang: '', title: null });
  });
});

describe('importsRepack', () => {
  it('accepts the package and its subpaths in every import form', () => {
    expect(importsRepack("import * as Repack from '@callstack/repack';")).toBe(true);
    expect(importsRepack('import { ScriptManager } from "@callstack/repack/client";')).toBe(true);
    expect(importsRepack("const commands = require('@callstack/repack/commands/rspack');")).toBe(true);
    expect(importsRepack("import '@callstack/repack/client';")).toBe(true);
    expect(importsRepack("const Repack = await import('@callstack/repack');")).toBe(true);
    expect(importsRepack("import type { EnvOptions } from '@callstack/repack';")).toBe(true);
  });

  it('rejects plugin packages and prose mentions', () => {
    expect(importsRepack("import { ReanimatedPlugin } from '@callstack/repack-plugin-reanimated';")).toBe(false);
    expect(importsRepack('// install @callstack/repack first')).toBe(false);
  });
});

describe('exampleExtension and exampleFileName', () => {
  it("keeps the title's extension", () => {
    expect(exampleExtension({ lang: 'js', title: 'rspack.config.mjs' })).toBe('.mjs');
    expect(exampleExtension({ lang: 'tsx', title: 'src/App.tsx' })).toBe('.tsx');
    expect(exampleExtension({ lang: 'ts', title: 'rspack.config.mts' })).toBe('.mts');
    expect(exampleExtension({ lang: 'js', title: 'react-native.config.cjs' })).toBe('.cjs');
  });

  it("uses the fence language's extension without a usable title", () => {
    expect(exampleExtension({ lang: 'ts', title: null })).toBe('.ts');
    expect(exampleExtension({ lang: 'jsx', title: 'Terminal' })).toBe('.jsx');
    expect(exampleExtension({ lang: 'js', title: 'notes.json' })).toBe('.js');
  });

  it('names the file after page and line', () => {
    expect(exampleFileName({ page: 'docs/api/plugins/code-signing.mdx', fenceLine: 25, lang: 'js', title: 'rspack.config.mjs' })).toBe(
      'api/plugins/code-signing.L25.mjs',
    );
    expect(exampleFileName({ page: 'docs/docs/guides/svg.mdx', fenceLine: 7, lang: 'tsx', title: null })).toBe('docs/guides/svg.L7.tsx');
  });
});

describe('extractExamples', () => {
  it('keeps only checked languages that import @callstack/repack', () => {
    const examples = extractExamples('docs/sample.mdx', page);
    expect(examples.map((example) => example.fileName)).toEqual(['sample.L5.mjs', 'sample.L17.tsx']);
  });

  it('maps a line of the generated file back to the page', () => {
    const [first] = extractExamples('docs/sample.mdx', page);
    // Line 3 of the block is `export default ...`, page line 8.
    expect(first && pageLocation(first, 3)).toBe('docs/sample.mdx:8');
  });
});

describe('matchEntries', () => {
  it('identifies a block by page, title and a snippet, not by line', () => {
    const examples = extractExamples('docs/sample.mdx', page);
    const [match] = matchEntries([{ page: 'docs/sample.mdx', title: 'src/App.tsx', contains: 'ScriptManager' }], examples);
    expect(match?.examples.map((example) => example.fenceLine)).toEqual([17]);
    const [none] = matchEntries([{ page: 'docs/sample.mdx', title: null, contains: 'ScriptManager' }], examples);
    expect(none?.examples).toEqual([]);
  });
});

describe('parseTscOutput', () => {
  const output = [
    "tests/examples/.generated/a.L5.mjs(3,7): error TS2353: Object literal may only specify known properties, and 'platfrm' does not exist in type 'RepackPluginConfig'.",
    'tests/examples/.generated/b.L9.ts(1,1): error TS2769: No overload matches this call.',
    '  The last overload gave the following error.',
    "    Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
    '',
    'Found 2 errors in 2 files.',
  ].join('\n');

  it('reads file, position, code and the message with its follow-up lines', () => {
    const { diagnostics, other } = parseTscOutput(output);
    expect(diagnostics).toHaveLength(2);
    expect(diagnostics[0]).toMatchObject({ file: 'tests/examples/.generated/a.L5.mjs', line: 3, column: 7, code: 'TS2353' });
    expect(diagnostics[1]?.message.split('\n')).toHaveLength(3);
    expect(other).toEqual(['Found 2 errors in 2 files.']);
  });

  it('finds the API a diagnostic is about', () => {
    const [first] = parseTscOutput(output).diagnostics;
    expect(first && namesApi(first, ['platform', 'platfrm'])).toBe('platfrm');
    expect(first && namesApi(first, ['platform'])).toBeUndefined();
  });
});

describe('isReaderFileImport', () => {
  it("ignores only relative modules, which are the reader's own files", () => {
    expect(isReaderFileImport({ code: 'TS2307', message: "Cannot find module './src/App' or its corresponding type declarations." })).toBe(
      true,
    );
    expect(
      isReaderFileImport({ code: 'TS2307', message: "Cannot find module '../assets/logo.png' or its corresponding type declarations." }),
    ).toBe(true);
    expect(
      isReaderFileImport({
        code: 'TS2307',
        message: "Cannot find module '@callstack/repack/commands' or its corresponding type declarations.",
      }),
    ).toBe(false);
    expect(isReaderFileImport({ code: 'TS2339', message: "Property './x' does not exist." })).toBe(false);
  });
});
