// The theme renders nothing in place of Rspress's "open in…" menu and its outline rows
// (theme/components/LlmsMenuOff), which is right only while the site's configuration turns
// them off.
import { expect, test } from 'vitest';
import config from '../../rspress.config';

test('the "open in…" menu stays off and Copy Markdown stays under the title', () => {
  const llmsUI = config.themeConfig?.llmsUI;
  const why = 'theme/components/LlmsMenuOff hides the menu and the outline rows: drop its exports from theme/index.tsx first';
  expect(llmsUI, why).toMatchObject({ viewOptions: false });
  expect(typeof llmsUI === 'object' ? (llmsUI.placement ?? 'title') : 'title', why).toBe('title');
});
