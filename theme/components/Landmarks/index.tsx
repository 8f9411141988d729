import { HomeLayout as OriginalHomeLayout, NotFoundLayout as OriginalNotFoundLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

// Rspress's home and 404 layouts render their content without a <main> landmark (doc
// pages have one). Screen-reader users jump to the main content through it.

export function HomeLayout(props: ComponentProps<typeof OriginalHomeLayout>) {
  return (
    <main className="rp-home-main">
      <OriginalHomeLayout {...props} />
    </main>
  );
}

export function NotFoundLayout() {
  return (
    <main className="rp-not-found-main">
      <OriginalNotFoundLayout />
    </main>
  );
}
