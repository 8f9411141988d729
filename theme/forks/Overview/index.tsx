import { useI18n, usePageData, useSidebar } from '@rspress/core/runtime';
import { FallbackHeading, type Group, Link, OverviewGroup, parseInlineMarkdownText } from '@rspress/core/theme';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { IdentifierText } from '../../components/IdentifierText';
import {
  type EntryNote,
  entryKey,
  filterOverview,
  keyAnchors,
  type OverviewEntry,
  type OverviewHeading,
  type OverviewSection,
  readEntryNotes,
  type ShownHeadings,
} from '../../lib/overview-index';
import { overviewSections } from './sections';
import './index.css';

function FilterField({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const t = useI18n();
  return (
    <div className="rp-overview-search">
      <label htmlFor="api-filter" className="rp-overview-search__label">
        {t('overview.filterNameText')}
      </label>
      <input
        type="search"
        id="api-filter"
        className="rp-overview-search__input"
        placeholder={t('overview.filterPlaceholderText')}
        value={query}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function AnchorRow({ entry, heading }: { entry: OverviewEntry; heading: OverviewHeading }) {
  return (
    <li>
      <Link
        href={`${entry.link}#${heading.id}`}
        className="rp-overview-group__item__content__item__link repack-overview__anchor"
        // Read out of context (a screen reader's list of links), "Options" needs its page.
        aria-label={`${parseInlineMarkdownText(entry.text)}: ${parseInlineMarkdownText(heading.text)}`}
      >
        <IdentifierText text={heading.text} />
      </Link>
    </li>
  );
}

function Entry({ entry, note, headings }: { entry: OverviewEntry; note: EntryNote | undefined; headings: ShownHeadings }) {
  const shown = headings === 'key' ? keyAnchors(entry, note).anchors : headings;
  return (
    <li className="repack-overview__entry">
      <h3 className="repack-overview__title">
        <Link href={entry.link} className="rp-overview-group__item__title__link">
          <IdentifierText text={entry.text} />
        </Link>
      </h3>
      {note?.summary ? <p className="repack-overview__summary">{note.summary}</p> : null}
      {shown.length > 0 ? (
        <ul className="repack-overview__anchors">
          {shown.map((heading) => (
            <AnchorRow key={heading.id} entry={entry} heading={heading} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Rspress's Markdown twin of the overview (llms output), from the same sections. */
function OverviewMarkdown({ title, sections }: { title: string; sections: OverviewSection[] }) {
  const groups: Group[] = sections.map((section) => ({
    name: section.name,
    items: section.entries.map((entry) => ({
      text: entry.text,
      link: entry.link,
      headers: entry.headings.map((heading) => ({ ...heading, depth: 2, charIndex: -1 })),
    })),
  }));
  return (
    <>
      <FallbackHeading level={1} title={title} />
      {groups.map((group) => (
        <OverviewGroup key={group.name} group={group} />
      ))}
    </>
  );
}

/**
 * An overview page (spec §2) as an index to scan: the title, the page's own one-line
 * introduction, the Filter field, then each section's pages, one entry each with a one-line
 * summary and its two or three key headings as links (from `overviewEntries` in the overview's
 * frontmatter). The filter keeps Rspress's matching (spec §5). Unlike Rspress's overview, the
 * Filter field does not take the focus on load, which moved screen readers past the title and
 * introduction and scrolled phones to the field.
 */
export function Overview({ content }: { content?: ReactNode }) {
  const {
    siteData,
    page: { routePath, title, frontmatter },
  } = usePageData();
  const t = useI18n();
  const sidebar = useSidebar();
  const [query, setQuery] = useState('');

  const sections = useMemo(
    () => overviewSections({ sidebar, routePath, pages: siteData.pages, frontmatter }),
    [sidebar, routePath, siteData.pages, frontmatter],
  );
  const { notes, problems } = useMemo(() => readEntryNotes(frontmatter.overviewEntries, sections), [frontmatter, sections]);
  const shown = useMemo(() => filterOverview(sections, query), [sections, query]);
  const overviewTitle = title || 'Overview';

  if (import.meta.env.SSG_MD) return <OverviewMarkdown title={overviewTitle} sections={sections} />;
  // The build renders each page once in Node: its log is where the writer sees a slip.
  if (typeof document === 'undefined') for (const problem of problems) console.warn(`Overview ${routePath}: ${problem}`);

  return (
    <div className="rspress-doc rp-doc rspress-overview rp-overview repack-overview">
      <FallbackHeading level={1} title={overviewTitle} />
      {content}
      <FilterField query={query} onChange={setQuery} />
      {shown.length > 0 ? (
        shown.map((section) => (
          <Fragment key={section.name}>
            <FallbackHeading level={2} title={section.name} />
            <ul className="repack-overview__entries rp-not-doc">
              {section.entries.map(({ entry, headings }) => (
                <Entry key={entry.link} entry={entry} note={notes.get(entryKey(entry.link))} headings={headings} />
              ))}
            </ul>
          </Fragment>
        ))
      ) : (
        <div className="rp-overview__empty">{`${t('overview.filterNoResultText')}: ${query}`}</div>
      )}
    </div>
  );
}
