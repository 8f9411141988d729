import { expect, test } from '@playwright/test';
import { readBuiltPage, sectionsOf } from '../support/built-html';
import { specCliOptions } from '../support/spec-cli-options';

// Reads the built CLI reference pages (not their sources) so that a heading lost in
// rendering fails as surely as one deleted from the MDX.
for (const [command, options] of Object.entries(specCliOptions)) {
  test.describe(`/api/cli/${command}`, () => {
    const sections = sectionsOf(readBuiltPage(`api/cli/${command}.html`));

    for (const option of options) {
      test(`documents --${option} with its type, default and a description`, () => {
        const section = sections.find((candidate) => candidate.heading === `--${option}`);
        expect(section, `no heading "--${option}" on /api/cli/${command}`).toBeDefined();
        expect(section?.level).toBe(3);
        expect(section?.body).toMatch(/Type: \S+/);
        expect(section?.body).toMatch(/Default: \S+|Required/);
        // Beyond the Type/Default lines, a sentence that explains the option.
        const prose = section?.body.replace(/Type: .*?(?=Default:)|Default: \S+/g, '') ?? '';
        expect(prose.split(/\s+/).length).toBeGreaterThan(12);
      });
    }
  });
}
