// The site's code block (theme/forks/CodeBlock) and the `pre` of page content that renders it
// (theme/wraps/CodePre), rendered in Node: Rspress's markup and labels, static buttons, the
// site's wrap default and one Tab stop.
import * as cheerio from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) =>
    ({ codeButtonGroupWrapButtonText: 'Toggle code wrap', codeButtonGroupCopyButtonText: 'Copy code' })[key] ?? key,
  useSite: () => ({ site: { markdown: { defaultWrapCode: true } } }),
}));
vi.mock('@rspress/core/theme-original', () => ({
  copyToClipboard: async () => true,
  getCopyableText: () => '',
}));

const { CodeBlock, codeButtonsHtml } = await import('../../theme/forks/CodeBlock');
const { CodePre } = await import('../../theme/wraps/CodePre');

afterEach(() => vi.unstubAllEnvs());

describe('CodeBlock', () => {
  it("renders Rspress's markup with static copy and wrap buttons", () => {
    const $ = cheerio.load(
      renderToStaticMarkup(
        <CodeBlock title="rspack.config.mjs" lang="js" wrapCode>
          <pre>x</pre>
        </CodeBlock>,
      ),
    );
    expect($('.rp-codeblock.language-js > .rp-codeblock__title').text()).toBe('rspack.config.mjs');
    expect($('.rp-codeblock__content.rp-codeblock__content--wrap-code > .rp-codeblock__content__scroll-container > pre').text()).toBe('x');
    const buttons = $('.rp-code-button-group > button[type="button"]');
    expect(buttons.map((_, button) => `${$(button).attr('data-code-button')}: ${$(button).attr('aria-label')}`).get()).toEqual([
      'wrap: Toggle code wrap',
      'copy: Copy code',
    ]);
  });

  it('escapes labels and leaves out a button the block does without', () => {
    const html = codeButtonsHtml({ wrapLabel: 'Wrap "lines" <now>', copyLabel: 'Copy', showWrap: false });
    expect(html).not.toContain('data-code-button="wrap"');
    expect(codeButtonsHtml({ wrapLabel: 'Wrap "lines" <now>', copyLabel: 'Copy' })).toContain(
      'aria-label="Wrap &quot;lines&quot; &lt;now>"',
    );
  });

  it('is just its code in the Markdown copies (llms.txt)', () => {
    vi.stubEnv('SSG_MD', true as unknown as string);
    expect(renderToStaticMarkup(<CodeBlock title="a.js">{'const a = 1;'}</CodeBlock>)).toBe('const a = 1;');
  });
});

describe('CodePre', () => {
  it("gives a block without a wrap setting the site's default, and makes its code one Tab stop", () => {
    const $ = cheerio.load(renderToStaticMarkup(<CodePre lang="bash">npm install</CodePre>));
    expect($('.rp-codeblock__content').hasClass('rp-codeblock__content--wrap-code')).toBe(true);
    expect($('pre').attr('tabindex')).toBe('0');
    expect($('pre').attr('data-lang')).toBe('bash');
  });

  it('gives code made at runtime the break points of Markdown code: after punctuation, never inside a name', () => {
    const html = renderToStaticMarkup(
      <CodePre lang="bash">
        <code>
          <span className="line">
            <span>npx</span>
            <span> react-native bundle --bundle-output dist/android/index.android.bundle</span>
          </span>
        </code>
      </CodePre>,
    );
    expect(cheerio.load(html)('pre').html()).toContain(
      '<span> react-native bundle --bundle-output dist/<wbr>android/<wbr>index.<wbr>android.<wbr>bundle</span>',
    );
  });
});
