import headingFont from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2';
import { useHead } from '@rspress/core/runtime';

/**
 * Asks for the heading font with the HTML, before the stylesheet that uses it is parsed, so
 * headings swap to it early instead of after a visible flash. The stylesheet
 * (theme/styles/fonts.css) refers to the same file, which the bundler emits once.
 */
export function FontPreload() {
  useHead({ link: [{ rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' }] });
  return null;
}
