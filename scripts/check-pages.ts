/**
 * `npm run check:pages`: the early, cheap checks of every page (theme/plugins/page-check.ts),
 * run first by `check:docs` and `npm test` so a broken page fails in a second or two with its
 * file, line and column, before the build or a test that reads the pages trips over it.
 */
import { checkDocPages, formatProblem, publicFileExists, readDocPages } from '../theme/plugins/page-check';

const started = performance.now();
const pages = readDocPages();
const problems = checkDocPages(pages, publicFileExists());
for (const problem of problems) console.error(formatProblem(problem));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${pages.length} pages checked (MDX syntax, front matter, links and #anchors) in ${seconds} s: ${problems.length} problem(s).`);
process.exitCode = problems.length > 0 ? 1 : 0;
