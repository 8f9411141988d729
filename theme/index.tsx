// The site's theme: Rspress's default theme, with the components below put in place of
// Rspress's own through its theme exports. Three kinds, one folder each:
// - wraps/: Rspress's own component, wrapped with props and slots;
// - forks/: a whole replacement of a Rspress component, registered in forks/forks.json (the
//   upstream file it replaces, why, what it drops, what would let it go);
// - components/: the site's own pieces.
import './styles/fonts.css';
import './styles/brand.css';
import './styles/layout.css';
import './styles/reading.css';
import './styles/code.css';
import './styles/rendering.css';
import './styles/accessibility.css';
import './styles/print.css';
// Global, not imported by the component: pages that import it then need no styles chunk of their own.
import './components/TwoslashHover/index.css';
import { getCustomMDXComponent as rspressMDXComponents } from '@rspress/core/theme-original';
import { ScrollableTable } from './forks/ScrollableTable';
import { CodePre } from './wraps/CodePre';
import { HeadingAnchor } from './wraps/HeadingAnchor';

export * from '@rspress/core/theme-original';
export { BundlerTabs } from './components/BundlerTabs';
export {
  LlmsMenuOff as LlmsCopyRow,
  LlmsMenuOff as LlmsOpenRow,
  LlmsMenuOff as LlmsViewOptions,
} from './components/LlmsMenuOff';
export { SiteFooter as HomeFooter } from './components/SiteFooter';
export { CodeBlock } from './forks/CodeBlock';
export { FallbackHeading } from './forks/FallbackHeading';
export { HomeBackground } from './forks/HomeBackground';
export { HomeFeature } from './forks/HomeFeature';
export { HomeHero } from './forks/HomeHero';
export { LastUpdated } from './forks/LastUpdated';
export { NavHamburger } from './forks/NavHamburger';
export { NotFoundLayout } from './forks/NotFoundLayout';
export { Overview } from './forks/Overview';
export { PackageManagerTabs } from './forks/PackageManagerTabs';
export { Search } from './forks/Search';
export { Sidebar } from './forks/Sidebar';
export { SwitchAppearance } from './forks/SwitchAppearance';
export { Tab, Tabs } from './forks/Tabs';
export { Toc } from './forks/Toc';
export { DocContent } from './wraps/DocContent';
export { DocLayout } from './wraps/DocLayout';
export { HomeLayout } from './wraps/HomeLayout';
export { Layout } from './wraps/Layout';
export { Outline } from './wraps/Outline';
export { Root } from './wraps/Root';

let mdxComponents: ReturnType<typeof rspressMDXComponents> | undefined;
/**
 * Rspress's components for page content, with heading anchors kept out of the tab order,
 * tables that label their cells and are reachable by keyboard when wide, and every code block
 * following the site's wrap default. (Code itself is plain markup from the build:
 * theme/plugins/static-code.ts.)
 */
export function getCustomMDXComponent(): ReturnType<typeof rspressMDXComponents> {
  mdxComponents ??= {
    ...rspressMDXComponents(),
    a: HeadingAnchor,
    pre: CodePre,
    table: ScrollableTable,
  };
  return mdxComponents;
}
