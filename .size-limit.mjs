// @ts-check
// First-load JS budgets, checked by size-limit (`npx size-limit`; `npm run bench` runs it):
// the gzip size of every script the built HTML of each bench page loads before
// the page is interactive, its deferred scripts and the route chunk it preloads. size-limit
// cannot know which chunks a page needs, so the list comes from the HTML of the last build
// (`npm run build` first). The search code and index load later, on idle or when search
// opens, and are not in it.
import fs from 'node:fs';
import path from 'node:path';
import { benchPages, firstLoadJsBudgetsKiB, firstLoadScripts, htmlFileOf } from './scripts/lib/bench-pages.mjs';

const buildDir = 'doc_build';

/** @param {string} route */
function scriptsOf(route) {
  const file = path.join(buildDir, htmlFileOf(route));
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return firstLoadScripts(fs.readFileSync(file, 'utf8')).map((url) => path.join(buildDir, url));
}

export default Object.entries(benchPages).map(([name, route]) => ({
  name: `${name} first-load JS`,
  path: scriptsOf(route),
  gzip: true,
  limit: `${firstLoadJsBudgetsKiB[/** @type {keyof typeof benchPages} */ (name)]} KiB`,
}));
