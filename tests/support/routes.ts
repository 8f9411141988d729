// The route table of the site specification (§2). Tests compare the build against this
// list, so a page that goes missing or a route that appears unplanned fails a test.
const section = (prefix: string, names: string[]) => names.map((name) => `${prefix}/${name}`);

export const docRoutes = [
  ...section('/docs/getting-started', ['introduction', 'quick-start', 'microfrontends', 'bundlers']),
  ...section('/docs/features', [
    'code-splitting',
    'module-federation',
    'dev-server',
    'flow-support',
    'devtools',
    'reanimated',
    'nativewind',
    'module-resolution',
  ]),
  ...section('/docs/guides', [
    'configuration',
    'debugging',
    'bundle-analysis',
    'expo-modules',
    'inline-assets',
    'remote-assets',
    'svg',
    'deploy',
  ]),
  ...section('/docs/migration-guides', ['metro', 'repack-v4', 'rspack']),
  '/docs/troubleshooting/',
  ...section('/docs/troubleshooting', ['dev-server', 'chunks-and-remotes', 'build-errors', 'platforms', 'messages']),
  '/docs/resources/glossary',
];

export const apiRoutes = [
  '/api/',
  ...section('/api/cli', ['start', 'bundle', 'init']),
  '/api/dev-server',
  ...section('/api/runtime', ['script', 'script-manager']),
  ...section('/api/loaders', ['assets-loader', 'babel-loader', 'babel-swc-loader', 'flow-loader', 'react-refresh-loader']),
  ...section('/api/plugins', ['repack', 'module-federation-v1', 'module-federation-v2', 'code-signing', 'hermes-bytecode', 'internal']),
  ...section('/api/utils', [
    'constants',
    'define-config',
    'get-asset-extension-regexp',
    'get-asset-transform-rules',
    'get-codegen-transform-rules',
    'get-dirname',
    'get-flow-transform-rules',
    'get-js-transform-rules',
    'get-module-paths',
    'get-resolve-options',
    'get-swc-loader-options',
  ]),
];

export const contentRoutes = [...docRoutes, ...apiRoutes];
export const allRoutes = ['/', '/404', ...contentRoutes];

/** The HTML file the build writes for a route, relative to doc_build/. */
export function htmlFileForRoute(route: string): string {
  if (route === '/') return 'index.html';
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}
