export * from '@rspress/core/theme-original';

// Behaviour of the specification that Rspress 2 does not provide on its own (see each file).
export { Root } from './components/SiteRoot';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { HomeFooter } from './components/HomeFooter';
