/**
 * Compares the API reference (docs/api) with the type declarations of the installed
 * `@callstack/repack` and `@callstack/repack-dev-server`, read through the TypeScript 5 compiler
 * API (`typescript5`; TypeScript 7 has only an unstable API).
 *
 * What must be documented (tests/api-drift/reference.ts says where):
 * - every export of the package root, `/client` and the dev server, namespace members included;
 * - every field, method and static that the listed types declare (plugin and loader options,
 *   utility options, `ScriptManager` and `Script`, the dev server's options and delegates, …),
 *   one level of nested fields deep, and every flag of the `start` and `bundle` commands.
 *
 * Each needs a heading that is its name, or its name after a parent (`Script.getRemoteURL`,
 * `options.priority`); nested fields need their path (`logger.console`, `extraChunks[].test`).
 * A heading that merely contains the name does not count. In the section of a listed type, an
 * identifier heading must name one of its members, so a renamed or removed option shows up too.
 * What only a newer release has is listed in newer-release.json: required like the rest, and
 * reported once the installed release has it.
 *
 * Pure functions over a loaded `Api` and parsed pages, except `loadApi` and `loadApiCached`, which
 * read the declarations (and the cache); tests/unit/api-drift.test.ts reads the pages.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Heading, Nodes, Root } from 'mdast';
import type * as TS from 'typescript5';
import { parsePage } from '../../theme/plugins/checked-examples';
import { ENTRY_POINTS, EXPORT_PAGES, MEMBER_SPECS, type MemberSpec, SKIPPED_EXPORTS } from './reference';

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Pages

export interface DocsHeading {
  depth: number;
  text: string;
  /** 1-based line of the heading in the page source. */
  line: number;
}

export interface DocsPage {
  page: string;
  headings: DocsHeading[];
}

/** Text of a node, inline code included. */
function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
}

/** Reads the headings of a page; a page MDX cannot parse fails with `<page>:<line>:<column>: <reason>`. */
export function readDocsPage(page: string, source: string, parse: (source: string) => Root = parsePage): DocsPage {
  let tree: Nodes;
  try {
    tree = parse(source);
  } catch (error) {
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    const where = place.line ? `${place.line}:${place.column ?? 1}` : '?';
    throw new Error(`${page}:${where}: MDX cannot parse this page: ${place.reason ?? place.message ?? String(error)}`);
  }
  const headings: DocsHeading[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'heading') {
      headings.push({ depth: (node as Heading).depth, text: textOf(node).trim(), line: node.position?.start.line ?? 0 });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return { page, headings };
}

// ---------------------------------------------------------------------------------------------
// What the packages declare

/** One thing the reference must document, found in the installed declarations. */
export interface Entry {
  kind: 'export' | 'member' | 'flag';
  page: string;
  /** Section paths (see MemberSpec.section); empty for the whole page. */
  sections: string[];
  /** Heading texts that document it. */
  names: string[];
  /**
   * Parents a heading may put in front of the name (`Script` in `Script.getRemoteURL`); none for a
   * member unless its spec lists them, so `remote.publicPath` does not document `publicPath`. Exports
   * take any namespace path (`plugins.LoggerPlugin`).
   */
  prefixes: string[] | 'any';
  /** For failure messages: `RepackPluginConfig option "logger.console"`. */
  label: string;
  /** For a type export that a member spec documents: that spec's sections, whose headings also document the type. */
  documentedBySections?: string[];
}

export interface Section {
  page: string;
  section: string;
  /** Every member name a heading here may use, inherited and third-party ones included. */
  accepted: Set<string>;
  prefixes: string[];
  unknownCheck: 'all' | 'children';
}

export interface Api {
  entries: Entry[];
  sections: Section[];
  /** Every export, as `<entry point>:<path>`, to tell when a newer-release export has arrived. */
  exports: Set<string>;
}

/** Something the check reports, one line each. */
export type Failure = string;

interface PackageDirs {
  '@callstack/repack': string;
  '@callstack/repack-dev-server': string;
}

/** Finds the installed packages: Re.Pack in the project, the dev server as Re.Pack resolves it. */
export function findPackageDirs(root: string): PackageDirs {
  const repack = path.dirname(createRequire(path.join(root, 'package.json')).resolve('@callstack/repack/package.json'));
  const devServer = path.dirname(createRequire(path.join(repack, 'package.json')).resolve('@callstack/repack-dev-server/package.json'));
  return { '@callstack/repack': repack, '@callstack/repack-dev-server': devServer };
}

const SECTION_SEPARATOR = ' > ';

/** Loads what the packages declare, with TypeScript 5. */
export function loadApi(dirs: PackageDirs, specs: MemberSpec[] = MEMBER_SPECS): Api {
  const ts = require('typescript5') as typeof TS;
  const entryFiles = ENTRY_POINTS.map((entry) => path.join(dirs[entry.packageName], entry.file));
  const moduleFiles = specs.flatMap((spec) => {
    const file = declarationFileOf(spec.type);
    return file ? [path.join(dirs['@callstack/repack'], file)] : [];
  });
  const program = ts.createProgram([...entryFiles, ...moduleFiles], {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Only what the declarations reference: every other @types package and the DOM library would
    // double the time TypeScript takes to read them.
    types: ['node'],
    lib: ['lib.es2023.d.ts'],
  });
  const checker = program.getTypeChecker();
  const moduleOf = (file: string) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`Cannot read the declarations in ${file}`);
    return symbol;
  };
  const resolve = (symbol: TS.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const isNamespace = (symbol: TS.Symbol) => (symbol.flags & (ts.SymbolFlags.NamespaceModule | ts.SymbolFlags.ValueModule)) !== 0;
  const packageRoots = Object.values(dirs).map((dir) => `${dir}${path.sep}`);
  const declaredByPackages = (node: TS.Node) => packageRoots.some((dir) => node.getSourceFile().fileName.startsWith(dir));

  // Exports, namespace members included.
  const exported = new Map<string, TS.Symbol>();
  for (const entry of ENTRY_POINTS) {
    const walk = (symbols: TS.Symbol[], prefix: string) => {
      for (const symbol of symbols) {
        const target = resolve(symbol);
        const key = `${entry.name}:${prefix}${symbol.name}`;
        exported.set(key, target);
        if (isNamespace(target)) walk(checker.getExportsOfModule(target), `${prefix}${symbol.name}.`);
      }
    };
    walk(checker.getExportsOfModule(moduleOf(path.join(dirs[entry.packageName], entry.file))), '');
  }

  const pageOfExport = new Map<string, string>();
  for (const [page, keys] of Object.entries(EXPORT_PAGES)) for (const key of keys) pageOfExport.set(key, page);

  /** The type a spec names. */
  const typeOfSpec = (spec: MemberSpec): { type: TS.Type; symbol?: TS.Symbol } => {
    const parameter = /^(.+):(\w+)\((\d+)\)$/.exec(spec.type);
    if (parameter) {
      const fn = exported.get(`${parameter[1]}:${parameter[2]}`);
      if (!fn) throw new Error(`reference.ts: ${spec.type} names a function the package does not export`);
      const signature = checker.getSignaturesOfType(checker.getTypeOfSymbol(fn), ts.SignatureKind.Call).at(-1);
      const param = signature?.parameters[Number(parameter[3])];
      if (!param) throw new Error(`reference.ts: ${spec.type}: the function has no such parameter`);
      return { type: checker.getNonNullableType(checker.getTypeOfSymbol(param)) };
    }
    const file = declarationFileOf(spec.type);
    const name = spec.type.slice(spec.type.lastIndexOf(':') + 1);
    const symbol = file
      ? checker
          .getExportsOfModule(moduleOf(path.join(dirs['@callstack/repack'], file)))
          .map(resolve)
          .find((candidate) => candidate.name === name)
      : exported.get(spec.type);
    if (!symbol) throw new Error(`reference.ts: ${spec.type} is not declared by the installed packages`);
    return { type: checker.getDeclaredTypeOfSymbol(symbol), symbol };
  };

  const isHidden = (declaration: TS.Declaration) =>
    (ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0 ||
    ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal');
  /** Public members the packages declare, not `@internal`, not private or protected. */
  const membersOf = (type: TS.Type): TS.Symbol[] =>
    checker.getPropertiesOfType(type).filter((property) => {
      const declarations = property.declarations ?? [];
      return (
        property.name !== 'prototype' &&
        !property.name.startsWith('#') &&
        declarations.some(declaredByPackages) &&
        !declarations.some(isHidden)
      );
    });
  /** The object types a field's type stands for: union members and array elements, with members of the packages' own. */
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
        (member) =>
          (member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 &&
          member.getCallSignatures().length === 0 &&
          membersOf(member).length > 0,
      );
    return { types, array };
  };
  /** Declarations of every spec'd type: their fields are documented there, not where they are inherited. */
  const specDeclarations = new Set<TS.Node>();
  const resolvedSpecs = specs.map((spec) => ({ spec, ...(spec.flags ? {} : typeOfSpec(spec)) }));
  for (const { symbol } of resolvedSpecs) for (const declaration of symbol?.declarations ?? []) specDeclarations.add(declaration);

  const entries: Entry[] = [];
  const sections: Section[] = [];

  for (const resolved of resolvedSpecs) {
    const { spec } = resolved;
    const specSections = typeof spec.section === 'string' ? [spec.section] : spec.section;
    const label = spec.type.slice(spec.type.lastIndexOf(':') + 1);
    const accepted = new Set<string>();
    if (spec.flags) {
      for (const aliases of commandFlags(dirs['@callstack/repack'], spec.flags)) {
        entries.push({ kind: 'flag', page: spec.page, sections: specSections, names: aliases, prefixes: [], label: `flag ${aliases[0]}` });
        for (const alias of aliases) accepted.add(alias);
      }
      // The React Native CLI adds --help to every command.
      accepted.add('--help');
    } else if (resolved.type) {
      const isClass = (resolved.symbol?.flags ?? 0) & ts.SymbolFlags.Class;
      const ownDeclarations = new Set<TS.Node>(resolved.symbol?.declarations ?? []);
      const declaredElsewhere = (property: TS.Symbol) =>
        (property.declarations ?? []).every((declaration) => {
          const parent = declaration.parent;
          return specDeclarations.has(parent) && !ownDeclarations.has(parent);
        });
      const top = [
        ...(isClass && resolved.symbol
          ? membersOf(checker.getTypeOfSymbol(resolved.symbol)).map((member) => ({ member, isStatic: true }))
          : []),
        ...membersOf(resolved.type).map((member) => ({ member, isStatic: false })),
      ];
      const nest = spec.nest ?? 'all';
      for (const { member, isStatic } of top) {
        if (declaredElsewhere(member)) continue;
        const name = member.name;
        entries.push({
          kind: 'member',
          page: spec.page,
          sections: specSections,
          names: [name],
          prefixes: spec.prefixes ?? [],
          label: `${label}${isStatic ? ' static' : ''} member "${name}"`,
        });
        if (nest !== 'all' && !nest.includes(name)) continue;
        const nested = objectParts(checker.getNonNullableType(checker.getTypeOfSymbol(member)));
        for (const part of nested.types) {
          for (const field of membersOf(part)) {
            const fieldPath = `${name}${nested.array ? '[]' : ''}.${field.name}`;
            if (entries.some((entry) => entry.page === spec.page && entry.names[0] === fieldPath && entry.label.startsWith(label)))
              continue;
            entries.push({
              kind: 'member',
              page: spec.page,
              sections: specSections,
              names: [fieldPath],
              prefixes: spec.prefixes ?? [],
              label: `${label} member "${fieldPath}"`,
            });
          }
        }
      }
      // What a heading may name: every property, inherited and third-party ones too, and nested paths.
      for (const property of checker.getPropertiesOfType(resolved.type)) {
        accepted.add(property.name);
        const nested = objectParts(checker.getNonNullableType(checker.getTypeOfSymbol(property)));
        for (const part of nested.types) {
          for (const field of checker.getPropertiesOfType(part)) accepted.add(`${property.name}${nested.array ? '[]' : ''}.${field.name}`);
        }
      }
      if (isClass && resolved.symbol) for (const member of membersOf(checker.getTypeOfSymbol(resolved.symbol))) accepted.add(member.name);
    }
    for (const section of specSections) {
      const existing = sections.find((candidate) => candidate.page === spec.page && candidate.section === section);
      if (existing) {
        for (const name of accepted) existing.accepted.add(name);
        existing.prefixes.push(...(spec.prefixes ?? []));
      } else {
        sections.push({
          page: spec.page,
          section,
          accepted: new Set(accepted),
          prefixes: [...(spec.prefixes ?? [])],
          unknownCheck: spec.unknownCheck ?? 'all',
        });
      }
    }
  }

  for (const [key, symbol] of exported) {
    if (isNamespace(symbol) || key in SKIPPED_EXPORTS) continue;
    const page = pageOfExport.get(key) ?? '';
    const name = key.slice(key.lastIndexOf(':') + 1);
    const spec = specs.find((candidate) => candidate.type === key);
    entries.push({
      kind: 'export',
      page,
      sections: [],
      names: [name.slice(name.lastIndexOf('.') + 1)],
      prefixes: 'any',
      label: `export ${name} of ${key.slice(0, key.lastIndexOf(':'))}`,
      ...(spec ? { documentedBySections: typeof spec.section === 'string' ? [spec.section] : spec.section } : {}),
    });
  }
  return { entries, sections, exports: new Set(exported.keys()) };
}

/**
 * `loadApi` for the installed packages, kept in `cacheDir` (node_modules/.cache/api-drift/ in the
 * test): TypeScript reads the declarations in about 4 s, and what they declare changes only with
 * the packages' versions, the compiler's, or this check's code (this file and reference.ts), which
 * key the file. A file that cannot be read is computed again.
 */
export function loadApiCached(dirs: PackageDirs, cacheDir: string): Api {
  const version = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify([Object.values(dirs).map(version), require('typescript5/package.json').version]))
    .update(fs.readFileSync(path.join(import.meta.dirname, 'drift.ts')))
    .update(fs.readFileSync(path.join(import.meta.dirname, 'reference.ts')))
    .digest('hex')
    .slice(0, 32);
  const file = path.join(cacheDir, `${key}.json`);
  type Stored = { entries: Entry[]; sections: (Omit<Section, 'accepted'> & { accepted: string[] })[]; exports: string[] };
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
    return {
      entries: stored.entries,
      sections: stored.sections.map((section) => ({ ...section, accepted: new Set(section.accepted) })),
      exports: new Set(stored.exports),
    };
  } catch {
    // Not computed for these versions yet.
  }
  const api = loadApi(dirs);
  const stored: Stored = {
    entries: api.entries,
    sections: api.sections.map((section) => ({ ...section, accepted: [...section.accepted] })),
    exports: [...api.exports],
  };
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(stored));
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
  return api;
}

/** The declaration file a spec names (`@callstack/repack/dist/x.d.ts:Name`), relative to the package. */
function declarationFileOf(type: string): string | undefined {
  const match = /^@callstack\/repack\/(.+\.d\.ts):\w+$/.exec(type);
  return match?.[1];
}

/** A command's flags with their aliases, from the package's option list: `--reset-cache, --resetCache <x>`. */
function commandFlags(packageDir: string, list: NonNullable<MemberSpec['flags']>): string[][] {
  const options = require(path.join(packageDir, 'dist/commands/options.js')) as Record<string, { name: string }[]>;
  const entries = options[list];
  if (!entries) throw new Error(`dist/commands/options.js has no ${list}`);
  return entries.map((option) => option.name.split(',').map((alias) => alias.trim().split(/\s+/)[0] ?? ''));
}

// ---------------------------------------------------------------------------------------------
// The check

/** What only a newer release than the installed one has, documented ahead (newer-release.json). */
export interface NewerReleaseEntry {
  /** `export`: the page documents an export the installed packages lack; `member`: a field or method of a listed type. */
  kind: 'export' | 'member';
  /** For `export`: `<entry point>:<path>`. For `member`: the name or path, as in a heading. */
  name: string;
  page: string;
  /** For `member`: the section, as in MemberSpec.section. */
  section?: string;
  version: string;
  reason: string;
}

const IDENTIFIER_HEADING = /^(?:--[a-z][\w-]*|[A-Za-z_$][\w$]*(?:\[\])?(?:\.[A-Za-z_$][\w$]*(?:\[\])?)*)$/;
const normalize = (text: string) => text.replace(/\[\]/g, '');

/** True when a heading names `name`: the name itself, or the name after one of `prefixes` (`Parent.name`). */
export function headingNames(heading: string, name: string, prefixes: string[] | 'any' = []): boolean {
  const text = normalize(heading);
  const wanted = normalize(name);
  if (text === wanted) return true;
  if (!text.endsWith(`.${wanted}`)) return false;
  const parent = text.slice(0, -wanted.length - 1);
  return prefixes === 'any' ? /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.test(parent) : prefixes.includes(parent);
}

/** Indexes of the headings inside a section (below the heading, until one as high); null when the section is missing. */
export function sectionRange(page: DocsPage, section: string): { start: number; end: number; depth: number } | null {
  let start = 0;
  let end = page.headings.length;
  let depth = 0;
  for (const part of section.split(SECTION_SEPARATOR)) {
    let found = -1;
    for (let i = start; i < end; i++) {
      if (page.headings[i]?.text === part) {
        found = i;
        break;
      }
    }
    if (found === -1) return null;
    depth = page.headings[found]?.depth ?? 0;
    start = found + 1;
    end = start;
    while (end < page.headings.length && (page.headings[end]?.depth ?? 0) > depth) end++;
  }
  return { start, end, depth };
}

export interface CheckResult {
  failures: Failure[];
  /** For each page, the heading indexes that document at least one entry. */
  documenting: Map<string, Set<number>>;
}

/** Compares the pages with the API; an empty `failures` means the reference is complete. */
export function checkDrift(api: Api, pages: DocsPage[], newer: NewerReleaseEntry[] = []): CheckResult {
  const failures: Failure[] = [];
  const documenting = new Map<string, Set<number>>();
  const byPage = new Map(pages.map((page) => [page.page, page]));
  const mark = (page: string, index: number) => {
    const set = documenting.get(page) ?? new Set<number>();
    documenting.set(page, set);
    set.add(index);
  };
  const ranges = new Map<string, ReturnType<typeof sectionRange>>();
  const rangeOf = (page: DocsPage, section: string) => {
    const key = `${page.page}\n${section}`;
    if (!ranges.has(key)) ranges.set(key, sectionRange(page, section));
    return ranges.get(key) ?? null;
  };
  /** Heading indexes of the given sections (the whole page without sections) that name one of `names`. */
  const find = (
    page: DocsPage,
    sections: string[],
    names: string[],
    prefixes: string[] | 'any',
  ): { found: number[]; missing: string[] } => {
    const spans = sections.length === 0 ? [{ start: 0, end: page.headings.length }] : [];
    const missing: string[] = [];
    for (const section of sections) {
      const range = rangeOf(page, section);
      if (range) spans.push(range);
      else missing.push(section);
    }
    const found: number[] = [];
    for (const { start, end } of spans) {
      for (let i = start; i < end; i++) {
        const text = page.headings[i]?.text ?? '';
        if (names.some((name) => headingNames(text, name, prefixes))) found.push(i);
      }
    }
    return { found, missing };
  };
  const where = (sections: string[]) => (sections.length === 0 ? '' : ` under "${sections.join('" or "')}"`);

  for (const entry of api.entries) {
    if (!entry.page) {
      failures.push(`${entry.label} has no page in tests/api-drift/reference.ts (EXPORT_PAGES); add it there and give it a heading`);
      continue;
    }
    const page = byPage.get(entry.page);
    if (!page) {
      failures.push(`${entry.page}: the page for ${entry.label} does not exist`);
      continue;
    }
    const { found, missing } = find(page, entry.sections, entry.names, entry.prefixes);
    for (const index of found) mark(entry.page, index);
    if (found.length > 0) continue;
    // A type documented as the options of a section: that section's heading documents the type.
    const bySection = (entry.documentedBySections ?? []).map((section) => rangeOf(page, section)).find(Boolean);
    if (bySection) {
      mark(entry.page, bySection.start - 1);
      continue;
    }
    const hint = missing.length > 0 ? ` (the page has no section "${missing.join('", "')}")` : '';
    failures.push(`${entry.page}: ${entry.label} has no heading "${entry.names[0]}"${where(entry.sections)}${hint}`);
  }

  for (const item of newer) {
    const page = byPage.get(item.page);
    const name =
      item.kind === 'export'
        ? (item.name
            .slice(item.name.lastIndexOf(':') + 1)
            .split('.')
            .at(-1) ?? item.name)
        : item.name;
    const sections = item.section ? [item.section] : [];
    if (item.kind === 'export' && api.exports.has(item.name)) {
      failures.push(
        `newer-release.json: ${item.name} is exported by the installed release now; move it to EXPORT_PAGES in reference.ts and remove its entry`,
      );
    }
    const section = api.sections.find(
      (candidate) => item.section !== undefined && candidate.page === item.page && candidate.section === item.section,
    );
    if (item.kind === 'member' && section?.accepted.has(name)) {
      failures.push(`newer-release.json: ${item.page}: "${name}" is declared by the installed release now; remove its entry`);
    }
    if (!page) {
      failures.push(`newer-release.json: ${item.page} does not exist`);
      continue;
    }
    const { found } = find(page, sections, [name], item.kind === 'export' ? 'any' : []);
    for (const index of found) mark(item.page, index);
    if (found.length === 0) {
      failures.push(`${item.page}: "${name}" (${item.version}, listed in newer-release.json) has no heading${where(sections)}`);
    }
  }

  for (const section of api.sections) {
    const page = byPage.get(section.page);
    const range = page && rangeOf(page, section.section);
    if (!page || !range) continue;
    const tolerated = newer.filter((item) => item.kind === 'member' && item.page === section.page && item.section === section.section);
    for (let i = range.start; i < range.end; i++) {
      const heading = page.headings[i];
      if (!heading || !IDENTIFIER_HEADING.test(heading.text)) continue;
      const nested = /[.[]/.test(heading.text) || heading.text.startsWith('--');
      if (section.unknownCheck === 'children' ? heading.depth !== range.depth + 1 : heading.depth !== range.depth + 1 && !nested) continue;
      const known =
        [...section.accepted].some((name) => headingNames(heading.text, name, section.prefixes)) ||
        tolerated.some((item) => headingNames(heading.text, item.name));
      if (!known) {
        failures.push(
          `${section.page}:${heading.line}: heading "${heading.text}" under "${section.section}" names nothing the installed package declares there`,
        );
      }
    }
  }
  return { failures, documenting };
}
