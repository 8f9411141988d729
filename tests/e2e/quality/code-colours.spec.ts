// Every syntax colour of the code blocks is readable on the code background, in both themes.
// The colours are CSS variables (`--shiki-token-*`) set by Rspress and adjusted by our
// styles; checking each variable covers token kinds that no page happens to use yet, and
// lets the every-page axe runs skip the thousands of token spans inside code.
import Color from 'colorjs.io';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

const MINIMUM_CONTRAST = 4.5;

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every syntax colour reaches ${MINIMUM_CONTRAST}:1 on the code background in the ${colorScheme} theme`, async ({ tab: page }) => {
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, '/api/runtime/script-manager');
    const { background, colours } = await page.evaluate(() => {
      const pre = document.querySelector('.rspress-doc .rp-codeblock pre');
      if (!pre) throw new Error('no code block on the page');
      let background = 'rgba(0, 0, 0, 0)';
      for (let element: Element | null = pre; element; element = element.parentElement) {
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
          background = colour;
          break;
        }
      }
      const names = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule)
            for (const property of rule.style) if (property.startsWith('--shiki-token-')) names.add(property);
          if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const style = getComputedStyle(pre);
      return {
        background,
        colours: [
          { name: 'plain text', value: style.color },
          ...[...names].map((name) => ({ name, value: style.getPropertyValue(name).trim() })),
        ],
      };
    });

    expect(colours.length, 'syntax colour variables found').toBeGreaterThan(5);
    const tooFaint = colours
      .map(({ name, value }) => ({ name, value, contrast: new Color(value).contrast(new Color(background), 'WCAG21') }))
      .filter(({ contrast }) => contrast < MINIMUM_CONTRAST)
      .map(({ name, value, contrast }) => `${name} ${value} on ${background}: ${contrast.toFixed(2)}:1`);
    expect(tooFaint).toEqual([]);
  });
}
