import { renderInlineMarkdown } from '@rspress/core/theme';
import { withIdentifierBreaks } from '../../lib/identifier-breaks';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A heading's or page's text (inline Markdown, as Rspress renders it in outlines and
 * overviews) in a <span> that may wrap inside a long identifier only between its word parts
 * (`ModuleFederation|Plugin|V1`, `ScriptManager.|setStorage`), never mid-word.
 */
export function IdentifierText({ text, className }: { text: string; className?: string }) {
  const rendered = renderInlineMarkdown(text);
  const html =
    'dangerouslySetInnerHTML' in rendered ? rendered.dangerouslySetInnerHTML.__html : rendered.children && escapeHtml(rendered.children);
  const broken = html && withIdentifierBreaks(html);
  return broken && broken !== html ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: Rspress's own rendering of the site's heading text, with <wbr> added
    <span className={className} dangerouslySetInnerHTML={{ __html: broken }} />
  ) : (
    <span className={className} {...rendered} />
  );
}
