/**
 * The copy and wrap buttons of every code block on a page: one click listener on the
 * document (theme/forks/CodeBlock), instead of a React component with state in each block.
 * It works as soon as the theme's script runs, before the page has hydrated.
 *
 * - Wrap: presses the button (`aria-pressed`: the reader has turned the screen's default
 *   around, wrapped on phones and not wrapped from 640 px, which code.css does). The state
 *   lives on the button, in markup React does not render (the buttons are HTML).
 * - Copy: the code's text (Rspress's getCopyableText, as its own button), to the clipboard
 *   (Rspress's copyToClipboard: the Clipboard API, else a prompt with the text); the button
 *   shows that it copied for 2 seconds (spec §4).
 */
import { copyToClipboard, getCopyableText } from '@rspress/core/theme-original';

/** How long the copied indicator shows, in ms (spec §4, §9). */
export const COPIED_FOR_MS = 2000;
const COPIED_CLASS = 'rp-code-copy-button--copied';
const copiedTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

async function copy(button: HTMLElement, block: HTMLElement) {
  const code = block.querySelector<HTMLElement>('.rp-codeblock__content__scroll-container');
  if (!code) return;
  const text = getCopyableText(code, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });
  if (!(await copyToClipboard(text))) return;
  button.classList.add(COPIED_CLASS);
  clearTimeout(copiedTimers.get(button));
  copiedTimers.set(
    button,
    setTimeout(() => {
      button.classList.remove(COPIED_CLASS);
      button.blur();
    }, COPIED_FOR_MS),
  );
}

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-code-button]') : null;
  const block = button?.closest<HTMLElement>('.rp-codeblock');
  if (!button || !block) return;
  if (button.dataset.codeButton === 'wrap') button.ariaPressed = button.ariaPressed === 'true' ? 'false' : 'true';
  else if (button.dataset.codeButton === 'copy') void copy(button, block);
}

let installed = false;
/** Puts the listener on the document, once. */
export function installCodeButtons() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('click', onClick);
}
