// Vercel Web Analytics serves its script from /_vercel/insights/ on the deployed site only.
// Loading it anywhere else (local preview, CI, forks) just fails with a console error.
export const analyticsHosts = ['re-pack.dev', 'www.re-pack.dev'];

export function shouldLoadAnalytics(hostname: string, hosts: readonly string[] = analyticsHosts): boolean {
  return hosts.includes(hostname.toLowerCase());
}
