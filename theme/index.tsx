import { Layout as BaseLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { Analytics } from './components/Analytics';
import { CallToAction } from './components/CallToAction';
import { SiteFooter } from './components/SiteFooter';
import { VersionBadge } from './components/VersionBadge';
import './styles/brand.css';
import './styles/layout.css';
import './styles/accessibility.css';

/** The framework's layout with our pieces placed through its slots. */
function Layout(props: ComponentProps<typeof BaseLayout>) {
  return (
    <BaseLayout
      beforeDocContent={<VersionBadge />}
      afterDocFooter={<CallToAction placement="doc" />}
      afterOutline={<CallToAction placement="outline" />}
      afterDoc={<SiteFooter />}
      afterFeatures={<CallToAction placement="home" />}
      bottom={<Analytics />}
      {...props}
    />
  );
}

export * from '@rspress/core/theme-original';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
// Accessibility repairs of framework markup (landmarks, a keyboard-operable theme toggle).
export { HomeLayout, NotFoundLayout } from './components/Landmarks';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { Search } from './components/Search';
export { SiteFooter as HomeFooter } from './components/SiteFooter';
// Behaviour of the specification that Rspress 2 does not provide on its own (see each file).
export { Root } from './components/SiteRoot';
export { SwitchAppearance } from './components/ThemeToggle';
export { Layout };
