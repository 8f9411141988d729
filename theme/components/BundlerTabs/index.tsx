import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type TabProps, Tabs } from '../../forks/Tabs';

/** The bundlers, in the order of the tabs; the first is the default. */
export const BUNDLERS = ['Rspack', 'webpack'] as const;
/** Tabs with this group share the choice, remembered in localStorage (`rspress.tabs.bundler`). */
export const BUNDLER_GROUP = 'bundler';

/**
 * An example that differs between Rspack and webpack: one `<Tab label="Rspack">` and one
 * `<Tab label="webpack">`. Every group on every page shares one remembered choice, Rspack until
 * the reader picks webpack, the way package-manager tabs share theirs. The tabs come in the
 * order of BUNDLERS whatever the order in the page, so the stored choice means the same bundler
 * everywhere.
 */
export function BundlerTabs({ children }: { children: ReactNode }): ReactElement {
  const panels = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const ordered = BUNDLERS.map((bundler) => {
    const panel = panels.find((candidate) => candidate.props.label === bundler);
    if (!panel) throw new Error(`BundlerTabs needs a <Tab label="${bundler}">`);
    return panel;
  });
  return <Tabs groupId={BUNDLER_GROUP}>{ordered}</Tabs>;
}
