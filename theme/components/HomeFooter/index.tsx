import { SiteFooter } from '../SiteFooter';

/** The home page's footer slot: the same footer as every other page. */
export function HomeFooter() {
  return <SiteFooter />;
}
