import { site } from '../site.mjs';

// Vercel Web Analytics serves its script from /_vercel/insights/ on the deployed site only.
// Loading it anywhere else (local preview, CI, forks) just fails with a console error.
export function shouldLoadAnalytics(hostname: string, hosts: readonly string[] = site.productionHosts): boolean {
  return hosts.includes(hostname.toLowerCase());
}
