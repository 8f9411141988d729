import { type RootProps, Root as RspressRoot } from '@rspress/core/theme-original';
import { NavbarScrollHide } from '../NavbarScrollHide';
import { PageLoadGuard } from '../PageLoadGuard';
import { QueryFlagFrontmatter } from '../QueryFlagFrontmatter';

/**
 * The wrapper around every page (layout and global UI components). It adds behaviour the
 * specification asks for and Rspress 2 lacks: query flags that hide parts of the page, a
 * message instead of a blank page when a page fails to load, and `hideNavbar`.
 */
export function Root({ children }: RootProps) {
  return (
    <RspressRoot>
      <PageLoadGuard>
        <QueryFlagFrontmatter>{children}</QueryFlagFrontmatter>
      </PageLoadGuard>
      <NavbarScrollHide />
    </RspressRoot>
  );
}
