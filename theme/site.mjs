// @ts-check
// Facts about the site that code in the theme, the configuration, the scripts and the tests
// all need, written once. Plain JavaScript so that Node scripts can import it as they are.
// Navbar links live in docs/_nav.json, where Rspress reads them.

export const site = {
  /** Where the production site lives (Vercel). */
  origin: 'https://re-pack.dev',
  /** Host names that serve production; Vercel Web Analytics exists only there. */
  productionHosts: ['re-pack.dev', 'www.re-pack.dev'],
  /** The Re.Pack release line these docs describe. */
  version: '5.x',
  /** The local preview (npm run preview, the browser tests) and the benchmark's own server. */
  previewPort: 4173,
  benchPort: 4176,
  links: {
    github: 'https://github.com/callstack/repack',
    editRoot: 'https://github.com/callstack/repack/tree/main/website/src/latest',
    x: 'https://x.com/repack_rn',
    xHandle: '@repack_rn',
    discord: 'https://discord.gg/TWDBep3nXV',
    callstack: 'https://www.callstack.com',
    contact: 'https://www.callstack.com/contact-us',
  },
};
