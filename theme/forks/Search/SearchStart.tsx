import { useId, useState } from 'react';
import { EXAMPLE_QUERIES } from '../../lib/search/example-queries';
import { forgetRecentSearches, readRecentSearches } from '../../lib/search/recent-searches';
import './SearchStart.css';

export interface SearchStartProps {
  /** Searches for a query: the field shows it and keeps the focus. */
  onPick: (query: string) => void;
  /** Gives the focus back to the field when the button that had it goes. */
  focusField: () => void;
}

/** Queries to search for with a press: each a whole row, 44 px tall. */
function queryList(queries: readonly string[], onPick: (query: string) => void) {
  return (
    <ul className="repack-search-start__list">
      {queries.map((query) => (
        <li key={query}>
          <button type="button" className="repack-search-start__query" onClick={() => onPick(query)}>
            {query}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the panel shows before anything is typed: that the search reads questions and pasted
 * errors as well as names, with examples to try, and the reader's recent searches (kept in
 * this browser only, with a way to forget them).
 */
export function SearchStart({ onPick, focusField }: SearchStartProps) {
  const id = useId();
  // Read once as the panel opens: a corrupt or refused store reads as no recent searches.
  const [recent, setRecent] = useState(readRecentSearches);
  return (
    <div className="repack-search-start">
      {recent.length > 0 && (
        <section className="repack-search-start__group" aria-labelledby={`${id}-recent`}>
          <div className="repack-search-start__heading">
            <h2 id={`${id}-recent`} className="repack-search-start__title">
              Recent searches
            </h2>
            <button
              type="button"
              className="repack-search-start__clear"
              onClick={() => {
                forgetRecentSearches();
                setRecent([]);
                focusField();
              }}
            >
              Clear<span className="repack-visually-hidden"> recent searches</span>
            </button>
          </div>
          {queryList(recent, onPick)}
        </section>
      )}
      <section className="repack-search-start__group" aria-labelledby={`${id}-examples`}>
        <h2 id={`${id}-examples`} className="repack-search-start__title">
          Ask a question or paste an error
        </h2>
        <p className="repack-search-start__lead">Search reads whole questions and error messages as well as names. For example:</p>
        {queryList(EXAMPLE_QUERIES, onPick)}
      </section>
    </div>
  );
}
