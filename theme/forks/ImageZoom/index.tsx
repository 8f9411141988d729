import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './index.css';

/** The images a reader can zoom: those in a page's content. */
const ZOOMABLE = '.rspress-doc img';

/**
 * Image zoom (spec §2, §4), in place of Rspress's built-in (`mediumZoom: false` in
 * rspress.config.ts): the same medium-zoom package with the same defaults, attached the same
 * way after each page renders, but loaded only on pages that have an image to zoom. Rspress
 * puts medium-zoom in every page's first-load bundle, including the many pages without an
 * image. It can go when Rspress loads its zoom on demand.
 * A global UI component, so `?globalUIComponents=0` switches it off.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page brings its own images to attach to.
  useEffect(() => {
    let zoom: Zoom | undefined;
    let unmounted = false;
    // The page's content renders just after the route changes, as Rspress's own zoom waits for.
    const timeout = setTimeout(() => {
      const images = document.querySelectorAll(ZOOMABLE);
      if (images.length === 0) return;
      import('medium-zoom')
        .then(({ default: mediumZoom }) => {
          if (!unmounted) zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
        })
        // Offline, or a new deploy replaced the file: the images stay as they are.
        .catch((error: unknown) => console.warn('Image zoom could not be loaded; images are shown at their normal size.', error));
    }, 100);
    return () => {
      unmounted = true;
      clearTimeout(timeout);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}
