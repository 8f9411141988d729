import { DocContent as RspressDocContent } from '@rspress/core/theme-original';
import { memo } from 'react';

/**
 * Rspress's page content, rendered again only when its props change.
 *
 * Rspress's DocContent hands MDX a components object it builds anew on every render, and MDX
 * renders the whole page again whenever that object changes. The doc layout around it renders
 * again on its own state (the sidebar and outline menus, the scrolled header), three times
 * while a page loads: each time the whole page, every link and table of it, was rendered
 * again (on the ScriptManager page, script time during load fell from 432 to 344 ms at 1x CPU
 * without these renders). The layout passes the same props each time, so memo keeps the
 * content as it is; a new page still renders, as the content reads the address itself. Can go
 * when DocContent memoizes its components (theme/forks/UPSTREAM.md).
 */
export const DocContent = memo(RspressDocContent);
