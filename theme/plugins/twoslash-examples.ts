/**
 * Types on hover in the docs' checked examples (Twoslash), at build time.
 *
 * - Which blocks: a remark step marks the blocks that `checked-examples.ts` calls checked
 *   examples and that compile against the installed release (`showsTypes`), the same blocks
 *   `npm run test:examples` type-checks; the transformer runs on marked blocks only.
 * - With what: `@shikijs/twoslash` (what `@rspress/plugin-twoslash` is built on) with TypeScript 5
 *   from the `typescript5` alias, the compiler `test:examples` runs, and the compiler options of
 *   `tests/examples/tsconfig.json`, so one compiler and one configuration decide what an example's
 *   identifiers are. `@rspress/plugin-twoslash` itself cannot be used: it hard-codes the
 *   transformer's languages to ts and tsx (most examples are js), has no persistent cache, and
 *   its popup opens on mouse hover only.
 * - Rendered as: each identifier with type information becomes `<TwoslashHover entry>` around
 *   its highlighted tokens, a component the page imports (theme/components/TwoslashHover), so
 *   pages without hovers load none of its code. The types and doc comments are a JSON table per
 *   page that loads on the first hover or focus, not with the page.
 * - Cached: each block's Twoslash result in `node_modules/.cache/twoslash-examples/`, keyed by
 *   the code, its language, the compiler options and the versions of the packages whose types
 *   it shows; Rspack's persistent build cache also keeps compiled pages, and its digest includes
 *   the same versions so a release bump recompiles them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { createTransformerFactory, type TwoslashShikiReturn, type TwoslashTypesCache } from '@shikijs/twoslash/core';
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { ShikiTransformer } from 'shiki';
import { createTwoslasher, type TwoslashFunction } from 'twoslash/core';
import type * as TS from 'typescript5';
import { blockOfNode, codeNodes, type ExceptionList, showsTypes } from './checked-examples';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/** Marks a fence for the transformer; a word no writer puts in a fence's meta. */
export const TWOSLASH_MARKER = 'twoslash';

/** The component that renders a hover (theme/components/TwoslashHover), imported by pages that have one. */
const HOVER_COMPONENT = 'TwoslashHover';
const hoverComponentFile = path.join(projectRoot, 'theme/components/TwoslashHover/index.tsx');

/** Languages of checked examples (`CHECKED_LANGUAGES`); Twoslash checks each as a file of that extension. */
const LANGS = ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs'];

/** Packages whose types an example's hovers show; a new version of any invalidates the caches. */
const TYPED_PACKAGES = [
  '@callstack/repack',
  '@callstack/repack-plugin-expo-modules',
  '@callstack/repack-plugin-reanimated',
  '@module-federation/enhanced',
  '@types/node',
  '@types/react',
  'react-native',
  'rspack-core-v1',
  'twoslash',
  'typescript5',
  'webpack',
];

export function readExceptions(file: string): ExceptionList {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ExceptionList>;
  return { newerRelease: data.newerRelease ?? [], olderRelease: data.olderRelease ?? [] };
}

/** Versions of the packages whose types the hovers show, e.g. `@callstack/repack@5.2.5`. */
export function typedPackageVersions(): string[] {
  // Read from the folder: not every package exports its package.json.
  const version = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  return TYPED_PACKAGES.map((name) => `${name}@${version(name)}`);
}

/** The compiler options of the examples check, read by TypeScript 5 as `tsc -p` reads them. */
function examplesCompilerOptions(ts: typeof TS, tsconfig: string): TS.CompilerOptions {
  const { config, error } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig)).options;
}

/**
 * TypeScript 5 whose language services keep their module resolutions from one program to the
 * next. Twoslash builds a new program for each block, and a language service whose host
 * resolves no modules itself starts every program with an empty resolution cache, so each block
 * resolved `@callstack/repack` and everything its types import anew: a fifth of a cold build's
 * Twoslash time (measured: 160 blocks 25.7 s → 20.0 s, the same hovers). Nothing on disk
 * changes while the build or `rspress dev` runs, so one cache per language service holds.
 */
function withSharedResolutions(ts: typeof TS): typeof TS {
  const createLanguageService: typeof ts.createLanguageService = (host, ...rest) => {
    const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => name, host.getCompilationSettings());
    const resolvingHost: TS.LanguageServiceHost = {
      ...host,
      resolveModuleNameLiterals: (literals, containingFile, redirectedReference, options, containingSourceFile) =>
        literals.map((literal) =>
          ts.resolveModuleName(
            literal.text,
            containingFile,
            options,
            host as TS.ModuleResolutionHost,
            cache,
            redirectedReference,
            ts.getModeForUsageLocation(containingSourceFile, literal, options),
          ),
        ),
    };
    return ts.createLanguageService(resolvingHost, ...rest);
  };
  return Object.create(ts, { createLanguageService: { value: createLanguageService } }) as typeof TS;
}

/** Parses module code into MDX's ESM node, with the parser the examples are found with. */
function esm(code: string): RootContent {
  const [node] = fromMarkdown(code, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }).children;
  if (node?.type !== 'mdxjsEsm') throw new Error(`Not module code: ${code}`);
  return node as unknown as RootContent;
}

/** Popups of one page: each distinct type and doc comment once, in order of first use. */
export type HoverTable = [type: string, docs?: string][];

/**
 * The rehype step, after highlighting: moves each hover's type and doc comment into a table
 * that the page loads only when a reader first hovers or focuses an identifier, so the page's
 * own code grows by the identifiers' wrappers and an index each. The table is a JSON file named
 * by its content in `dir`; the page binds the hover component to its import (an export, since
 * MDX allows no other statements at the top level).
 */
export function rehypeHoverTable(options: { dir: string }) {
  return (tree: HastRoot, file: { path?: string }) => {
    const table: HoverTable = [];
    const indexOf = new Map<string, number>();
    const visit = (node: HastRoot | ElementContent) => {
      if (node.type === 'element' && node.tagName === HOVER_COMPONENT) {
        const { type, docs } = node.properties as { type: string; docs?: string };
        const entry: HoverTable[number] = docs ? [type, docs] : [type];
        const key = JSON.stringify(entry);
        if (!indexOf.has(key)) indexOf.set(key, table.push(entry) - 1);
        node.properties = { entry: indexOf.get(key) };
      }
      if ('children' in node) for (const child of node.children) visit(child as ElementContent);
    };
    visit(tree);
    if (table.length === 0) return;
    const json = JSON.stringify(table);
    const tableFile = path.join(options.dir, `${createHash('sha256').update(json).digest('hex').slice(0, 20)}.json`);
    fs.mkdirSync(options.dir, { recursive: true });
    if (!fs.existsSync(tableFile)) fs.writeFileSync(tableFile, json);
    const component = hoverComponentFile.split(path.sep).join('/');
    // An asset the bundler copies under a hashed name: no chunk, so nothing in every page's runtime.
    const from = file.path ? path.dirname(file.path) : projectRoot;
    const url = `./${path.relative(from, tableFile).split(path.sep).join('/')}`;
    tree.children.unshift(
      esm(
        `import { bindTwoslashHover } from ${JSON.stringify(component)};\n` +
          `export const ${HOVER_COMPONENT} = bindTwoslashHover(new URL(${JSON.stringify(url)}, import.meta.url).href);`,
      ),
    );
  };
}

/**
 * The remark step: appends the marker to the meta of each block that shows types. Page paths are relative to the project root,
 * as in the examples check (`docs/api/...mdx`).
 */
export function remarkMarkCheckedExamples(options: { exceptions: ExceptionList; root?: string }) {
  const root = options.root ?? projectRoot;
  return (tree: Root, file: { path?: string }) => {
    if (!file.path) return;
    const page = path.relative(root, file.path).split(path.sep).join('/');
    for (const node of codeNodes(tree)) {
      if (!showsTypes(blockOfNode(page, node), options.exceptions)) continue;
      node.meta = node.meta ? `${node.meta} ${TWOSLASH_MARKER}` : TWOSLASH_MARKER;
    }
  };
}

/** `{@link X}` and `{@link X text}` read as `X` and `text` in a popup. */
export function plainDocs(docs: string): string {
  return docs.replace(
    /\{@link(?:code|plain)?\s+([^\s}|]+)(?:[\s|]+([^}]*))?\}/g,
    (_, target: string, text?: string) => text?.trim() || target,
  );
}

/**
 * The renderer: an identifier's tokens wrapped in the hover component with its type and doc
 * comment as strings. Errors, queries and completions are not rendered (the examples check
 * reports errors; the docs use no queries).
 */
function hoverRenderer() {
  return {
    nodeStaticInfo(info: { text: string; docs?: string }, node: ElementContent): Partial<ElementContent> {
      const type = info.text.trim();
      if (!type || type === 'any') return node;
      const properties: Element['properties'] = { type };
      if (info.docs) properties.docs = plainDocs(info.docs);
      return { type: 'element', tagName: HOVER_COMPONENT, properties, children: [node] } satisfies Element;
    },
  };
}

/** A disk cache of Twoslash results, one JSON file per block. */
function diskCache(dir: string, fingerprint: string): TwoslashTypesCache {
  const fileOf = (code: string, lang?: string) =>
    path.join(dir, `${createHash('sha256').update(`${fingerprint}\0${lang}\0${code}`).digest('hex').slice(0, 32)}.json`);
  return {
    init: () => fs.mkdirSync(dir, { recursive: true }),
    read(code, lang) {
      try {
        return JSON.parse(fs.readFileSync(fileOf(code, lang), 'utf8')) as TwoslashShikiReturn;
      } catch {
        return null;
      }
    },
    write(code, data, lang) {
      // Only what rendering reads: the code and the nodes (hovers), not the compiler's meta.
      const { code: shown, nodes } = data;
      fs.writeFileSync(fileOf(code, lang), JSON.stringify({ code: shown, nodes, meta: { extension: data.meta?.extension } }));
    },
  };
}

/** Where Twoslash results are kept between builds. */
export const twoslashCacheDir = path.join(projectRoot, 'node_modules/.cache/twoslash-examples');

export function twoslashExamples(): RspressPlugin {
  const examplesDir = path.join(projectRoot, 'tests/examples');
  const exceptions = readExceptions(path.join(examplesDir, 'needs-newer-release.json'));
  const tsconfig = path.join(examplesDir, 'tsconfig.json');
  const versions = typedPackageVersions();
  const fingerprint = JSON.stringify([versions, fs.readFileSync(tsconfig, 'utf8')]);
  // TypeScript loads on the first block the cache lacks, not with the config: it takes over a
  // second to load, and a warm build or `rspress dev` on a page without new examples needs none.
  let compile: TwoslashFunction | undefined;
  const twoslasher: TwoslashFunction = (code, lang, options) => {
    if (!compile) {
      const ts = require('typescript5') as typeof TS;
      const compilerOptions = examplesCompilerOptions(ts, tsconfig);
      // The core entry points take the compiler as given; the main ones import `typescript` (7, no API).
      const instance = createTwoslasher({
        // Twoslash's declarations name the `typescript` package's types, which resolve to TypeScript 7's.
        tsModule: withSharedResolutions(ts) as never,
        tsLibDirectory: path.dirname(require.resolve('typescript5/lib/lib.d.ts')),
        vfsRoot: projectRoot,
      });
      compile = (code, lang, options) =>
        instance(code, lang, { ...options, compilerOptions: { ...compilerOptions, ...options?.compilerOptions } });
    }
    return compile(code, lang, options);
  };
  const transformer = createTransformerFactory(
    twoslasher,
    hoverRenderer() as never,
  )({
    langs: LANGS,
    explicitTrigger: new RegExp(`\\b${TWOSLASH_MARKER}\\b`),
    twoslashOptions: {
      // The examples check owns correctness; a hover is shown for what compiles and nothing else.
      handbookOptions: { noErrors: true },
      // Module declarations the examples check adds for packages that are not installed.
      extraFiles: { 'ambient.d.ts': fs.readFileSync(path.join(examplesDir, 'ambient.d.ts'), 'utf8') },
    },
    typesCache: diskCache(twoslashCacheDir, createHash('sha256').update(fingerprint).digest('hex')),
  }) as ShikiTransformer;
  return {
    name: 'repack-twoslash-examples',
    markdown: {
      remarkPlugins: [[remarkMarkCheckedExamples, { exceptions }]],
      rehypePlugins: [[rehypeHoverTable, { dir: path.join(twoslashCacheDir, 'popups') }]],
    },
    // Compiled pages in Rspack's persistent cache carry hovers from these versions (the cache is
    // Rspress's default; RSPRESS_PERSISTENT_CACHE=false is its switch to turn it off).
    ...(process.env.RSPRESS_PERSISTENT_CACHE === 'false'
      ? {}
      : { builderConfig: { performance: { buildCache: { cacheDigest: versions } } } }),
    config(config) {
      config.markdown ??= {};
      config.markdown.shiki ??= {};
      config.markdown.shiki.transformers = [...(config.markdown.shiki.transformers ?? []), transformer];
      return config;
    },
  };
}
