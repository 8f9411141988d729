import { useFrontmatter } from '@rspress/core/runtime';
import type { ReactNode } from 'react';

/**
 * Renders a footer unless the page switched footers off (`footer: false` in frontmatter or
 * `?footer=0` in the address). Rspress honours the switch for the doc footer only; site
 * footers are wrapped in this.
 */
export function FooterSwitch({ children }: { children: ReactNode }) {
  const { frontmatter } = useFrontmatter();
  if (frontmatter.footer === false) return null;
  return <>{children}</>;
}
