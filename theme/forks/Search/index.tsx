import { usePageData } from '@rspress/core/runtime';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { searchIndexUrl } from '../../lib/search/index-url';
import { searchIndexStatus, subscribeToSearchIndexStatus } from '../../lib/search/status';
import { whenIdle } from '../../lib/when-idle';
import { SearchButton } from './SearchButton';
import { SearchLoading, SearchPanel } from './SearchPanel';

// The result list, the search engine and the index stay out of the first load: they arrive
// when the browser is idle or when the reader opens the panel, whichever comes first. The
// panel itself is small and opens at once.
const loadResults = () => import('./SearchResults');
/** How long after a page loads the idle-time preload may start. */
const SEARCH_PRELOAD_DELAY_MS = 3000;
const SearchResults = lazy(loadResults);

/**
 * Replaces Rspress's search (spec §2): a button and Ctrl/Cmd+K open a panel that is loaded
 * on demand. Rspress's own search bundles its engine into every page and matches only exact
 * phrases; this one costs nothing until used and matches a reader's words (theme/lib/search).
 */
export function Search() {
  const { siteData, page } = usePageData();
  const versioned = typeof siteData.search === 'object' && (siteData.search.versioned ?? true);
  const url = searchIndexUrl(page.lang ?? '', versioned ? (page.version ?? '') : '');
  const status = useSyncExternalStore(
    subscribeToSearchIndexStatus,
    () => searchIndexStatus(url),
    () => 'initial' as const,
  );
  const [open, setOpen] = useState(false);
  // Kept here, not in the panel, so that what is typed while the panel's code arrives stays.
  const [query, setQuery] = useState('');

  // Load the panel and the index of this language and version in idle time (spec §4), or
  // as soon as the panel opens: not when the panel itself appears, which React holds back
  // for up to 300 ms after its code arrives (the Suspense reveal throttle).
  useEffect(() => {
    if (siteData.search === false) return;
    const load = (background: boolean) => {
      loadResults()
        .then((results) => results.preloadSearchIndex(url, { background }))
        .catch((error: unknown) => console.error(error));
    };
    if (open) {
      load(false);
      return;
    }
    // Not during the page's own start-up: a reader who leaves within seconds downloads no
    // index, and the page's first interactions do not queue behind indexing.
    return whenIdle(() => load(true), { delay: SEARCH_PRELOAD_DELAY_MS, timeout: 5000, fallbackDelay: 1000 });
  }, [url, siteData.search, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        setOpen((isOpen) => !isOpen);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The dialog itself gives the focus back to where the reader was when it opened.
  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
  }, []);

  if (siteData.search === false) return null;
  return (
    <>
      <SearchButton status={status} onOpen={() => setOpen(true)} />
      {open && (
        <SearchPanel query={query} onQueryChange={setQuery} onClose={close} loading={status === 'initing' || status === 'initial'}>
          {(controls) => (
            <Suspense
              fallback={
                query.trim() ? (
                  <div className="repack-search-results">
                    <SearchLoading />
                  </div>
                ) : null
              }
            >
              <SearchResults indexUrl={url} query={query} {...controls} />
            </Suspense>
          )}
        </SearchPanel>
      )}
    </>
  );
}
