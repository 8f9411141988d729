import { inject } from '@vercel/analytics';
import { useEffect } from 'react';
import { shouldLoadAnalytics } from '../../lib/analytics-hosts';

/**
 * Loads Vercel Web Analytics (a deferred script from the site's own /_vercel/insights/
 * path) on the production host only; elsewhere the endpoint does not exist.
 */
export function Analytics() {
  useEffect(() => {
    if (shouldLoadAnalytics(window.location.hostname)) {
      inject({ mode: 'production', framework: 'rspress' });
    }
  }, []);
  return null;
}
