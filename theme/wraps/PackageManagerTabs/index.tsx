import { type PackageManagerTabProps, PackageManagerTabs as RspressPackageManagerTabs } from '@rspress/core/theme-original';
import { packageManagerCommands } from '../../lib/package-manager-commands';

/**
 * Rspress's package-manager tabs limited to npm, yarn, pnpm and bun (spec §2). A command
 * written as a string is spelled out for each manager here; Rspress renders the tabs,
 * shares the choice between groups and remembers it.
 */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  if (typeof props.command !== 'string') return <RspressPackageManagerTabs {...props} />;
  const { command, exec, dlx, additionalTabs } = props;
  return <RspressPackageManagerTabs command={packageManagerCommands(command, { exec, dlx })} additionalTabs={additionalTabs} />;
}
