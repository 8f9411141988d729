/**
 * Rspress's "open in…" menu (LlmsViewOptions, beside Copy Markdown) and its rows for the outline
 * (LlmsOpenRow, LlmsCopyRow), which this site turns off: `llmsUI.viewOptions` is false and the
 * Copy Markdown button sits under the title (rspress.config.ts). Rspress's own components render
 * nothing then, yet each page still loaded their code (links to chat services and their icons)
 * and ran their hooks, a document listener among them. The theme exports these in their place,
 * so the first load carries none of it. To turn the menu on, drop these exports
 * (tests/unit/llms-menu-off.test.ts fails until then).
 */
export function LlmsMenuOff(): null {
  return null;
}
