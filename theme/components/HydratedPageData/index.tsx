import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { useContext, useLayoutEffect } from 'react';

/**
 * Hands Rspress's page-data cache the data the page was hydrated with, so that the app does not
 * load it again and render the whole page a second time.
 *
 * Why: after hydration, Rspress's `App` looks for the page's data in its cache with
 * `consumeCachedPageData`, but the client entry stored it where that lookup never reads
 * (`setCurrentPageData` fills the slot `consumeCachedPageData` skips). So `App` loads the same
 * data again, gets an equal but new object and sets it: every component that reads the page
 * (the layout, the sidebar, the outline and each code block: 390 components on the ScriptManager
 * page) renders again in one blocking render. Seeded here, `App` sets the object it already
 * holds and React skips the render. This layout effect runs before `App`'s, which is its parent.
 * Can go when Rspress's client entry seeds the cache itself (theme/forks/UPSTREAM.md, "Hydration
 * renders every page twice").
 */
export function HydratedPageData() {
  const { data } = useContext(PageContext);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the data the page was hydrated with; after that, Rspress's links seed the cache themselves.
  useLayoutEffect(() => {
    if (data) warmPageData(pathname, data);
  }, []);
  return null;
}
