import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import './index.css';

/**
 * The 404 page (spec §2: "404", "PAGE NOT FOUND", "Take me home"), replacing Rspress's,
 * which has no <main> landmark and names its link "go to home" while it reads "Take me
 * home" (speech users say what they see). Can go when Rspress fixes both.
 */
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  // Home of the language and version being read, as Rspress links it.
  let home = '/';
  if (siteData.multiVersion.default && page.version !== siteData.multiVersion.default) home += `${page.version}/`;
  if (siteData.lang && page.lang && page.lang !== siteData.lang) home += `${page.lang}/`;
  return (
    <main className="repack-not-found">
      <p className="repack-not-found__code">404</p>
      <h1 className="repack-not-found__title">{t('notFoundText')}</h1>
      <Link className="repack-not-found__home" href={home}>
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
