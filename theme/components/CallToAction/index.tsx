import { useFrontmatter } from '@rspress/core/runtime';
import { site } from '../../site.mjs';
import './index.css';

export const defaultCallToActionText = "Let's talk";

interface CallToActionProps {
  /** Where the banner sits; each place gets its own size. */
  placement: 'doc' | 'outline' | 'home';
  buttonText?: string;
}

/**
 * Invites readers to talk to Callstack, the company behind Re.Pack. Not shown on overview
 * pages, which are lists of links rather than reading material.
 */
export function CallToAction({ placement, buttonText = defaultCallToActionText }: CallToActionProps) {
  const { frontmatter } = useFrontmatter();
  if (frontmatter.overview) return null;

  const compact = placement === 'outline';
  return (
    // A plain block, not a landmark: a doc page shows it twice (foot and outline), and two
    // landmarks of one kind and name confuse screen-reader navigation.
    <div className={`repack-cta repack-cta--${placement}`}>
      <div className="repack-cta__text">
        <p className="repack-cta__title">{compact ? 'Shipping Re.Pack at scale?' : 'Bringing Re.Pack to a large app or a super app?'}</p>
        <p className="repack-cta__body">
          {compact
            ? 'The team that builds Re.Pack can help.'
            : 'Callstack, the team that builds Re.Pack, helps companies plan microfrontend architectures, migrate from Metro and speed up their React Native builds.'}
        </p>
      </div>
      <a className="repack-cta__button" href={site.links.contact} target="_blank" rel="noopener noreferrer">
        {buttonText}
      </a>
    </div>
  );
}
