import { useFrontmatter, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { site } from '../../site.mjs';
import './index.css';

const links = [
  { text: 'Docs', href: '/docs/getting-started/quick-start' },
  { text: 'API', href: '/api' },
  { text: 'GitHub', href: site.links.github },
  { text: 'Discord', href: site.links.discord },
];

/**
 * The site's footer: links to the docs, the API reference and the community, the Callstack
 * logo and the copyright line (`themeConfig.footer.message`). Left out when the page switches
 * footers off (`footer: false`, or `?footer=0` in the address). `landmark` makes it the page's
 * footer landmark where its place in the markup does not.
 */
export function SiteFooter({ landmark = false }: { landmark?: boolean }) {
  const { site: siteData } = useSite();
  const { frontmatter } = useFrontmatter();
  if (frontmatter.footer === false) return null;
  const message = siteData.themeConfig.footer?.message;

  return (
    // Below a doc page the footer sits in the layout's section, where a <footer> is no longer
    // the page's footer landmark unless it says so; on the home page it is part of <main>.
    <footer className="repack-footer" role={landmark ? 'contentinfo' : undefined}>
      <nav className="repack-footer__links" aria-label="Footer">
        {links.map(({ text, href }) => {
          const external = href.startsWith('http');
          return external ? (
            <a key={text} href={href} target="_blank" rel="noopener noreferrer">
              {text}
            </a>
          ) : (
            <Link key={text} href={href}>
              {text}
            </Link>
          );
        })}
      </nav>
      <a className="repack-footer__logo" href={site.links.callstack} target="_blank" rel="noopener noreferrer">
        {/* Lazy: fetched when the footer comes near, and the other theme's, never shown, not at all. */}
        <img className="repack-footer__logo-light" src="/img/callstack-light.svg" alt="Callstack" width={124} height={24} loading="lazy" />
        <img className="repack-footer__logo-dark" src="/img/callstack-dark.svg" alt="Callstack" width={124} height={24} loading="lazy" />
      </a>
      {message ? <p className="repack-footer__message">{message}</p> : null}
    </footer>
  );
}
