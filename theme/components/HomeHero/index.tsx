import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
// The framework's hero styles come with its component, which this one replaces.
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import './index.css';

interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

interface HeroFrontmatter {
  name?: string;
  text?: string;
  tagline?: string;
  actions?: HeroAction[];
  image?: { src: string | { light: string; dark: string }; alt?: string };
}

interface HomeHeroProps {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
}

/**
 * The home page hero. Replaces the framework's hero so that the title is the page's h1
 * (the built-in one renders it as a <div>, leaving the home page without a heading);
 * it keeps the framework's class names and therefore its styles.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = (frontmatter.hero ?? {}) as HeroFrontmatter;
  const image = hero.image;
  const sources = typeof image?.src === 'string' ? { light: image.src, dark: image.src } : image?.src;

  return (
    <div className={`rp-home-hero${sources ? '' : ' rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title repack-hero__title">
            <span className="rp-home-hero__title-brand">{hero.name}</span>
          </h1>
          {hero.text ? <p className="rp-home-hero__subtitle">{hero.text}</p> : null}
        </div>
        {hero.tagline ? <p className="rp-home-hero__tagline">{hero.tagline}</p> : null}
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button key={action.link} type="a" href={action.link} theme={action.theme ?? 'brand'} className="rp-home-hero__action">
              {action.text}
            </Button>
          ))}
        </div>
        {afterHeroActions}
      </div>
      {sources ? (
        <div className="rp-home-hero__image">
          {(['light', 'dark'] as const).map((scheme) => (
            <img
              key={scheme}
              src={normalizeImagePath(sources[scheme])}
              alt={image?.alt ?? ''}
              width={440}
              height={360}
              className={`rp-home-hero__image-img rp-home-hero__image-img--${scheme}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
