import { Layout as RspressLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { CallToAction } from '../../components/CallToAction';
import { ScrollAwayBars } from '../../components/ScrollAwayBars';
import { SiteFooter } from '../../components/SiteFooter';
import { VersionBadge } from '../../components/VersionBadge';

/** Rspress's layout with the site's pieces placed through its slots. */
export function Layout(props: ComponentProps<typeof RspressLayout>) {
  return (
    <RspressLayout
      top={<ScrollAwayBars />}
      beforeDocContent={<VersionBadge />}
      afterDocFooter={<CallToAction placement="doc" />}
      afterDoc={<SiteFooter landmark />}
      afterFeatures={<CallToAction placement="home" />}
      {...props}
    />
  );
}
