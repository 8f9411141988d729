import { useLocation } from '@rspress/core/runtime';
import nprogress from 'nprogress';
import { Component, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { isMalformedAddressError, withWellFormedQueryAndFragment } from '../../lib/address-escapes';
import { isChunkLoadError } from '../../lib/chunk-load-error';
import { PageLoadErrorNotice } from '../PageLoadErrorNotice';
import './index.css';

const FAILED_ATTRIBUTE = 'data-page-load-failed';

/**
 * Keeps a page that fails to load from turning into a blank screen. Each page is a
 * separate chunk; if it cannot be fetched (offline, or a deploy replaced the files this tab
 * knows about) React would unmount the whole site. The reader gets a short explanation and
 * a reload action instead, and the error is logged.
 *
 * One error is not the page's: Rspress decodes the address's fragment with
 * decodeURIComponent after each navigation, which throws on a malformed escape such as `#%`
 * (theme/forks/UPSTREAM.md). Reloading would fail again, so the guard writes the escape out
 * (`#%25`, which decodes to the "%" the address showed) and shows the page again.
 */
export function PageLoadGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const pending = usePendingNavigation(pathname);
  const failedNavigation = useFailedNavigation(pathname, pending);
  const reload = useCallback(() => {
    window.location.assign(pending.current.destination ?? window.location.href);
  }, [pending]);
  return (
    <PageLoadBoundary pathname={pathname} pending={pending} failedNavigation={failedNavigation} onReload={reload}>
      {children}
    </PageLoadBoundary>
  );
}

/**
 * A link whose page cannot be fetched fails before React renders anything: Rspress loads the
 * page's code first and the error goes uncaught, so the reader's click would do nothing. That
 * failure, seen as an uncaught chunk-load error, counts like a failed render once the reader
 * has asked to go somewhere. It arrives as an unhandled rejection, or, when the page's code
 * already failed once, as an error React reports from the navigation's transition.
 *
 * Rspress also fetches a page's code when a pointer rests on its link or a finger touches
 * it, and that failure goes unhandled too: offline, it would replace the page being read with
 * the notice for a link that was only hovered. So only a failure while a link's navigation is
 * pending counts. A step through the history needs no such help: the page it lands on either
 * is in memory or fails while rendering, which the boundary catches.
 */
function useFailedNavigation(pathname: string, pending: { current: PendingNavigation }) {
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    // In `rspress dev` a page that fails to compile throws its build error when its code loads:
    // any error of the navigation is shown to the writer (PageLoadErrorNotice).
    const onFailure = (error: unknown) => {
      if (pending.current.requested && (isChunkLoadError(error) || process.env.NODE_ENV !== 'production')) setFailure(error);
    };
    const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
    const onError = (event: ErrorEvent) => onFailure(event.error);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, [pending]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route starts without a failure
  useEffect(() => {
    setFailure(null);
  }, [pathname]);
  return failure;
}

interface PendingNavigation {
  /**
   * Whether the reader has followed a link to another page since the route last changed: a
   * click, or Enter on a search result chosen in the field (which clicks nothing). Hovering
   * and touching, which only prefetch, do not count, nor do clicks on anything else.
   */
  requested: boolean;
  /**
   * The address of that link. A link whose page fails to load leaves the address bar on the
   * previous page, so this is where a reload should go.
   */
  destination: string | null;
}

/**
 * The address a click on `target` navigates to in this tab, when it leads to another page of
 * the site: the links Rspress follows in the app.
 */
function inAppDestination(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.origin !== window.location.origin || (link.target && link.target !== '_self')) return null;
  if (link.pathname === window.location.pathname) return null;
  return link.href;
}

/** What the reader asked for since the route last changed; forgotten when it changes. */
function usePendingNavigation(pathname: string) {
  const pending = useRef<PendingNavigation>({ requested: false, destination: null });
  useEffect(() => {
    const request = (destination: string | null) => {
      if (destination) pending.current = { requested: true, destination };
    };
    const onClick = (event: MouseEvent) => {
      // A click with a modifier key opens the link elsewhere.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      request(inAppDestination(event.target));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // The search field points at the chosen result with aria-activedescendant.
      if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
      const option = event.target.getAttribute('aria-activedescendant');
      request(option ? inAppDestination(document.getElementById(option)) : null);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route has nothing pending
  useEffect(() => {
    pending.current = { requested: false, destination: null };
  }, [pathname]);
  return pending;
}

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
  /** A navigation that failed before rendering (see useFailedNavigation). */
  failedNavigation: unknown;
  pending: { current: PendingNavigation };
  onReload: () => void;
}

interface BoundaryState {
  error: unknown;
  /** The route on which the error happened; moving to another route tries again. */
  failedAt: string | null;
}

class PageLoadBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error && state.failedAt !== null && state.failedAt !== props.pathname) return { error: null, failedAt: null };
    return null;
  }

  /**
   * The address last repaired. Rspress decodes the fragment in two hooks, so one commit can
   * throw twice: the second error finds the address already repaired.
   */
  private repairedAddress: string | null = null;

  componentDidCatch(error: unknown) {
    const address = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (error instanceof URIError && address === this.repairedAddress) return;
    if (isMalformedAddressError(error, window.location)) {
      const repaired = withWellFormedQueryAndFragment(window.location);
      console.warn(`The address had a malformed escape; it now reads ${repaired}.`);
      // Keeps the router's state for this history entry, as Rspress's own clean-URL redirect does.
      window.history.replaceState(window.history.state, '', repaired);
      this.repairedAddress = repaired;
      this.setState({ error: null, failedAt: null });
      return;
    }
    this.report(error);
    this.setState({ failedAt: this.props.pathname });
  }

  componentDidUpdate(previousProps: BoundaryProps, previous: BoundaryState) {
    // The page rendered again after a repair: a later URIError is the page's own.
    if (!this.state.error) this.repairedAddress = null;
    if (this.props.failedNavigation && this.props.failedNavigation !== previousProps.failedNavigation)
      this.report(this.props.failedNavigation);
    const failedBefore = previous.error || previousProps.failedNavigation;
    if (failedBefore && !this.state.error && !this.props.failedNavigation) {
      document.documentElement.removeAttribute(FAILED_ATTRIBUTE);
      nprogress.done();
    }
  }

  private report(error: unknown) {
    // A link navigation may have started the progress bar, and Rspress starts it 200 ms
    // after the click even when the load has already failed; keep it out of sight.
    nprogress.done();
    document.documentElement.setAttribute(FAILED_ATTRIBUTE, '');
    const page = this.props.pending.current.destination ?? window.location.href;
    const what = isChunkLoadError(error) ? `Could not load the page ${page}` : `Could not show the page ${page}`;
    console.error(`${what}. The reader was offered a reload.`, error);
  }

  render() {
    if (!this.state.error && !this.props.failedNavigation) return this.props.children;
    // Shown again at once with the address repaired (componentDidCatch), before any paint.
    if (isMalformedAddressError(this.state.error, window.location)) return null;
    return <PageLoadErrorNotice error={this.state.error ?? this.props.failedNavigation} onReload={this.props.onReload} />;
  }
}
