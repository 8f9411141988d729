// Minimal type declarations for packages that docs examples import next to @callstack/repack but
// that are not installed for the examples check (see check-examples.ts). Each declares only what
// the examples use, copied from the package's own declarations at the version named; everything
// else the examples import is installed and checked with its real types.

// Missing from the npm registry this project installs from. Shape from
// packages/plugin-nativewind/src/plugin.ts of Re.Pack 5.3.0; the real type of cssInteropOptions
// comes from react-native-css-interop, which is not installed either.
declare module '@callstack/repack-plugin-nativewind' {
  import type { Compiler as RspackCompiler } from '@rspack/core';
  import type { Compiler as WebpackCompiler } from 'webpack';

  interface NativeWindPluginOptions {
    checkDependencies?: boolean;
    cssInteropOptions?: Record<string, unknown>;
  }

  export class NativeWindPlugin {
    constructor(options?: NativeWindPluginOptions);
    apply(compiler: RspackCompiler): void;
    apply(compiler: WebpackCompiler): void;
  }
}

// On the registry, but it brings the whole Rsdoctor analyzer (core, sdk, graph, client) for one
// class. Shape from dist/plugin.d.ts of @rsdoctor/rspack-plugin 1.6.5; the options object is
// RsdoctorRspackPluginOptions from @rsdoctor/core, of which the docs use disableClientServer.
declare module '@rsdoctor/rspack-plugin' {
  export class RsdoctorRspackPlugin {
    constructor(options?: { disableClientServer?: boolean; [option: string]: unknown });
    apply(compiler: unknown): unknown;
  }
}

// On the registry, but it brings Zephyr's agent and upload client for one function. Shape from
// dist/rspack-plugin/with-zephyr.d.ts and dist/types/index.d.ts of zephyr-rspack-plugin 1.0.1;
// hooks is ZephyrBuildHooks from zephyr-agent.
declare module 'zephyr-rspack-plugin' {
  import type { Configuration } from '@rspack/core';

  export interface ZephyrRspackPluginOptions {
    wait_for_index_html?: boolean;
    hooks?: Record<string, unknown>;
  }

  export function withZephyr(zephyrPluginOptions?: ZephyrRspackPluginOptions): (config: Configuration) => Promise<Configuration>;
}
