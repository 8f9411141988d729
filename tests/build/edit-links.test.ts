// "Edit this page on GitHub" leads to the page's own source file in this site's repository
// (`site.repository` in theme/site.mjs), on every page that shows it: every doc page, and no
// overview page (the spec hides their doc footer).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot } from '../../theme/plugins/doc-pages';
import { site } from '../../theme/site.mjs';
import { builtPage } from '../support/build-output';
import { contentPages, editLinkOf, htmlFileForRoute } from '../support/routes';

test('every doc page links to its own source file under docs/ for editing', () => {
  const problems: string[] = [];
  for (const page of contentPages) {
    const links = builtPage(htmlFileForRoute(page.route)).editLinks;
    if (page.frontMatter.overview) {
      if (links.length > 0) problems.push(`${page.file}: an overview page shows an edit link`);
      continue;
    }
    if (links.length !== 1) {
      problems.push(`${page.file}: ${links.length} edit links, expected one`);
      continue;
    }
    const link = links[0] ?? '';
    const inRepository = link.startsWith(`${site.links.editRoot}/`) ? `docs/${link.slice(site.links.editRoot.length + 1)}` : undefined;
    if (!inRepository || !fs.existsSync(path.join(projectRoot, inRepository))) {
      problems.push(`${page.file}: the edit link ${link} leads to no file under docs/ of ${site.repository.url}`);
    } else if (link !== editLinkOf(page.file)) {
      problems.push(`${page.file}: the edit link ${link} leads to ${inRepository}, not to this page`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
