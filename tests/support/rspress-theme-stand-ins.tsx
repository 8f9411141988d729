// Stand-ins for the few parts of @rspress/core's theme and runtime that the theme's forks use,
// so tests can render a fork in Node (tests/unit/forks-keep.test.tsx). `rspressState` is what
// the runtime hooks return; a test sets it before rendering.
import type { ComponentProps, ReactNode } from 'react';

export const rspressState = {
  frontmatter: {} as Record<string, unknown>,
  sidebar: [] as unknown[],
  activeLink: '',
  page: {} as Record<string, unknown>,
  themeConfig: {} as Record<string, unknown>,
};

export function Link({ href, className, children }: { href?: string; className?: string; children?: ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function SvgWrapper({ icon, className }: { icon: unknown; className?: string }) {
  return <svg className={className} data-icon={String(icon)} />;
}

export function Tag({ tag }: { tag?: string }) {
  return <span data-tag={tag} />;
}

export const IconArrowRight = 'arrow';

export const renderInlineMarkdown = (text: string) => ({ dangerouslySetInnerHTML: { __html: text } });

const H1 = (props: ComponentProps<'h1'>) => <h1 {...props} />;
const H2 = (props: ComponentProps<'h2'>) => <h2 {...props} />;
const Anchor = (props: ComponentProps<'a'>) => <a {...props} />;
export const getCustomMDXComponent = () => ({ h1: H1, h2: H2, a: Anchor });

// @rspress/core/runtime
export const useFrontmatter = () => ({ frontmatter: rspressState.frontmatter });
export const normalizeImagePath = (path: string) => path;
export const usePageData = () => ({ siteData: { lang: 'en', multiVersion: { default: '' } }, page: { lang: 'en', version: '' } });
const labels: Record<string, string> = {
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  lastUpdatedText: 'Last Updated',
  lastUpdatedAuthorText: 'by',
};
export const useI18n = () => (key: string) => labels[key] ?? key;
export const useActiveMatcher = () => (link: string) => link === rspressState.activeLink;
export const useSidebarDynamic = () => [rspressState.sidebar, () => undefined];
export const useLocation = () => ({ pathname: rspressState.activeLink, search: '', hash: '' });
export const usePage = () => ({ page: rspressState.page });
export const useSite = () => ({ site: { themeConfig: rspressState.themeConfig } });
