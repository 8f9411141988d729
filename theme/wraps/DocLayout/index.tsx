import { DocLayout as RspressDocLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

/**
 * Rspress's doc layout inside a <section>. The layout puts the sidebar and the outline in
 * two unnamed <aside> elements, two "complementary" landmarks that screen readers cannot
 * tell apart; inside a section they are plain containers, and the sidebar's own navigation
 * (theme/forks/Sidebar) and the outline's are the landmarks. Can go when Rspress
 * names its asides.
 */
export function DocLayout(props: ComponentProps<typeof RspressDocLayout>) {
  return (
    <section className="repack-doc-layout">
      <RspressDocLayout {...props} />
    </section>
  );
}
