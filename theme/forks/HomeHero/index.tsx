import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import './index.css';

interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
  /** Words read after the visible text by assistive technology and crawlers only. */
  hiddenText?: string;
}

interface HeroFrontmatter {
  badge?: string | { text: string; link?: string };
  name?: string;
  text?: string;
  tagline?: string;
  actions?: HeroAction[];
  image?: { src: string | { light: string; dark: string }; alt?: string; srcset?: string | string[]; sizes?: string | string[] };
}

/** A `srcset` or `sizes` written as one string or a list of candidates, as Rspress reads it. */
export function joinCandidates(field: string | string[] | undefined): string | undefined {
  const joined = (Array.isArray(field) ? field : [field]).filter(Boolean).join(', ');
  return joined || undefined;
}

function HeroBadge({ badge }: { badge: NonNullable<HeroFrontmatter['badge']> }) {
  const text = typeof badge === 'string' ? badge : badge.text;
  if (typeof badge !== 'string' && badge.link) {
    return (
      <Link href={badge.link} className="repack-hero__badge">
        {text}
      </Link>
    );
  }
  return <p className="repack-hero__badge">{text}</p>;
}

interface HomeHeroProps {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
}

/**
 * The home page hero, from the `hero` frontmatter of docs/index.mdx: the title as the page's
 * h1 (Rspress's hero renders a <div>, leaving the home page without a heading), the tagline,
 * the actions and the light and dark illustrations.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = (frontmatter.hero ?? {}) as HeroFrontmatter;
  const image = hero.image;
  const sources = typeof image?.src === 'string' ? { light: image.src, dark: image.src } : image?.src;

  return (
    <div className="repack-hero">
      <div className="repack-hero__text">
        {hero.badge ? <HeroBadge badge={hero.badge} /> : null}
        <h1 className="repack-hero__title">{hero.name}</h1>
        {/* Each line of `text` is a subtitle of its own, as in Rspress's hero. */}
        {String(hero.text ?? '')
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => (
            <p key={line} className="repack-hero__subtitle">
              {line}
            </p>
          ))}
        {hero.tagline ? <p className="repack-hero__tagline">{hero.tagline}</p> : null}
        {beforeHeroActions}
        <div className="repack-hero__actions">
          {hero.actions?.map((action) => (
            <Link key={action.link} href={action.link} className={`repack-hero__action repack-hero__action--${action.theme ?? 'brand'}`}>
              {action.text}
              {action.hiddenText ? <span className="repack-visually-hidden"> {action.hiddenText}</span> : null}
            </Link>
          ))}
        </div>
        {afterHeroActions}
      </div>
      {sources ? (
        <div className="repack-hero__art">
          {(['light', 'dark'] as const).map((scheme) => (
            <img
              key={scheme}
              src={normalizeImagePath(sources[scheme])}
              srcSet={joinCandidates(image?.srcset)}
              sizes={joinCandidates(image?.sizes)}
              alt={image?.alt ?? ''}
              width={480}
              height={400}
              fetchPriority="high"
              className={`repack-hero__image repack-hero__image--${scheme}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
