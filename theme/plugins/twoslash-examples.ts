/**
 * Types on hover in the docs' checked examples (Twoslash), at build time.
 *
 * - Which blocks: a remark step marks the blocks that `checked-examples.ts` calls checked
 *   examples and that compile against the installed release (`showsTypes`), the same blocks
 *   `npm run test:examples` type-checks; the transformer runs on marked blocks only.
 * - With what: `@shikijs/twoslash` (what `@rspress/plugin-twoslash` is built on) with TypeScript 5
 *   from the `typescript5` alias, the compiler `test:examples` runs, and the compiler options of
 *   `twoslash/examples.tsconfig.jsonc` (shared with the examples check), so one compiler and one
 *   configuration decide what an example's identifiers are. `@rspress/plugin-twoslash` itself
 *   cannot be used: it hard-codes the transformer's languages to ts and tsx (most examples are
 *   js), has no persistent cache, and its popup opens on mouse hover only.
 * - Which identifiers: those whose popup tells a reader something (`tellsTheReader`): Re.Pack's
 *   API, options and types, not `module.exports`, built-ins, or a local whose type is its literal.
 * - Rendered as: plain markup, `<span class="twoslash-hover" data-hover="3">` around the
 *   identifier's tokens, which `static-code.ts` writes into the page as HTML; the block's `<pre>`
 *   names the page's table (`data-hovers`). The types and doc comments are that JSON table, which
 *   loads on the first hover, focus or tap, not with the page; one listener per page
 *   (theme/components/TwoslashHover) opens the popups. Pages without hovers load none of it.
 * - When: in `rspress build`. `rspress dev` shows no hovers unless `TYPE_HOVERS=on`: the first
 *   Twoslash run of an API page takes seconds, and a writer needs the page, not its hovers
 *   (`TYPE_HOVERS=off` also turns them off in a build).
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
import type { ShikiTransformer } from 'shiki';
import { createTwoslasher, type TwoslashFunction } from 'twoslash/core';
import type * as TS from 'typescript5';
import { blockOfNode, codeNodes, type ExceptionList, showsTypes } from './checked-examples';
import { esm } from './mdx-esm';
import { rehypePlainElements } from './plain-elements';
import { rehypeStaticMarkup } from './static-code';
import { ambientDeclarations, examplesTsconfig, exceptionListFile } from './twoslash/files';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/** Marks a fence for the transformer; a word no writer puts in a fence's meta. */
export const TWOSLASH_MARKER = 'twoslash';

/** The class of an identifier with a popup. */
export const HOVER_CLASS = 'twoslash-hover';
/** The popups' listener (theme/components/TwoslashHover), imported by pages that have hovers. */
const hoverRuntimeFile = path.join(projectRoot, 'theme/components/TwoslashHover/index.ts');

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
 * Twoslash time (measured: 160 blocks 25.7 s → 20.0 s, the same hovers). The program also reads
 * the `package.json` above each of its files to tell ES modules from CommonJS, and parsed them
 * again for every block until the host handed it the same cache (`getModuleResolutionCache`:
 * 225 blocks 55.9 s → 42.5 s, hovers identical). Nothing on disk changes while the build or
 * `rspress dev` runs, so one cache per language service holds.
 */
function withSharedResolutions(ts: typeof TS): typeof TS {
  const createLanguageService: typeof ts.createLanguageService = (host, ...rest) => {
    const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => name, host.getCompilationSettings());
    // The language service hands `getModuleResolutionCache` on to its compiler host, where it is
    // public; on the service's host TypeScript marks it internal.
    const resolvingHost: TS.LanguageServiceHost & Pick<TS.CompilerHost, 'getModuleResolutionCache'> = {
      ...host,
      getModuleResolutionCache: () => cache,
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

/** Popups of one page: each distinct type and doc comment once, in order of first use. */
export type HoverTable = [type: string, docs?: string][];

/** The identifier's popup text, carried from the renderer to the table step on its element. */
const TYPE_PROPERTY = 'dataTwoslashType';
const DOCS_PROPERTY = 'dataTwoslashDocs';

/**
 * The rehype step, after highlighting: moves each hover's type and doc comment into a table
 * that the page loads only when a reader first hovers, focuses or taps an identifier, so the
 * page's own code grows by an index per identifier. Each identifier keeps its row
 * (`data-hover`), each block with hovers names the table (`data-hovers` on its `<pre>`). The
 * table is a JSON file named by its content in `dir`; the page module registers its address
 * with the popups' listener (an export, since MDX allows no other statements at the top level).
 */
export function rehypeHoverTable(options: { dir: string }) {
  return (tree: HastRoot, file: { path?: string }) => {
    const table: HoverTable = [];
    const indexOf = new Map<string, number>();
    const blocks: Element[] = [];
    const visit = (node: HastRoot | RootContent, pre: Element | undefined) => {
      if (node.type === 'element' && typeof node.properties[TYPE_PROPERTY] === 'string') {
        const type = node.properties[TYPE_PROPERTY] as string;
        const docs = node.properties[DOCS_PROPERTY] as string | undefined;
        const entry: HoverTable[number] = docs ? [type, docs] : [type];
        const key = JSON.stringify(entry);
        if (!indexOf.has(key)) indexOf.set(key, table.push(entry) - 1);
        delete node.properties[TYPE_PROPERTY];
        delete node.properties[DOCS_PROPERTY];
        node.properties.dataHover = indexOf.get(key);
        if (pre && !blocks.includes(pre)) blocks.push(pre);
      }
      const inside = node.type === 'element' && node.tagName === 'pre' ? node : pre;
      if ('children' in node) for (const child of node.children) visit(child as RootContent, inside);
    };
    visit(tree, undefined);
    if (table.length === 0) return;
    const json = JSON.stringify(table);
    const name = createHash('sha256').update(json).digest('hex').slice(0, 20);
    for (const pre of blocks) pre.properties.dataHovers = name;
    const tableFile = path.join(options.dir, `${name}.json`);
    fs.mkdirSync(options.dir, { recursive: true });
    if (!fs.existsSync(tableFile)) fs.writeFileSync(tableFile, json);
    const runtime = hoverRuntimeFile.split(path.sep).join('/');
    // An asset the bundler copies under a hashed name: no chunk, so nothing in every page's runtime.
    const from = file.path ? path.dirname(file.path) : projectRoot;
    const url = `./${path.relative(from, tableFile).split(path.sep).join('/')}`;
    tree.children.unshift(
      esm(
        `import { registerHoverTable } from ${JSON.stringify(runtime)};\n` +
          `export const twoslashHoverTable = registerHoverTable(${JSON.stringify(name)}, new URL(${JSON.stringify(url)}, import.meta.url).href);`,
      ),
    );
  };
}

/** Names of JavaScript's, the DOM's and Node's own types, whose members say nothing about Re.Pack. */
const BUILT_IN_OWNERS =
  /^(?:Array|ReadonlyArray|Set|Map|WeakMap|Promise|String|Number|Boolean|Object|JSON|Math|Date|RegExp|Error|Console|ImportMeta|Function|Symbol|URL|URLSearchParams|NodeJS\.\w+|NodeRequire|Process)(?:<.*>)?\./;

/** A type that is no more than its literal: primitives, literals, object and tuple literals, and unions of them. */
export function isLiteralType(type: string): boolean {
  const text = type.trim();
  if (text.startsWith('{') || text.startsWith('[') || text.startsWith('readonly [')) return true;
  if (/[<>(){}]/.test(text)) return false;
  return text
    .split('|')
    .map((part) => part.trim().replace(/(?:\[\])+$/, ''))
    .every((part) =>
      /^(?:string|number|boolean|bigint|symbol|undefined|null|any|unknown|never|void|true|false|RegExp|"[^"]*"|'[^']*'|-?\d[\d_.]*n?)$/.test(
        part,
      ),
    );
}

/**
 * True when an identifier's popup tells a reader something: the API, options and types of
 * Re.Pack and its bundlers. Left out: `module.exports` and `require`, JavaScript's and Node's
 * built-ins (`var JSON`, `Set<string>.add`), bare imports of a namespace or a module
 * (`import Repack`, `import fs from 'node:fs'`), and
 * locals, parameters and untyped properties whose type is no more than their literal
 * (`const CDN: string`, `(property) inlineRem: number`, a local function or type alias). Anything
 * with a doc comment stays, unless it is a built-in.
 */
export function tellsTheReader(text: string, docs?: string): boolean {
  const type = text.trim();
  const first = type.split('\n')[0] ?? '';
  if (!type || type === 'any') return false;
  if (/^module\b/.test(first) || /^(?:var|namespace|interface)\s/.test(first) || /^\(local\b/.test(first)) return false;
  if (/^import \S+$/.test(type) || /^\(alias\) (?:namespace|module)\b/.test(first)) return false;
  if (/^\((?:method|property)\) /.test(first) && BUILT_IN_OWNERS.test(first.replace(/^\(\w+\) /, ''))) return false;
  if (/^type (?:Record|Partial|Required|Readonly|Pick|Omit)</.test(first)) return false;
  if (docs) return true;
  // `(property) name: T` without an owner type, a local, a parameter or a bare type: no more than its literal?
  const declared = /^(?:\((?:property|parameter)\) [\w$]+\??|(?:const|let) [\w$]+): ([\s\S]*)$/.exec(type);
  if (declared) return !isLiteralType(declared[1]!);
  const alias = /^type [\w$]+(?:<[^=]*>)? = ([\s\S]*)$/.exec(type);
  if (alias) return !isLiteralType(alias[1]!);
  return !isLiteralType(type);
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
 * The renderer: an identifier's tokens wrapped in a span that the keyboard can reach from its
 * block (`tabindex="-1"`: the block is the one Tab stop), carrying its type and doc comment for
 * the table step. Errors, queries and completions are not rendered (the examples check reports
 * errors; the docs use no queries).
 */
function hoverRenderer() {
  return {
    nodeStaticInfo(info: { text: string; docs?: string }, node: ElementContent): Partial<ElementContent> {
      const type = info.text.trim();
      const docs = info.docs ? plainDocs(info.docs) : undefined;
      if (!tellsTheReader(type, docs)) return node;
      const properties: Element['properties'] = { className: [HOVER_CLASS], tabIndex: -1, [TYPE_PROPERTY]: type };
      if (docs) properties[DOCS_PROPERTY] = docs;
      return { type: 'element', tagName: 'span', properties, children: [node] } satisfies Element;
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

/** The files of this plugin and the steps it runs. */
const pluginFiles = [
  'twoslash-examples.ts',
  'static-code.ts',
  'mdx-esm.ts',
  'plain-elements.ts',
  'checked-examples.ts',
  'twoslash/files.ts',
].map((file) => path.join(import.meta.dirname, file));

/** Where Twoslash results are kept between builds. */
export const twoslashCacheDir = path.join(projectRoot, 'node_modules/.cache/twoslash-examples');

/**
 * Whether pages get type hovers: `TYPE_HOVERS=on` or `off` decides; otherwise a production
 * build has them and `rspress dev` does not.
 */
export function typeHoversWanted(isProd: boolean, setting = process.env.TYPE_HOVERS): boolean {
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  if (setting !== undefined && setting !== '') throw new Error(`TYPE_HOVERS must be "on" or "off", not "${setting}"`);
  return isProd;
}

export function twoslashExamples(): RspressPlugin {
  const exceptions = readExceptions(exceptionListFile);
  const versions = typedPackageVersions();
  const fingerprint = JSON.stringify([versions, fs.readFileSync(examplesTsconfig, 'utf8'), fs.readFileSync(ambientDeclarations, 'utf8')]);
  // Decided in `config`, which Rspress calls with the mode before any page is compiled.
  let hovers = false;
  // TypeScript loads on the first block the cache lacks, not with the config: it takes over a
  // second to load, and a warm build on a page without new examples needs none.
  let compile: TwoslashFunction | undefined;
  const twoslasher: TwoslashFunction = (code, lang, options) => {
    if (!compile) {
      const ts = require('typescript5') as typeof TS;
      const compilerOptions = examplesCompilerOptions(ts, examplesTsconfig);
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
      extraFiles: { 'ambient.d.ts': fs.readFileSync(ambientDeclarations, 'utf8') },
    },
    typesCache: diskCache(twoslashCacheDir, createHash('sha256').update(fingerprint).digest('hex')),
  }) as ShikiTransformer;
  const markWhenWanted = (tree: Root, file: { path?: string }) => {
    if (hovers) remarkMarkCheckedExamples({ exceptions })(tree, file);
  };
  return {
    name: 'repack-twoslash-examples',
    markdown: {
      remarkPlugins: [() => markWhenWanted],
      rehypePlugins: [
        [rehypeHoverTable, { dir: path.join(twoslashCacheDir, 'popups') }],
        rehypePlainElements,
        [rehypeStaticMarkup, { dir: path.join(twoslashCacheDir, 'page-html') }],
      ],
    },
    config(config, _utils, isProd) {
      hovers = typeHoversWanted(isProd);
      if (hovers) {
        config.markdown ??= {};
        config.markdown.shiki ??= {};
        config.markdown.shiki.transformers = [...(config.markdown.shiki.transformers ?? []), transformer];
      }
      // Compiled pages in Rspack's persistent cache carry hovers from these versions, or none (the
      // cache is Rspress's default; RSPRESS_PERSISTENT_CACHE=false is its switch to turn it off).
      if (process.env.RSPRESS_PERSISTENT_CACHE !== 'false') {
        config.builderConfig ??= {};
        config.builderConfig.performance ??= {};
        const performance = config.builderConfig.performance;
        const cache = typeof performance.buildCache === 'object' ? performance.buildCache : {};
        performance.buildCache = {
          ...cache,
          // This plugin's own code decides the pages' markup: a change to it recompiles them.
          buildDependencies: [...(cache.buildDependencies ?? []), ...pluginFiles],
          cacheDigest: [...(cache.cacheDigest ?? []), ...versions, `type hovers ${hovers ? 'on' : 'off'}`],
        };
      }
      return config;
    },
  };
}
