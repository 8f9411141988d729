import { describe, expect, it } from 'vitest';
import { isLiteralType, tellsTheReader, typeHoversWanted } from '../../theme/plugins/twoslash-examples';

// Which identifiers of the checked examples get a popup (theme/plugins/twoslash-examples.ts).
// The texts are TypeScript's quick info as Twoslash returns it for the docs' examples.

describe('tellsTheReader', () => {
  it("keeps Re.Pack's API, options and types", () => {
    for (const [text, docs] of [
      ['constructor RepackPlugin(config?: Repack.RepackPluginConfig): Repack.RepackPlugin', 'Webpack plugin that configures…'],
      ['function defineRspackConfig(config: Repack.RepackRspackConfigFn): Repack.RepackRspackConfigFn (+3 overloads)'],
      ['(property) ScriptLocator.cache?: boolean | undefined', 'Whether to cache the script.'],
      ['(property) uniqueName?: string | undefined', 'A unique name of the bundle.'],
      ['(parameter) devServer: Repack.DevServerOptions | undefined', 'Dev server options.'],
      ['(parameter) env: Repack.EnvOptions'],
      [
        '(alias) const RepackResolverPlugin: (config?: RepackResolverPluginConfiguration) => FederationRuntimePlugin\nimport RepackResolverPlugin',
      ],
      ['(method) ScriptManager.addResolver(resolver: ScriptLocatorResolver, options?: ResolverOptions): void'],
    ] as [string, string?][]) {
      expect(tellsTheReader(text, docs), text).toBe(true);
    }
  });

  it('leaves out module.exports, built-ins and bare imports', () => {
    for (const [text, docs] of [
      ['module export=\n(property) export=: {\n    commands: readonly [{\n        readonly name: "bundle";'],
      ['var require: NodeJS.Require\n(id: string) => any', 'Used to import modules…'],
      ['var JSON: JSON', 'An intrinsic object…'],
      ['namespace console\nvar console: Console', 'The console module…'],
      ['(method) Set<string>.add(value: string): Set<string>', 'Appends a new element…'],
      ['(property) ImportMeta.url: string', 'The absolute file: URL of the module.'],
      ['import Repack'],
      ['(alias) module "node:fs"\nimport fs'],
      ['(alias) namespace path\n(alias) const path: path.PlatformPath\nimport path'],
      ['any'],
    ] as [string, string?][]) {
      expect(tellsTheReader(text, docs), text).toBe(false);
    }
  });

  it('leaves out locals, parameters and untyped properties whose type is their literal', () => {
    for (const text of [
      'const CDN: string',
      'let done: boolean',
      '(property) inlineRem: number',
      '(property) Checkout: string',
      '(parameter) originalError: any',
      '(parameter) scriptId: string',
      'const config: {\n    context: string;\n    entry: string;\n}',
      'type Screen = "onboarding" | "home" | "reports"',
      '(local function) retryReports(): void',
      'string | undefined',
    ]) {
      expect(tellsTheReader(text), text).toBe(false);
    }
  });
});

describe('isLiteralType', () => {
  it('is true for primitives, literals and object literal types, false for named types', () => {
    expect(isLiteralType('"ios" | "android" | undefined')).toBe(true);
    expect(isLiteralType('string[]')).toBe(true);
    expect(isLiteralType('{ a: number }')).toBe(true);
    expect(isLiteralType('Repack.RepackPluginConfig')).toBe(false);
    expect(isLiteralType('Promise<void>')).toBe(false);
  });
});

describe('typeHoversWanted', () => {
  it('shows hovers in a production build and not in `rspress dev`, unless TYPE_HOVERS says otherwise', () => {
    expect(typeHoversWanted(true, undefined)).toBe(true);
    expect(typeHoversWanted(false, undefined)).toBe(false);
    expect(typeHoversWanted(false, 'on')).toBe(true);
    expect(typeHoversWanted(true, 'off')).toBe(false);
    expect(() => typeHoversWanted(true, 'yes')).toThrow('TYPE_HOVERS must be "on" or "off", not "yes"');
  });
});
