import { useFrontmatter, useSite } from '@rspress/core/runtime';
import { site } from '../../site.mjs';
import './index.css';

/**
 * Copyright line (from `themeConfig.footer.message`) and the Callstack logo. Left out when
 * the page switches footers off (`footer: false`, or `?footer=0` in the address).
 */
export function SiteFooter() {
  const { site: siteData } = useSite();
  const { frontmatter } = useFrontmatter();
  if (frontmatter.footer === false) return null;
  const message = siteData.themeConfig.footer?.message;

  return (
    <footer className="repack-footer">
      <a className="repack-footer__logo" href={site.links.callstack} target="_blank" rel="noopener noreferrer">
        <img className="repack-footer__logo-light" src="/img/callstack-light.svg" alt="Callstack" width={124} height={24} />
        <img className="repack-footer__logo-dark" src="/img/callstack-dark.svg" alt="Callstack" width={124} height={24} />
      </a>
      {message ? <p className="repack-footer__message">{message}</p> : null}
    </footer>
  );
}
