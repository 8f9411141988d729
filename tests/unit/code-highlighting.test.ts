// Shiki gives up on a line after `tokenizeTimeLimit` ms (500 by default) and emits the rest
// as one uncoloured token. On a busy machine a cold build then highlighted lines differently
// from run to run. The site's Shiki options must tokenise every line whole, however slow.
import { createCssVariablesTheme, createHighlighter } from 'shiki';
import { expect, test, vi } from 'vitest';
import config from '../../rspress.config';

test('a line of code is highlighted whole however long the machine takes over it', async () => {
  // The options that bound tokenising, as the site sets them.
  const { tokenizeTimeLimit, tokenizeMaxLineLength } = config.markdown?.shiki ?? {};
  const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-' });
  const highlighter = await createHighlighter({ themes: [theme], langs: ['tsx'] });
  const line = 'export const Title = ({ text }: Props) => <Text style={styles.title}>{text}</Text>;';
  // Every reading of the clock is a second after the one before: a machine too busy to keep up.
  let now = 0;
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => {
    now += 1000;
    return now;
  });
  try {
    const [tokens = []] = highlighter.codeToTokensBase(line, { lang: 'tsx', theme, tokenizeTimeLimit, tokenizeMaxLineLength });
    expect(tokens.map((token) => token.content).join('')).toBe(line);
    expect(tokens.length).toBeGreaterThan(10);
  } finally {
    clock.mockRestore();
    highlighter.dispose();
  }
});
