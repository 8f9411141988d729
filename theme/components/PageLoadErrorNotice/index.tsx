import './index.css';

/**
 * What the reader sees instead of a page whose code could not be loaded. In `rspress dev` the
 * page's writer sees the error itself instead: there, a broken page is a mistake in its source
 * (an MDX error, an unknown component, a failed import), and "you may be offline" would only
 * send them looking in the wrong place. The dev server's terminal and error overlay show it
 * with the file and line.
 */
export function PageLoadErrorNotice({ error, onReload }: { error: unknown; onReload: () => void }) {
  if (process.env.NODE_ENV !== 'production') {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return (
      <main className="repack-page-load-error repack-page-load-error--dev" role="alert">
        <h1 className="repack-page-load-error__title">This page failed to build or render</h1>
        <pre className="repack-page-load-error__details">{message}</pre>
        <p className="repack-page-load-error__text">
          The terminal running <code>rspress dev</code> and its error overlay name the file and line. Readers of the built site see a reload
          notice instead.
        </p>
      </main>
    );
  }
  return (
    <main className="repack-page-load-error" role="alert">
      <h1 className="repack-page-load-error__title">This page could not be loaded</h1>
      <p className="repack-page-load-error__text">
        You may be offline, or the site was updated since you opened it. Reloading fetches the current version.
      </p>
      <button type="button" className="repack-page-load-error__reload" onClick={onReload}>
        Reload
      </button>
    </main>
  );
}
