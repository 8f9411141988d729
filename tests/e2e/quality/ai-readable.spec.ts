// "Copy Markdown" on a doc page copies the page's Markdown twin. llms.txt, llms-full.txt and
// the Markdown files are checked in Node (tests/build/llms.test.ts).
import { readBuildFile } from '../../support/build-output';
import { waitForHydration } from '../../support/hydration';
import { expect, test } from '../../support/test';

test('"Copy Markdown" on a doc page copies the page as Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy Markdown' }).click();
  const copied = await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('# SVG')
    .then(() => page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.trim()).toBe(readBuildFile('docs/guides/svg.md').trim());
});
