/**
 * `npm run check:pages`: the early, cheap checks of every page, run first by `npm test` and
 * beside the build by `check:docs` (which it stops when it fails), so a broken page fails in
 * seconds with its file and line, before the build or a test that reads the pages trips over
 * it: the files and their front matter (page-sources.ts, which the build also runs first), then
 * MDX syntax, links and Twoslash notations (page-check.ts).
 */
import path from 'node:path';
import { projectRoot } from '../theme/plugins/doc-pages';
import { checkDocPages, formatProblem, publicFileExists, readDocPages } from '../theme/plugins/page-check';
import { formatProblems, pageSourceProblems } from '../theme/plugins/page-sources';

const started = performance.now();
const sourceProblems = pageSourceProblems(path.join(projectRoot, 'docs'), undefined, 'docs/');
if (sourceProblems.length > 0) console.error(formatProblems(sourceProblems, 'docs/'));
const pages = readDocPages();
const problems = checkDocPages(pages, publicFileExists());
for (const problem of problems) console.error(formatProblem(problem));
const count = sourceProblems.length + problems.length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${pages.length} pages checked (files, front matter, MDX syntax, links and #anchors, Twoslash notations) in ${seconds} s: ${count} problem(s).`,
);
process.exitCode = count > 0 ? 1 : 0;
