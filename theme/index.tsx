// The site's theme: Rspress's default theme, with the components below put in place of
// Rspress's own through its theme exports. Each file says why it is there and, where it
// replaces a framework component, when it can go.
import './styles/fonts.css';
import './styles/brand.css';
import './styles/layout.css';
import './styles/reading.css';
import './styles/accessibility.css';
// Global, not imported by the component: pages that import it then need no styles chunk of their own.
import './components/TwoslashHover/index.css';
import { getCustomMDXComponent as rspressMDXComponents } from '@rspress/core/theme-original';
import { CodePre } from './components/CodePre';
import { HeadingAnchor } from './components/HeadingAnchor';
import { InlineCode } from './components/InlineCode';
import { ScrollableTable } from './components/ScrollableTable';

export * from '@rspress/core/theme-original';
export { BundlerTabs } from './components/BundlerTabs';
export { DocLayout } from './components/DocLayout';
export { FallbackHeading } from './components/FallbackHeading';
export { HomeBackground } from './components/HomeBackground';
export { HomeFeature } from './components/HomeFeature';
export { HomeFooter } from './components/HomeFooter';
export { HomeHero } from './components/HomeHero';
export { HomeLayout } from './components/HomeLayout';
export { Layout } from './components/Layout';
export { NotFoundLayout } from './components/NotFoundLayout';
export { Outline } from './components/Outline';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { Root } from './components/Root';
export { Search } from './components/Search';
export { Sidebar } from './components/Sidebar';
export { SwitchAppearance } from './components/SwitchAppearance';
export { Tab, Tabs } from './components/Tabs';

let mdxComponents: ReturnType<typeof rspressMDXComponents> | undefined;
/**
 * Rspress's components for page content, with heading anchors kept out of the tab order,
 * tables that label their cells and are reachable by keyboard when wide, inline code that
 * keeps short tokens whole and every code block following the site's wrap default.
 */
export function getCustomMDXComponent(): ReturnType<typeof rspressMDXComponents> {
  mdxComponents ??= {
    ...rspressMDXComponents(),
    a: HeadingAnchor,
    code: InlineCode,
    pre: CodePre,
    table: ScrollableTable,
  };
  return mdxComponents;
}
