import { HomeLayout as RspressHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

/**
 * The home page inside <main>: Rspress renders it without the landmark that doc pages have,
 * through which screen-reader users jump to the content. Can go when Rspress adds it.
 */
export function HomeLayout(props: ComponentProps<typeof RspressHomeLayout>) {
  return (
    <main className="repack-home-layout">
      <RspressHomeLayout {...props} />
    </main>
  );
}
