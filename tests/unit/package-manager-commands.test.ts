import { describe, expect, it } from 'vitest';
import { adaptCommand, packageManagerCommands } from '../../theme/lib/package-manager-commands';

describe('packageManagerCommands', () => {
  it('offers exactly npm, yarn, pnpm and bun', () => {
    expect(Object.keys(packageManagerCommands('install x'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  it('rewrites install to add for yarn, pnpm and bun, keeping flags', () => {
    expect(packageManagerCommands('install -D @callstack/repack')).toEqual({
      npm: 'npm install -D @callstack/repack',
      yarn: 'yarn add -D @callstack/repack',
      pnpm: 'pnpm add -D @callstack/repack',
      bun: 'bun add -D @callstack/repack',
    });
  });

  it('keeps a bare install, with or without flags', () => {
    expect(packageManagerCommands('install')).toEqual({
      npm: 'npm install',
      yarn: 'yarn install',
      pnpm: 'pnpm install',
      bun: 'bun install',
    });
    expect(packageManagerCommands('install --frozen-lockfile').pnpm).toBe('pnpm install --frozen-lockfile');
  });

  it('only rewrites the install command, not a package whose name contains the word', () => {
    expect(adaptCommand('yarn add react-native-install-helper')).toBe('yarn add react-native-install-helper');
    expect(adaptCommand('pnpm install react-native-install-helper')).toBe('pnpm add react-native-install-helper');
  });

  it('removes @latest from yarn create only', () => {
    expect(packageManagerCommands('create rspress@latest')).toEqual({
      npm: 'npm create rspress@latest',
      yarn: 'yarn create rspress',
      pnpm: 'pnpm create rspress@latest',
      bun: 'bun create rspress@latest',
    });
  });

  it('uses the local runners for exec and the registry runners for dlx', () => {
    expect(packageManagerCommands('react-native start', { exec: true })).toEqual({
      npm: 'npx react-native start',
      yarn: 'yarn react-native start',
      pnpm: 'pnpm react-native start',
      bun: 'bun react-native start',
    });
    expect(packageManagerCommands('@callstack/repack-init', { dlx: true, exec: true })).toEqual({
      npm: 'npx @callstack/repack-init',
      yarn: 'yarn dlx @callstack/repack-init',
      pnpm: 'pnpm dlx @callstack/repack-init',
      bun: 'bunx @callstack/repack-init',
    });
  });
});
