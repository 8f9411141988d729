import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type TabProps, Tabs } from '../../forks/Tabs';

/** The bundlers, in the order of the tabs; the first is the default. */
export const BUNDLERS = ['Rspack', 'webpack'] as const;
/**
 * Tabs with this group share the choice, remembered by name in localStorage
 * (`rspress.tabs.bundler`: `Rspack` or `webpack`) and carried by links as `?bundler=webpack`.
 */
export const BUNDLER_GROUP = 'bundler';
/** The query parameter of a link that picks the bundler (`?bundler=webpack`). */
export const BUNDLER_PARAMETER = 'bundler';

/**
 * An example that differs between Rspack and webpack: one `<Tab label="Rspack">` and one
 * `<Tab label="webpack">`. Every group on every page shares one remembered choice, Rspack until
 * the reader picks webpack (or follows a `?bundler=webpack` link), the way package-manager tabs
 * share theirs; the choice is kept in the address, so a shared link shows the same examples.
 * The tabs come in the order of BUNDLERS whatever the order in the page.
 */
export function BundlerTabs({ children }: { children: ReactNode }): ReactElement {
  const panels = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const ordered = BUNDLERS.map((bundler) => {
    const panel = panels.find((candidate) => candidate.props.label === bundler);
    if (!panel) throw new Error(`BundlerTabs needs a <Tab label="${bundler}">`);
    return panel;
  });
  return (
    <Tabs groupId={BUNDLER_GROUP} queryParameter={BUNDLER_PARAMETER}>
      {ordered}
    </Tabs>
  );
}
