import { HomeFooter as RspressHomeFooter } from '@rspress/core/theme-original';
import { FooterSwitch } from './components/FooterSwitch';

export * from '@rspress/core/theme-original';

// Behaviour of the specification that Rspress 2 does not provide on its own (see each file).
export { Root } from './components/SiteRoot';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export function HomeFooter() {
  return (
    <FooterSwitch>
      <RspressHomeFooter />
    </FooterSwitch>
  );
}
