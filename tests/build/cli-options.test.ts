// Each CLI reference page documents every option the spec lists (§2), read from the built
// pages (not their sources) so that a heading lost in rendering fails as surely as one
// deleted from the MDX.
import { describe, expect, test } from 'vitest';
import { readBuildFile, sectionsOf } from '../support/build-output';
import { specCliOptions } from '../support/spec-cli-options';

for (const [command, options] of Object.entries(specCliOptions)) {
  describe(`/api/cli/${command}`, () => {
    const sections = sectionsOf(readBuildFile(`api/cli/${command}.html`));

    test('lists the options in the order of the spec', () => {
      const documented = sections
        .map((section) => section.heading.replace(/^--/, ''))
        .filter((name) => (options as readonly string[]).includes(name));
      expect(documented).toEqual(options);
    });

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
