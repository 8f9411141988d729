/** `npm run test:examples`: type-check the docs examples, print failures as `docs/<page>.mdx:<line>: <message>`. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePageCached } from '../../theme/plugins/page-trees';
import { examplesTsconfig, exceptionListFile } from '../../theme/plugins/twoslash/files';
import { checkExamples, readExceptionList } from './check-examples';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const installed = (await import('@callstack/repack/package.json', { with: { type: 'json' } })).default.version;

const result = checkExamples({
  root,
  outDir: path.join(here, '.generated'),
  tsconfig: examplesTsconfig,
  exceptions: readExceptionList(exceptionListFile),
  cacheDir: path.join(root, 'node_modules/.cache/examples-tsc'),
  parse: parsePageCached,
});

const pages = new Set(result.examples.map((example) => example.page)).size;
for (const failure of result.failures) console.error(failure);
console.log(
  `${result.examples.length} examples from ${pages} pages checked against @callstack/repack ${installed}: ` +
    `${result.failures.length} failure(s); ${result.tolerated} diagnostic(s) on APIs newer than ${installed} tolerated, ` +
    `${result.skipped} older-release example(s) skipped, ${result.readerImports} import(s) of the reader's own files ignored.`,
);
process.exitCode = result.failures.length > 0 ? 1 : 0;
