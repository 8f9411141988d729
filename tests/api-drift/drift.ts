/**
 * Compares the API reference (docs/api) with the type declarations of the installed
 * @callstack/repack, read through the TypeScript 5 compiler API (`typescript5`; TypeScript 7 has
 * only an unstable API). Three kinds of gap, each named by page and name:
 *
 * - an exported value or type with no entry in the reference (a value needs a heading that names
 *   it; a type needs a mention in inline code, such as a "Type:" line);
 * - an option or field of a documented options type with no heading in its page's section
 *   (`name`, `parent.name`, `parent[].name`, or a `--flag` for command options);
 * - a heading in such a section that names an option the type does not have.
 *
 * Pure functions over a loaded `Api` and parsed pages; the test (tests/unit/api-drift.test.ts)
 * reads the files.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Heading, Nodes } from 'mdast';
import type * as TS from 'typescript5';
import { codeNodes, parsePage } from '../../theme/plugins/checked-examples';

const require = createRequire(import.meta.url);

/** An options type and where the reference documents its fields. */
export interface OptionsSpec {
  /** Name of the exported type, e.g. `RepackPluginConfig`. */
  type: string;
  /** Declaration file, relative to the package's `dist/`, that exports it. */
  module: string;
  /** Page path relative to the project root. */
  page: string;
  /** Text of the heading whose sub-headings document the fields (`Options`, `OutputPlugin`). */
  section: string;
  /**
   * Command options: documented as flags. Their names exist only at run time (the declarations
   * type them as `string`), so they are read from this export of `dist/commands/options.js`.
   */
  flags?: 'startCommandOptions' | 'bundleCommandOptions';
}

export const OPTIONS_SPECS: OptionsSpec[] = [
  { type: 'RepackPluginConfig', module: 'plugins/RepackPlugin.d.ts', page: 'docs/api/plugins/repack.mdx', section: 'Options' },
  {
    type: 'ModuleFederationPluginV1Config',
    module: 'plugins/ModuleFederationPluginV1.d.ts',
    page: 'docs/api/plugins/module-federation-v1.mdx',
    section: 'Options',
  },
  {
    type: 'ModuleFederationPluginV2Config',
    module: 'plugins/ModuleFederationPluginV2.d.ts',
    page: 'docs/api/plugins/module-federation-v2.mdx',
    section: 'Options',
  },
  {
    type: 'CodeSigningPluginConfig',
    module: 'plugins/CodeSigningPlugin/config.d.ts',
    page: 'docs/api/plugins/code-signing.mdx',
    section: 'Options',
  },
  {
    type: 'HermesBytecodePluginConfig',
    module: 'plugins/HermesBytecodePlugin/HermesBytecodePlugin.d.ts',
    page: 'docs/api/plugins/hermes-bytecode.mdx',
    section: 'Options',
  },
  { type: 'OutputPluginConfig', module: 'plugins/OutputPlugin/types.d.ts', page: 'docs/api/plugins/internal.mdx', section: 'OutputPlugin' },
  {
    type: 'NativeEntryPluginConfig',
    module: 'plugins/NativeEntryPlugin/NativeEntryPlugin.d.ts',
    page: 'docs/api/plugins/internal.mdx',
    section: 'NativeEntryPlugin',
  },
  {
    type: 'DevelopmentPluginConfig',
    module: 'plugins/DevelopmentPlugin.d.ts',
    page: 'docs/api/plugins/internal.mdx',
    section: 'DevelopmentPlugin',
  },
  { type: 'LoggerPluginConfig', module: 'plugins/LoggerPlugin.d.ts', page: 'docs/api/plugins/internal.mdx', section: 'LoggerPlugin' },
  {
    type: 'AssetLoaderOptions',
    module: 'loaders/assetsLoader/options.d.ts',
    page: 'docs/api/loaders/assets-loader.mdx',
    section: 'Options',
  },
  { type: 'BabelLoaderOptions', module: 'loaders/babelLoader/options.d.ts', page: 'docs/api/loaders/babel-loader.mdx', section: 'Options' },
  {
    type: 'BabelSwcLoaderOptions',
    module: 'loaders/babelSwcLoader/options.d.ts',
    page: 'docs/api/loaders/babel-swc-loader.mdx',
    section: 'Options',
  },
  { type: 'FlowLoaderOptions', module: 'loaders/flowLoader/options.d.ts', page: 'docs/api/loaders/flow-loader.mdx', section: 'Options' },
  { type: 'ScriptLocator', module: 'modules/ScriptManager/types.d.ts', page: 'docs/api/runtime/script.mdx', section: 'Options' },
  {
    type: 'StartArguments',
    module: 'commands/types.d.ts',
    page: 'docs/api/cli/start.mdx',
    section: 'Options',
    flags: 'startCommandOptions',
  },
  {
    type: 'BundleArguments',
    module: 'commands/types.d.ts',
    page: 'docs/api/cli/bundle.mdx',
    section: 'Options',
    flags: 'bundleCommandOptions',
  },
  { type: 'EnvOptions', module: 'types.d.ts', page: 'docs/api/utils/define-config.mdx', section: 'EnvOptions' },
];

/** Entry points whose exports need an entry: the package root and `/client`. */
export const ENTRY_POINTS = [
  { name: '@callstack/repack', file: 'dist/index.d.ts' },
  { name: '@callstack/repack/client', file: 'client/index.d.ts' },
];

export interface Api {
  /** Exported names per entry point, with whether each is a value (class, function, constant, namespace). */
  exports: { entry: string; name: string; value: boolean }[];
  /**
   * Field paths each options type declares itself (`output`, `output.auxiliaryAssetsPath`,
   * `extraChunks[].test`): each needs a heading. For commands, the flags (each a list of aliases).
   */
  fields: Map<string, string[][]>;
  /** Every field path the type accepts, inherited ones too (Module Federation's `name`): a heading may name any. */
  accepted: Map<string, Set<string>>;
}

/** A gap between the reference and the package. */
export interface Gap {
  kind: 'undocumented-export' | 'undocumented-option' | 'unknown-option' | 'missing-page';
  page: string;
  name: string;
}

export const describeGap = (gap: Gap): string =>
  ({
    'undocumented-export': `${gap.name} is exported by the package but has no entry in docs/api (a heading naming it, or for a type a mention in code)`,
    'undocumented-option': `${gap.page}: option "${gap.name}" of the package has no heading on this page`,
    'unknown-option': `${gap.page}: documents option "${gap.name}", which the package does not have`,
    'missing-page': `${gap.page}: page for ${gap.name} does not exist`,
  })[gap.kind];

export const gapKey = (gap: Pick<Gap, 'kind' | 'page' | 'name'>): string => `${gap.kind} ${gap.page} ${gap.name}`;

/** Loads what the package declares, with TypeScript 5. */
export function loadApi(packageDir: string, specs: OptionsSpec[] = OPTIONS_SPECS): Api {
  const ts = require('typescript5') as typeof TS;
  const files = [
    ...ENTRY_POINTS.map((entry) => path.join(packageDir, entry.file)),
    ...specs.map((spec) => path.join(packageDir, 'dist', spec.module)),
  ];
  const program = ts.createProgram(files, {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const moduleOf = (file: string) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`Cannot read ${file}`);
    return symbol;
  };
  const resolve = (symbol: TS.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

  const exports = ENTRY_POINTS.flatMap((entry) =>
    checker.getExportsOfModule(moduleOf(path.join(packageDir, entry.file))).map((symbol) => ({
      entry: entry.name,
      name: symbol.name,
      value: (resolve(symbol).flags & ts.SymbolFlags.Value) !== 0,
    })),
  );

  const declaredHere = (node: TS.Node) => node.getSourceFile().fileName.startsWith(packageDir);
  const ownDeclaration = (symbol: TS.Symbol) => (symbol.declarations ?? []).some(declaredHere);
  /** The object types a field's type stands for: union members and array elements, declared by the package. */
  const objectParts = (type: TS.Type): { types: TS.Type[]; array: boolean } => {
    let array = false;
    const members = (t: TS.Type) => (t.isUnion() ? t.types : [t]);
    const types = members(type)
      .flatMap((part) => {
        if (!checker.isArrayType(part)) return [part];
        array = true;
        return members(checker.getTypeArguments(part as TS.TypeReference)[0] ?? part);
      })
      .filter(
        // Objects and intersections (`DestinationMatchRules & RemoteDestinationConfig`) with fields of the package's own.
        (member) =>
          (member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 &&
          member.getCallSignatures().length === 0 &&
          checker.getPropertiesOfType(member).some(ownDeclaration),
      );
    return { types, array };
  };
  /** Field paths of a type, one level of nesting deep; `own` keeps only fields the package declares. */
  const fieldsOf = (types: TS.Type[], prefix: string, depth: number, own: boolean): string[] => {
    const seen = new Set<string>();
    const result: string[] = [];
    for (const type of types) {
      for (const property of checker.getPropertiesOfType(type)) {
        if ((own && !ownDeclaration(property)) || seen.has(property.name)) continue;
        seen.add(property.name);
        const name = `${prefix}${property.name}`;
        result.push(name);
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        if (!declaration || depth === 0) continue;
        const nested = objectParts(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, declaration)));
        if (nested.types.length > 0) result.push(...fieldsOf(nested.types, `${name}${nested.array ? '[]' : ''}.`, depth - 1, own));
      }
    }
    return result;
  };

  const fields = new Map<string, string[][]>();
  const accepted = new Map<string, Set<string>>();
  for (const spec of specs) {
    if (spec.flags) {
      const flags = commandFlags(packageDir, spec.flags);
      fields.set(spec.type, flags);
      accepted.set(spec.type, new Set(flags.flat()));
      continue;
    }
    const file = path.join(packageDir, 'dist', spec.module);
    const symbol = checker.getExportsOfModule(moduleOf(file)).find((candidate) => candidate.name === spec.type);
    if (!symbol) throw new Error(`${spec.module} does not export ${spec.type}`);
    const type = checker.getDeclaredTypeOfSymbol(resolve(symbol));
    fields.set(
      spec.type,
      fieldsOf([type], '', 1, true).map((field) => [field]),
    );
    accepted.set(spec.type, new Set(fieldsOf([type], '', 1, false)));
  }
  return { exports, fields, accepted };
}

/** A command's flags with their aliases, from the package's option list: `--reset-cache, --resetCache <x>`. */
function commandFlags(packageDir: string, list: NonNullable<OptionsSpec['flags']>): string[][] {
  const options = require(path.join(packageDir, 'dist/commands/options.js')) as Record<string, { name: string }[]>;
  const entries = options[list];
  if (!entries) throw new Error(`dist/commands/options.js has no ${list}`);
  return entries.map((option) => option.name.split(',').map((alias) => alias.trim().split(/\s+/)[0]!));
}

/** Text of a node, code included. */
function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
}

export interface DocsPage {
  page: string;
  headings: { depth: number; text: string }[];
  /** Every inline code and code block text of the page. */
  code: string[];
}

export function readDocsPage(page: string, source: string): DocsPage {
  const tree = parsePage(source);
  const headings: DocsPage['headings'] = [];
  const code: string[] = codeNodes(tree).map((node) => node.value);
  const visit = (node: Nodes) => {
    if (node.type === 'heading') headings.push({ depth: (node as Heading).depth, text: textOf(node).trim() });
    if (node.type === 'inlineCode') code.push(node.value);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return { page, headings, code };
}

/** The headings under the section heading (deeper ones, until the next heading as high as it). */
export function sectionHeadings(page: DocsPage, section: string): string[] {
  const start = page.headings.findIndex((heading) => heading.text === section);
  if (start === -1) return [];
  const depth = page.headings[start]!.depth;
  const found: string[] = [];
  for (const heading of page.headings.slice(start + 1)) {
    if (heading.depth <= depth) break;
    found.push(heading.text);
  }
  return found;
}

/** Headings that name an option: identifiers with `.` and `[]`, or a `--flag`; not prose headings. */
const OPTION_HEADING = /^(?:--[a-z][\w-]*|[A-Za-z_$][\w$]*(?:\[\])?(?:\.[A-Za-z_$][\w$]*(?:\[\])?)*)$/;

/** Flags every command of the React Native CLI has, which it adds itself. */
const CLI_OWN_FLAGS = ['--help'];

const identifierIn = (name: string, text: string) => new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

export function findGaps(api: Api, pages: DocsPage[], specs: OptionsSpec[] = OPTIONS_SPECS): Gap[] {
  const gaps: Gap[] = [];
  const apiPages = pages.filter((page) => page.page.startsWith('docs/api/'));
  const headingTexts = apiPages.flatMap((page) => page.headings.map((heading) => heading.text));
  const codeTexts = apiPages.flatMap((page) => page.code);

  for (const { entry, name, value } of api.exports) {
    const inHeading = headingTexts.some((text) => identifierIn(name, text));
    const inCode = !value && codeTexts.some((text) => identifierIn(name, text));
    if (!inHeading && !inCode) gaps.push({ kind: 'undocumented-export', page: entry, name });
  }

  for (const spec of specs) {
    const page = pages.find((candidate) => candidate.page === spec.page);
    if (!page) {
      gaps.push({ kind: 'missing-page', page: spec.page, name: spec.type });
      continue;
    }
    const documented = sectionHeadings(page, spec.section);
    // `extraChunks[].test` and `extraChunks.test` name the same field.
    const normalize = (text: string) => text.replace(/\[\]/g, '');
    const headings = new Set(documented.map(normalize));
    for (const aliases of api.fields.get(spec.type) ?? []) {
      if (!aliases.some((alias) => headings.has(normalize(alias)))) {
        gaps.push({ kind: 'undocumented-option', page: spec.page, name: aliases[0]! });
      }
    }
    const known = new Set([...(api.accepted.get(spec.type) ?? []), ...(spec.flags ? CLI_OWN_FLAGS : [])].map(normalize));
    for (const text of documented) {
      if (OPTION_HEADING.test(text) && !known.has(normalize(text))) gaps.push({ kind: 'unknown-option', page: spec.page, name: text });
    }
  }
  return gaps;
}
