import { useEffect } from 'react';
import { shouldLoadAnalytics } from '../../lib/analytics-hosts';

/**
 * A global UI component (rspress.config.ts), so `?globalUIComponents=0` switches it off.
 * Loads Vercel Web Analytics (a deferred script from the site's own /_vercel/insights/
 * path) on the production host only; elsewhere the endpoint does not exist. The loader
 * itself is fetched only there, so other hosts don't pay for it in their first load.
 */
export default function Analytics() {
  useEffect(() => {
    if (!shouldLoadAnalytics(window.location.hostname)) return;
    import('@vercel/analytics')
      .then(({ inject }) => inject({ mode: 'production', framework: 'rspress' }))
      .catch((error: unknown) => console.error(error));
  }, []);
  return null;
}
