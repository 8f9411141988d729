import { Outline as RspressOutline } from '@rspress/core/theme-original';
import { CallToAction } from '../../components/CallToAction';

/**
 * The outline column: Rspress's outline and the call to action under it, in one named
 * landmark. The doc layout is a section (theme/wraps/DocLayout), which makes its
 * <aside>s plain boxes; this gives the column back a landmark of its own.
 */
export function Outline() {
  return (
    <aside className="repack-outline" aria-label="On this page">
      <RspressOutline />
      <CallToAction placement="outline" />
    </aside>
  );
}
