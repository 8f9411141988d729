// Install commands in the docs are written once and shown for each package manager the
// specification lists (§2, §4): npm, yarn, pnpm and bun (Rspress's own PackageManagerTabs adds a
// fifth, deno). The theme's tabs (theme/forks/PackageManagerTabs) show the four commands spelled
// here. The rewriting rules are the ones of §5.

export const packageManagers = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof packageManagers)[number];

export interface CommandMode {
  /** Run a package installed in the project (`npx`, `yarn`, `pnpm`, `bun`). */
  exec?: boolean;
  /** Run a package straight from the registry (`npx`, `yarn dlx`, `pnpm dlx`, `bunx`); wins over `exec`. */
  dlx?: boolean;
}

const dlxPrefix: Record<PackageManager, string> = { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' };
const execPrefix: Record<PackageManager, string> = { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' };

function prefixFor(manager: PackageManager, { exec, dlx }: CommandMode): string {
  if (dlx) return dlxPrefix[manager];
  if (exec) return execPrefix[manager];
  return manager;
}

/**
 * yarn, pnpm and bun call adding a dependency `add`; `install` alone (flags aside) installs
 * the lockfile and keeps its name. `yarn create x@latest` is written `yarn create x`.
 */
export function adaptCommand(command: string): string {
  if (command.startsWith('yarn create')) return command.replace(/(yarn create \S+)@latest/, '$1');
  const words = command.split(' ');
  const installAt = words.indexOf('install');
  if (installAt === -1) return command;
  const isBareInstall = words.filter((word) => word !== '' && !word.startsWith('-')).length === 2;
  if (isBareInstall) return command;
  words[installAt] = 'add';
  return words.join(' ');
}

/** The command as each package manager spells it, e.g. `install -D x` → `yarn add -D x`. */
export function packageManagerCommands(command: string, mode: CommandMode = {}): Record<PackageManager, string> {
  const commands = {} as Record<PackageManager, string>;
  for (const manager of packageManagers) {
    const full = `${prefixFor(manager, mode)} ${command}`;
    commands[manager] = manager === 'npm' ? full : adaptCommand(full);
  }
  return commands;
}
