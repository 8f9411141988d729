// @ts-check
// Facts about the site that code in the theme, the configuration, the scripts and the tests
// all need, written once. Plain JavaScript so that Node scripts can import it as they are.
// Navbar links live in docs/_nav.json, where Rspress reads them.

/**
 * This site's own repository, where "Edit this page on GitHub" leads. The repository is not
 * public yet: these are placeholders to change here, in one place, when it is (README, Deploy).
 */
const repository = { url: 'https://github.com/callstack/repack-docs', branch: 'main' };

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
  repository,
  links: {
    github: 'https://github.com/callstack/repack',
    /** Where a page's edit link starts: Rspress appends the page's path inside docs/. */
    editRoot: `${repository.url}/edit/${repository.branch}/docs`,
    x: 'https://x.com/repack_rn',
    xHandle: '@repack_rn',
    discord: 'https://discord.gg/TWDBep3nXV',
    callstack: 'https://www.callstack.com',
    contact: 'https://www.callstack.com/contact-us',
  },
};
