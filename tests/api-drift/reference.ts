/**
 * Where the API reference documents each part of the published packages. tests/api-drift/drift.ts
 * reads the installed declarations, and every export and every member of the types listed here
 * must have a heading of its own on the page named here: the name itself, or `Parent.name`
 * (`Script.getRemoteURL`, `options.priority`, `plugins.LoggerPlugin`).
 *
 * An export the packages add and this file does not place fails the test with its name, so a new
 * release cannot slip an undocumented export past it: add the export to `EXPORT_PAGES` and its
 * heading to the page.
 */

/** The entry points a reader imports from, with their declaration files relative to the package. */
export const ENTRY_POINTS = [
  { name: '@callstack/repack', packageName: '@callstack/repack', file: 'dist/index.d.ts' },
  { name: '@callstack/repack/client', packageName: '@callstack/repack', file: 'client/index.d.ts' },
  { name: '@callstack/repack-dev-server', packageName: '@callstack/repack-dev-server', file: 'dist/index.d.ts' },
] as const;

export type EntryPointName = (typeof ENTRY_POINTS)[number]['name'];

/**
 * The page of every export, as `<entry point>:<path>`; namespace members are listed with their
 * namespace (`plugins.LoggerPlugin`, `Server.Api.Delegate`). Namespaces themselves are documented
 * through their members and are not listed.
 */
export const EXPORT_PAGES: Record<string, string[]> = {
  'docs/api/plugins/repack.mdx': [
    '@callstack/repack:RepackPlugin',
    '@callstack/repack:RepackPluginConfig',
    '@callstack/repack:Rule',
    '@callstack/repack:plugins.DestinationSpec',
    '@callstack/repack:plugins.DestinationMatchRules',
    '@callstack/repack:plugins.DestinationConfig',
    '@callstack/repack:plugins.LocalDestinationConfig',
    '@callstack/repack:plugins.RemoteDestinationConfig',
  ],
  'docs/api/plugins/internal.mdx': [
    '@callstack/repack:plugins.BabelPlugin',
    '@callstack/repack:plugins.OutputPlugin',
    '@callstack/repack:plugins.OutputPluginConfig',
    '@callstack/repack:plugins.NativeEntryPlugin',
    '@callstack/repack:plugins.NativeEntryPluginConfig',
    '@callstack/repack:plugins.RepackTargetPlugin',
    '@callstack/repack:plugins.DevelopmentPlugin',
    '@callstack/repack:plugins.DevelopmentPluginConfig',
    '@callstack/repack:plugins.LoggerPlugin',
    '@callstack/repack:plugins.LoggerPluginConfig',
    '@callstack/repack:plugins.GenericFilter',
    '@callstack/repack:plugins.ManifestPlugin',
    '@callstack/repack:Reporter',
    '@callstack/repack:LogEntry',
    '@callstack/repack:LogType',
    '@callstack/repack:Logger',
    '@callstack/repack:ConsoleReporter',
    '@callstack/repack:ConsoleReporterConfig',
    '@callstack/repack:FileReporter',
    '@callstack/repack:FileReporterConfig',
    '@callstack/repack:composeReporters',
    '@callstack/repack:makeLogEntryFromFastifyLog',
  ],
  'docs/api/plugins/module-federation-v1.mdx': [
    '@callstack/repack:plugins.ModuleFederationPluginV1',
    '@callstack/repack:plugins.ModuleFederationPluginV1Config',
    '@callstack/repack:plugins.ModuleFederationPlugin',
    '@callstack/repack:plugins.ModuleFederationPluginConfig',
    '@callstack/repack:Federated.createRemote',
    '@callstack/repack/client:Federated.importModule',
    '@callstack/repack/client:Federated.createURLResolver',
    '@callstack/repack/client:Federated.URLResolver',
    '@callstack/repack/client:Federated.URLResolverConfig',
  ],
  'docs/api/plugins/module-federation-v2.mdx': [
    '@callstack/repack:plugins.ModuleFederationPluginV2',
    '@callstack/repack:plugins.ModuleFederationPluginV2Config',
  ],
  'docs/api/plugins/code-signing.mdx': ['@callstack/repack:plugins.CodeSigningPlugin', '@callstack/repack:plugins.CodeSigningPluginConfig'],
  'docs/api/plugins/hermes-bytecode.mdx': [
    '@callstack/repack:plugins.HermesBytecodePlugin',
    '@callstack/repack:plugins.HermesBytecodePluginConfig',
    '@callstack/repack:plugins.ChunksToHermesBytecodePlugin',
  ],
  'docs/api/utils/define-config.mdx': [
    '@callstack/repack:defineRspackConfig',
    '@callstack/repack:defineWebpackConfig',
    '@callstack/repack:RepackRspackConfig',
    '@callstack/repack:RepackRspackConfigFn',
    '@callstack/repack:RepackRspackConfigAsyncFn',
    '@callstack/repack:RepackRspackConfigExport',
    '@callstack/repack:RepackWebpackConfig',
    '@callstack/repack:RepackWebpackConfigFn',
    '@callstack/repack:RepackWebpackConfigAsyncFn',
    '@callstack/repack:RepackWebpackConfigExport',
    '@callstack/repack:EnvOptions',
  ],
  'docs/api/utils/constants.mdx': [
    '@callstack/repack:SCALABLE_ASSETS',
    '@callstack/repack:SCALABLE_RESOLUTIONS',
    '@callstack/repack:ASSET_EXTENSIONS',
    '@callstack/repack:Federated.SHARED_REACT',
    '@callstack/repack:Federated.SHARED_REACT_NATIVE',
    '@callstack/repack:getPublicPath',
  ],
  'docs/api/utils/get-asset-extension-regexp.mdx': ['@callstack/repack:getAssetExtensionsRegExp'],
  'docs/api/utils/get-asset-transform-rules.mdx': ['@callstack/repack:getAssetTransformRules'],
  'docs/api/utils/get-codegen-transform-rules.mdx': ['@callstack/repack:getCodegenTransformRules'],
  'docs/api/utils/get-dirname.mdx': ['@callstack/repack:getDirname'],
  'docs/api/utils/get-flow-transform-rules.mdx': ['@callstack/repack:getFlowTransformRules'],
  'docs/api/utils/get-js-transform-rules.mdx': ['@callstack/repack:getJsTransformRules'],
  'docs/api/utils/get-module-paths.mdx': ['@callstack/repack:getModulePaths'],
  'docs/api/utils/get-resolve-options.mdx': ['@callstack/repack:getResolveOptions', '@callstack/repack:ResolveOptions'],
  'docs/api/utils/get-swc-loader-options.mdx': ['@callstack/repack:getSwcLoaderOptions'],
  'docs/api/runtime/script-manager.mdx': [
    '@callstack/repack/client:ScriptManager',
    '@callstack/repack/client:ResolverOptions',
    '@callstack/repack/client:ScriptLocatorResolver',
    '@callstack/repack/client:StorageApi',
    '@callstack/repack/client:getWebpackContext',
  ],
  'docs/api/runtime/script.mdx': ['@callstack/repack/client:Script', '@callstack/repack/client:ScriptLocator'],
  'docs/api/dev-server.mdx': [
    '@callstack/repack:HMRMessage',
    '@callstack/repack:DevServerOptions',
    '@callstack/repack-dev-server:DevServerOptions',
    '@callstack/repack-dev-server:SetupMiddlewaresFunction',
    '@callstack/repack-dev-server:Middleware',
    '@callstack/repack-dev-server:createServer',
    '@callstack/repack-dev-server:Server.Config',
    '@callstack/repack-dev-server:Server.Options',
    '@callstack/repack-dev-server:Server.Delegate',
    '@callstack/repack-dev-server:Server.DelegateContext',
    '@callstack/repack-dev-server:CompilerDelegate',
    '@callstack/repack-dev-server:SymbolicatorDelegate',
    '@callstack/repack-dev-server:Server.LoggerDelegate',
    '@callstack/repack-dev-server:Server.MessagesDelegate',
    '@callstack/repack-dev-server:Server.DevToolsDelegate',
    '@callstack/repack-dev-server:Server.Api.Delegate',
    '@callstack/repack-dev-server:Server.Api.Asset',
    '@callstack/repack-dev-server:Server.Api.CompilationStats',
    '@callstack/repack-dev-server:ReactNativeStackFrame',
    '@callstack/repack-dev-server:InputStackFrame',
    '@callstack/repack-dev-server:StackFrame',
    '@callstack/repack-dev-server:CodeFrame',
    '@callstack/repack-dev-server:SymbolicatorResults',
    '@callstack/repack-dev-server:ProgressData',
    '@callstack/repack-dev-server:SendProgress',
  ],
};

/** Exports that need no entry, each with the reason. */
export const SKIPPED_EXPORTS: Record<string, string> = {
  '@callstack/repack-dev-server:Internal.EventTypes':
    'Declared in the namespace `Internal`, whose doc comment reads "Internal types. Do not use." (@internal).',
};

/**
 * A type whose members readers set or call: every field, method and static it declares needs a
 * heading in `section` of `page`, and every identifier heading there must name one of them.
 */
export interface MemberSpec {
  /**
   * The type: `<entry point>:<export path>` (`@callstack/repack:plugins.OutputPluginConfig`), a
   * function's parameter as `<entry point>:<function>(<index>)`, or a type a declaration file
   * declares without a public export, as `<package>/<file>.d.ts:<name>`.
   */
  type: string;
  page: string;
  /**
   * The heading of the section that documents the members, or several (each may be a path of heading
   * texts joined by ` > `, for a text that repeats on the page).
   */
  section: string | string[];
  /**
   * Which fields are followed one level down (`logger.console`, `extraChunks[].test`): all object
   * fields (the default for option objects), or only the listed ones (classes, delegates).
   */
  nest?: 'all' | string[];
  /** Parents a heading may put before a member's name: `Script` for `Script.getRemoteURL`, `options` for `options.priority`. */
  prefixes?: string[];
  /** Only headings one level below the section are checked for unknown names (classes: nested headings document parameters). */
  unknownCheck?: 'all' | 'children';
  /** Command options: the flags come from this export of `dist/commands/options.js` (the declarations type them as `string`). */
  flags?: 'startCommandOptions' | 'bundleCommandOptions';
}

const REPACK = '@callstack/repack';
const CLIENT = '@callstack/repack/client';
const DEV_SERVER = '@callstack/repack-dev-server';

/** A loader's options type, which the loader's declaration file declares but the package does not export. */
const loaderOptions = (folder: string, name: string, page: string): MemberSpec => ({
  type: `${REPACK}/dist/loaders/${folder}/options.d.ts:${name}`,
  page: `docs/api/loaders/${page}.mdx`,
  section: 'Options',
});

export const MEMBER_SPECS: MemberSpec[] = [
  { type: `${REPACK}:RepackPluginConfig`, page: 'docs/api/plugins/repack.mdx', section: 'Options' },
  { type: `${REPACK}:plugins.OutputPluginConfig`, page: 'docs/api/plugins/internal.mdx', section: 'OutputPlugin' },
  { type: `${REPACK}:plugins.NativeEntryPluginConfig`, page: 'docs/api/plugins/internal.mdx', section: 'NativeEntryPlugin' },
  { type: `${REPACK}:plugins.DevelopmentPluginConfig`, page: 'docs/api/plugins/internal.mdx', section: 'DevelopmentPlugin' },
  { type: `${REPACK}:plugins.LoggerPluginConfig`, page: 'docs/api/plugins/internal.mdx', section: 'LoggerPlugin' },
  { type: `${REPACK}:Reporter`, page: 'docs/api/plugins/internal.mdx', section: 'Reporter', nest: [] },
  { type: `${REPACK}:ConsoleReporterConfig`, page: 'docs/api/plugins/internal.mdx', section: 'ConsoleReporter' },
  { type: `${REPACK}:FileReporterConfig`, page: 'docs/api/plugins/internal.mdx', section: 'FileReporter' },
  { type: `${REPACK}:plugins.ModuleFederationPluginV1Config`, page: 'docs/api/plugins/module-federation-v1.mdx', section: 'Options' },
  {
    type: `${CLIENT}:Federated.URLResolverConfig`,
    page: 'docs/api/plugins/module-federation-v1.mdx',
    section: 'Federated.URLResolverConfig',
  },
  { type: `${REPACK}:plugins.ModuleFederationPluginV2Config`, page: 'docs/api/plugins/module-federation-v2.mdx', section: 'Options' },
  { type: `${REPACK}:plugins.CodeSigningPluginConfig`, page: 'docs/api/plugins/code-signing.mdx', section: 'Options' },
  { type: `${REPACK}:plugins.HermesBytecodePluginConfig`, page: 'docs/api/plugins/hermes-bytecode.mdx', section: 'Options' },
  loaderOptions('assetsLoader', 'AssetLoaderOptions', 'assets-loader'),
  loaderOptions('babelLoader', 'BabelLoaderOptions', 'babel-loader'),
  loaderOptions('babelSwcLoader', 'BabelSwcLoaderOptions', 'babel-swc-loader'),
  loaderOptions('flowLoader', 'FlowLoaderOptions', 'flow-loader'),
  { type: `${REPACK}:EnvOptions`, page: 'docs/api/utils/define-config.mdx', section: 'EnvOptions' },
  { type: `${REPACK}:ResolveOptions`, page: 'docs/api/utils/get-resolve-options.mdx', section: 'options', prefixes: ['options'] },
  { type: `${REPACK}:getJsTransformRules(0)`, page: 'docs/api/utils/get-js-transform-rules.mdx', section: 'Options' },
  { type: `${REPACK}:getSwcLoaderOptions(0)`, page: 'docs/api/utils/get-swc-loader-options.mdx', section: 'Options' },
  { type: `${REPACK}:getFlowTransformRules(0)`, page: 'docs/api/utils/get-flow-transform-rules.mdx', section: 'Options' },
  { type: `${REPACK}:getAssetTransformRules(0)`, page: 'docs/api/utils/get-asset-transform-rules.mdx', section: 'Options' },
  { type: 'StartArguments', page: 'docs/api/cli/start.mdx', section: 'Options', flags: 'startCommandOptions' },
  { type: 'BundleArguments', page: 'docs/api/cli/bundle.mdx', section: 'Options', flags: 'bundleCommandOptions' },
  {
    type: `${CLIENT}:ScriptManager`,
    page: 'docs/api/runtime/script-manager.mdx',
    section: ['Properties', 'Methods', 'Hooks'],
    nest: ['hooks'],
    prefixes: ['ScriptManager'],
    unknownCheck: 'children',
  },
  {
    type: `${CLIENT}:ResolverOptions`,
    page: 'docs/api/runtime/script-manager.mdx',
    section: 'addResolver',
    prefixes: ['options'],
    unknownCheck: 'children',
  },
  { type: `${CLIENT}:StorageApi`, page: 'docs/api/runtime/script-manager.mdx', section: 'StorageApi', nest: [] },
  {
    type: `${CLIENT}:Script`,
    page: 'docs/api/runtime/script.mdx',
    section: ['Methods', 'Properties'],
    nest: [],
    prefixes: ['Script'],
    unknownCheck: 'children',
  },
  { type: `${CLIENT}:ScriptLocator`, page: 'docs/api/runtime/script.mdx', section: 'Options' },
  { type: `${DEV_SERVER}:DevServerOptions`, page: 'docs/api/dev-server.mdx', section: 'Options' },
  { type: `${DEV_SERVER}:Server.Config`, page: 'docs/api/dev-server.mdx', section: 'Server.Config', nest: [] },
  { type: `${DEV_SERVER}:Server.Options`, page: 'docs/api/dev-server.mdx', section: 'Server.Options', nest: [] },
  { type: `${DEV_SERVER}:Server.Delegate`, page: 'docs/api/dev-server.mdx', section: 'Server.Delegate', nest: [] },
  { type: `${DEV_SERVER}:CompilerDelegate`, page: 'docs/api/dev-server.mdx', section: 'CompilerDelegate', nest: [] },
  { type: `${DEV_SERVER}:SymbolicatorDelegate`, page: 'docs/api/dev-server.mdx', section: 'SymbolicatorDelegate', nest: [] },
  { type: `${DEV_SERVER}:Server.LoggerDelegate`, page: 'docs/api/dev-server.mdx', section: 'Server.LoggerDelegate', nest: [] },
  { type: `${DEV_SERVER}:Server.MessagesDelegate`, page: 'docs/api/dev-server.mdx', section: 'Server.MessagesDelegate', nest: [] },
  { type: `${DEV_SERVER}:Server.DevToolsDelegate`, page: 'docs/api/dev-server.mdx', section: 'Server.DevToolsDelegate', nest: [] },
  { type: `${DEV_SERVER}:Server.Api.Delegate`, page: 'docs/api/dev-server.mdx', section: 'Server.Api.Delegate', nest: [] },
  { type: `${DEV_SERVER}:Server.DelegateContext`, page: 'docs/api/dev-server.mdx', section: 'Server.DelegateContext', nest: [] },
];
