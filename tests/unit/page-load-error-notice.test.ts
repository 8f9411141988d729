import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { PageLoadErrorNotice } from '../../theme/components/PageLoadErrorNotice';

const buildError = new Error('MDX compile error: docs/docs/guides/svg.mdx:31:1: <PackageManagerTab> is not defined on this page');
const render = () => renderToStaticMarkup(createElement(PageLoadErrorNotice, { error: buildError, onReload: () => {} }));

afterEach(() => {
  vi.unstubAllEnvs();
});

test("in rspress dev the writer sees the error with its file and line, not the reader's offline notice", () => {
  vi.stubEnv('NODE_ENV', 'development');
  const html = render();
  expect(html).toContain('docs/docs/guides/svg.mdx:31:1: &lt;PackageManagerTab&gt; is not defined on this page');
  expect(html).not.toContain('You may be offline');
});

test('readers of the built site get the reload notice, without the error', () => {
  vi.stubEnv('NODE_ENV', 'production');
  const html = render();
  expect(html).toContain('You may be offline, or the site was updated since you opened it.');
  expect(html).toContain('Reload');
  expect(html).not.toContain('PackageManagerTab');
});
