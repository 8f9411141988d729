// External addresses used by the configuration and the theme, kept in one place so a
// changed URL is edited once. Navbar links live in docs/_nav.json, where Rspress reads them
// (a `nav` in the config would switch off the sidebars generated from _meta.json).
export const siteLinks = {
  origin: 'https://re-pack.dev',
  github: 'https://github.com/callstack/repack',
  editRoot: 'https://github.com/callstack/repack/tree/main/website/src/latest',
  x: 'https://x.com/repack_rn',
  xHandle: '@repack_rn',
  discord: 'https://discord.gg/TWDBep3nXV',
  callstack: 'https://www.callstack.com',
  contact: 'https://www.callstack.com/contact-us',
} as const;
