import { useI18n, usePage, useSite } from '@rspress/core/runtime';
import { lastUpdatedDate } from '../../lib/last-updated-date';
import './index.css';

/**
 * "Last Updated: November 26, 2026" under a doc page: Rspress's LastUpdated, with the date of
 * the last change as a date (a <time> with its ISO form) instead of the build machine's
 * date and time to the second.
 */
export function LastUpdated() {
  const {
    page: { lastUpdatedTime, lastUpdatedAuthor },
  } = usePage();
  const { site } = useSite();
  const t = useI18n();
  if (!site.themeConfig.lastUpdated || !lastUpdatedTime) return null;
  const date = lastUpdatedDate(lastUpdatedTime);

  return (
    <div className="rp-last-updated">
      <p>
        {t('lastUpdatedText')}: {date ? <time dateTime={date.iso}>{date.text}</time> : <span>{lastUpdatedTime}</span>}
        {lastUpdatedAuthor ? (
          <>
            {' '}
            {t('lastUpdatedAuthorText')} <span>{lastUpdatedAuthor}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
