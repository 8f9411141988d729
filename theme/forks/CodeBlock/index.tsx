import { useI18n } from '@rspress/core/runtime';
import type { CodeBlockProps } from '@rspress/core/theme-original';
import { installCodeButtons } from './code-buttons';
import './index.css';

installCodeButtons();

/** Escapes text for an HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// Icons drawn for the site (24 × 24, stroked in the text colour).
const ICON =
  'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"';
const WRAP_ICON = `<svg ${ICON} class="rp-code-button-group__icon repack-code-wrap-icon"><path d="M3 6h18M3 12h14a3 3 0 0 1 0 6h-4M3 18h6"/><path d="m15 15.5-2.5 2.5 2.5 2.5"/></svg>`;
const COPY_ICON = `<svg ${ICON} class="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--copy"><rect x="9" y="9" width="12" height="12" rx="2"/><path d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5"/></svg>`;
const COPIED_ICON = `<svg ${ICON} class="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--success"><path d="m5 12.5 4.5 4.5L19 7.5"/></svg>`;

/** The buttons' markup, which the document's listener (./code-buttons.ts) answers. */
export function codeButtonsHtml({
  wrapLabel,
  copyLabel,
  showWrap = true,
  showCopy = true,
}: {
  wrapLabel: string;
  copyLabel: string;
  showWrap?: boolean;
  showCopy?: boolean;
}) {
  const button = (action: string, label: string, classes: string, icons: string, state = '') =>
    `<button type="button" data-code-button="${action}" class="rp-code-button-group__button ${classes}" title="${attribute(label)}" aria-label="${attribute(label)}"${state}>${icons}</button>`;
  return [
    // Pressed: the reader has turned the screen's default around (./code-buttons.ts).
    showWrap ? button('wrap', wrapLabel, 'rp-code-wrap-button', WRAP_ICON, ' aria-pressed="false"') : '',
    showCopy ? button('copy', copyLabel, 'rp-code-copy-button', COPY_ICON + COPIED_ICON) : '',
  ].join('');
}

/**
 * Rspress's code block, as the same markup with nothing to hydrate but its frame: the title, the
 * scroll container around the code, and the copy and wrap buttons, whose clicks one listener on
 * the document answers (./code-buttons.ts) instead of a component with state, refs and two icon
 * components per button in each block (a page of install commands had 47 blocks, half of the
 * components React hydrated). Folding (`fold`, `height`) is left out: no page folds a block.
 */
export function CodeBlock(props: CodeBlockProps) {
  const t = useI18n();
  const { containerElementClassName, title, lang = 'txt', wrapCode = false, lineNumbers = false, codeButtonGroupProps, children } = props;
  if (import.meta.env.SSG_MD) return <>{children}</>;
  const content = [
    'rp-codeblock__content',
    wrapCode && 'rp-codeblock__content--wrap-code',
    lineNumbers && 'rp-codeblock__content--line-numbers',
  ];
  return (
    <div className={['rp-codeblock', `language-${lang}`, containerElementClassName].filter(Boolean).join(' ')}>
      {title && <div className="rp-codeblock__title">{title}</div>}
      <div className={content.filter(Boolean).join(' ')}>
        <div className="rp-codeblock__content__scroll-container rp-scrollbar rp-scrollbar--always">{children}</div>
        <div
          className="rp-code-button-group"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup of this file, labels escaped
          dangerouslySetInnerHTML={{
            __html: codeButtonsHtml({
              wrapLabel: t('codeButtonGroupWrapButtonText'),
              copyLabel: t('codeButtonGroupCopyButtonText'),
              showWrap: codeButtonGroupProps?.showWrapCodeButton,
              showCopy: codeButtonGroupProps?.showCopyButton,
            }),
          }}
        />
      </div>
    </div>
  );
}
