// "Documented command options" of the site specification (§2): every one must have its own
// section on the command's API page.
export const specCliOptions = {
  bundle: [
    'entry-file', 'platform', 'dev', 'minify', 'bundle-output', 'sourcemap-output', 'assets-dest',
    'json', 'stats', 'reset-cache', 'verbose', 'watch', 'max-workers', 'config', 'webpackConfig', 'help',
  ],
  start: [
    'port', 'host', 'https', 'key', 'cert', 'no-interactive', 'json', 'log-file', 'log-requests',
    'platform', 'no-reverse-port', 'reset-cache', 'verbose', 'max-workers', 'config', 'webpackConfig', 'help',
  ],
  init: ['bundler', 'custom-version', 'entry', 'format', 'verbose', 'version', 'help'],
} as const;
