import { PageContext, useLocation } from '@rspress/core/runtime';
import { type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import {
  partsHiddenByQuery,
  type QueryHideablePart,
  queryHideableParts,
  queryHidesAttribute,
  withPartsHidden,
} from '../../lib/query-flags';
import './index.css';

/**
 * Hands the page below it a frontmatter in which the parts switched off by `?navbar=0`,
 * `?sidebar=0`, `?outline=0` or `?footer=0` are set to `false`, so Rspress's own layouts
 * leave them out.
 */
export function QueryFlagFrontmatter({ children }: { children: ReactNode }) {
  const pageContext = useContext(PageContext);
  const { search } = useLocation();
  // The static HTML was rendered without a query, so the flags apply once hydrated;
  // reading them earlier would make the first client render differ from the HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // From here on the frontmatter hides the parts; the head script's early marks go, so that
  // parts reappear on pages reached without the flags.
  useEffect(() => {
    if (!hydrated) return;
    for (const part of queryHideableParts) document.documentElement.removeAttribute(queryHidesAttribute(part));
  }, [hydrated]);

  const hiddenFromQuery = hydrated ? partsHiddenByQuery(search) : [];
  const hidden: QueryHideablePart[] = queryHideableParts.filter((part) => hiddenFromQuery.includes(part));
  const hiddenKey = hidden.join(',');

  const value = useMemo(() => {
    const data = pageContext.data;
    if (!data || hiddenKey === '') return pageContext;
    const frontmatter = withPartsHidden(data.frontmatter ?? {}, hiddenKey.split(',') as QueryHideablePart[]);
    return { ...pageContext, data: { ...data, frontmatter } };
  }, [pageContext, hiddenKey]);

  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
