import { useSite } from '@rspress/core/runtime';
import { getCustomMDXComponent, type ShikiPreProps } from '@rspress/core/theme-original';

const RspressPre = getCustomMDXComponent().pre;

/**
 * Rspress's code block, with the site's wrap default (`markdown.defaultWrapCode`) applied to
 * blocks that come without a wrap setting. Blocks from markdown always carry one; the install
 * commands Rspress builds for package-manager tabs do not, and its code block then treats
 * them as unwrapped: on a phone they scroll sideways in a region the keyboard cannot reach.
 * Can go when Rspress's CodeBlock falls back to the site default itself.
 */
export function CodePre({ wrapCode, ...props }: ShikiPreProps) {
  const { site } = useSite();
  return <RspressPre {...props} wrapCode={wrapCode ?? site.markdown.defaultWrapCode} />;
}
