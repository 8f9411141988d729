import './index.css';

/** What the reader sees instead of a page whose code could not be loaded. */
export function PageLoadErrorNotice({ onReload }: { onReload: () => void }) {
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
