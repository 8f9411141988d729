import { useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { resolveFeatureSpan } from '../../lib/feature-span';
import { isIconPath } from '../../lib/is-icon-path';
import './index.css';

interface Feature {
  title: string;
  details: string;
  icon?: string;
  link?: string;
  span?: number;
}

function FeatureCardBody({ feature }: { feature: Feature }) {
  return (
    <>
      {feature.icon ? (
        <span className="repack-feature__icon" aria-hidden="true">
          {/* Lazy: the cards sit below the hero, and each SVG image is a document the main thread
              builds; eager, the six were built before the page's scripts ran and its first paint. */}
          {isIconPath(feature.icon) ? <img src={feature.icon} alt="" width={32} height={32} loading="lazy" /> : feature.icon}
        </span>
      ) : null}
      <h2 className="repack-feature__title">{feature.title}</h2>
      <p className="repack-feature__details">{feature.details}</p>
    </>
  );
}

/**
 * Feature cards of the home page on a 12-column grid. A card with a link is a real link
 * (focusable, opens in a new tab with a modifier key, navigates client-side) rather than
 * the framework's click handler on an <article>.
 */
export function HomeFeature() {
  const { frontmatter } = useFrontmatter();
  const features = (frontmatter.features ?? []) as Feature[];
  if (features.length === 0) return null;

  return (
    <section className="repack-features" aria-label="Features">
      {features.map((feature) => {
        const className = `repack-feature repack-feature--span-${resolveFeatureSpan(feature.span)}`;
        return feature.link ? (
          <Link key={feature.title} href={feature.link} className={`${className} repack-feature--link`}>
            <FeatureCardBody feature={feature} />
          </Link>
        ) : (
          <div key={feature.title} className={className}>
            <FeatureCardBody feature={feature} />
          </div>
        );
      })}
    </section>
  );
}
