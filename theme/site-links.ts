// External addresses used by the configuration and the theme, kept in one place so a
// changed URL is edited once.
export const siteLinks = {
  origin: 'https://re-pack.dev',
  github: 'https://github.com/callstack/repack',
  editRoot: 'https://github.com/callstack/repack/tree/main/website/src/latest',
  x: 'https://x.com/repack_rn',
  discord: 'https://discord.gg/TWDBep3nXV',
  blog: 'https://www.callstack.com/insights/super-apps-with-react-native',
  callstack: 'https://www.callstack.com',
  contact: 'https://www.callstack.com/contact-us',
  versions: [
    { label: '5.x (latest)', url: 'https://re-pack.dev/' },
    { label: '4.x', url: 'https://v4.re-pack.dev/' },
    { label: '3.x', url: 'https://v3.re-pack.dev/' },
    { label: '2.x', url: 'https://v2.re-pack.dev/' },
  ],
} as const;
