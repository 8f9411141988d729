import type { PackageManagerTabProps } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { packageManagerCommands } from '../../lib/package-manager-commands';
import { CodePre } from '../../wraps/CodePre';
import { Tab, Tabs } from '../Tabs';

/** `pnpm add -D x` → `pnpm`, ` add -D x`: the tool and the rest, coloured apart. */
function splitTool(line: string): [string, string] {
  const tool = line.split(' ')[0] ?? '';
  return [tool, line.slice(tool.length)];
}

/**
 * Package-manager tabs (npm, yarn, pnpm, bun: spec §2), ejected from Rspress because its
 * labels carry an inline logo per tab: every group put four SVGs in the page (bun's alone is
 * 4 KB; 75 KB of the quick start's 267 KB of HTML) and their components in every page's first
 * load. These tabs are named by their text. A command written as a string is spelled out for
 * each manager (theme/lib/package-manager-commands.ts, without Rspress's fifth tab, deno); a
 * map of commands is shown as written. The choice is shared by `groupId`, as Rspress's is.
 * Can go when Rspress's tabs can leave out the logos (theme/forks/UPSTREAM.md).
 */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabProps): ReactNode {
  const commands: Record<string, string> = typeof command === 'string' ? packageManagerCommands(command, { exec, dlx }) : command;
  if (import.meta.env.SSG_MD) {
    // The Markdown copy (llms.txt and Copy Markdown): one fenced block per manager, as Rspress writes it.
    return Object.values(commands)
      .map((line) => `\n\`\`\`sh [${splitTool(line)[0]}]\n${line}\n\`\`\`\n`)
      .join('');
  }
  return (
    <Tabs groupId="package.manager">
      {Object.entries(commands).map(([manager, line]) => {
        const [tool, rest] = splitTool(line);
        return (
          <Tab key={manager} label={manager}>
            <CodePre
              lang="bash"
              className="shiki css-variables"
              style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}
            >
              <code style={{ whiteSpace: 'pre' }}>
                <span className="line">
                  <span style={{ color: 'var(--shiki-token-function)' }}>{tool}</span>
                  <span style={{ color: 'var(--shiki-token-string)' }}>{rest}</span>
                </span>
              </code>
            </CodePre>
          </Tab>
        );
      })}
    </Tabs>
  );
}
