import type { NormalizedSidebarGroup, SidebarData, SidebarDivider, SidebarItem, SidebarSectionHeader } from '@rspress/core';
import { useActiveMatcher, useLocation, useSidebarDynamic } from '@rspress/core/runtime';
import { IconArrowRight, Link, renderInlineMarkdown, SvgWrapper, Tag } from '@rspress/core/theme';
import { type Dispatch, memo, type SetStateAction, useEffect, useId, useRef } from 'react';
import { scrollIntoScroller } from '../../lib/scroll-into-scroller';
import './index.css';

type Entry = SidebarData[number];
type SetSidebar = Dispatch<SetStateAction<SidebarData>>;

const isGroup = (entry: Entry): entry is NormalizedSidebarGroup => 'items' in entry;
const isDivider = (entry: Entry): entry is SidebarDivider => 'dividerType' in entry;
const isSectionHeader = (entry: Entry): entry is SidebarSectionHeader => 'sectionHeaderText' in entry;

/** The sidebar data with the group at `path` (indexes from the top) collapsed or expanded. */
export function toggleGroupAt(data: SidebarData, path: readonly number[]): SidebarData {
  const [index, ...rest] = path;
  return data.map((entry, position) => {
    if (position !== index || !isGroup(entry)) return entry;
    return rest.length === 0 ? { ...entry, collapsed: !entry.collapsed } : { ...entry, items: toggleGroupAt(entry.items, rest) };
  });
}

/**
 * The `context` of the CLI pages' sidebar items (docs/api/cli/_meta.json). Their labels are bare
 * command names ("Start"), which say little out of context: screen readers and search engines
 * get "Start command" (Lighthouse's SEO audit flags a link named "start").
 */
const CLI_COMMAND = 'cli-command';

/**
 * An entry's text, after its `icon` when _meta.json gives one (an SVG string or URL), the two
 * kept together so the row's other end keeps the tag and the chevron.
 */
function EntryText({ text, icon, className }: { text: string; icon?: string; className?: string }) {
  if (!icon) return <span className={className} {...renderInlineMarkdown(text)} />;
  return (
    <span className={`repack-sidebar__with-icon ${className ?? ''}`}>
      <SvgWrapper icon={icon} className="repack-sidebar__icon" aria-hidden="true" />
      <span {...renderInlineMarkdown(text)} />
    </span>
  );
}

function ItemLink({ item, depth }: { item: SidebarItem; depth: number }) {
  const isActive = useActiveMatcher();
  const active = Boolean(item.link && isActive(item.link));
  return (
    <li>
      <Link
        href={item.link}
        className="repack-sidebar__link"
        data-depth={depth}
        aria-current={active ? 'page' : undefined}
        {...(item.context ? { 'data-context': item.context } : {})}
      >
        <EntryText className="repack-sidebar__label" text={item.text} icon={item.icon} />
        {item.context === CLI_COMMAND && <span className="repack-visually-hidden"> command</span>}
        {item.tag && <Tag tag={item.tag} />}
      </Link>
    </li>
  );
}

function Group({
  group,
  path,
  depth,
  setSidebar,
}: {
  group: NormalizedSidebarGroup;
  path: number[];
  depth: number;
  setSidebar: SetSidebar;
}) {
  const itemsId = useId();
  const isActive = useActiveMatcher();
  const { collapsed, collapsible } = group;
  const label = <EntryText text={group.text} icon={group.icon} />;
  return (
    <li className="repack-sidebar__group" data-depth={depth}>
      <div className="repack-sidebar__group-header">
        {group.link ? (
          <Link href={group.link} className="repack-sidebar__group-link" aria-current={isActive(group.link) ? 'page' : undefined}>
            {label}
          </Link>
        ) : collapsible ? null : (
          <span className="repack-sidebar__group-title">{label}</span>
        )}
        {collapsible && (
          <button
            type="button"
            className="repack-sidebar__group-toggle"
            aria-expanded={!collapsed}
            aria-controls={itemsId}
            // A group with its own link keeps the text on the link; the button names the action.
            aria-label={group.link ? `${collapsed ? 'Expand' : 'Collapse'} ${group.text}` : undefined}
            onClick={() => setSidebar((data) => toggleGroupAt(data, path))}
          >
            {group.link ? null : label}
            <SvgWrapper icon={IconArrowRight} className="repack-sidebar__chevron" aria-hidden="true" />
          </button>
        )}
        {group.tag && <Tag tag={group.tag} />}
      </div>
      {/* Collapsed links are out of the page, so the keyboard does not stop on them. */}
      <ul id={itemsId} className="repack-sidebar__items" hidden={collapsed}>
        <Entries entries={group.items} path={path} depth={depth + 1} setSidebar={setSidebar} />
      </ul>
    </li>
  );
}

/** A React key for an entry: its text or link, or its place for dividers and headers. */
function keyOf(entry: Entry, at: readonly number[]): string {
  if (isGroup(entry)) return `group:${entry.text}`;
  if (isDivider(entry) || isSectionHeader(entry)) return `at:${at.join('.')}`;
  return `link:${entry.link}`;
}

function Entries({ entries, path, depth, setSidebar }: { entries: SidebarData; path: number[]; depth: number; setSidebar: SetSidebar }) {
  return entries.map((entry, index) => {
    const at = [...path, index];
    const key = keyOf(entry, at);
    if (isGroup(entry)) return <Group key={key} group={entry} path={at} depth={depth} setSidebar={setSidebar} />;
    if (isDivider(entry))
      return <li key={key} className={`repack-sidebar__divider repack-sidebar__divider--${entry.dividerType}`} aria-hidden="true" />;
    if (isSectionHeader(entry)) {
      return (
        <li key={key} className="repack-sidebar__section-header">
          <span {...renderInlineMarkdown(entry.sectionHeaderText)} />
          {entry.tag && <Tag tag={entry.tag} />}
        </li>
      );
    }
    return <ItemLink key={key} item={entry} depth={depth} />;
  });
}

/**
 * The sidebar, replacing Rspress's: its group headers are clickable <div>s with no role, no
 * expanded state and no keyboard access, and the component renders them internally, so no
 * wrapper can fix them. This one draws the same data (Rspress's `useSidebarDynamic`, which
 * also opens the group of the current page) as a named navigation of lists, with real
 * buttons for the groups. It can go when Rspress's group headers are buttons.
 */
function SidebarNavigation() {
  const [sidebar, setSidebar] = useSidebarDynamic();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The current page's link stays in view in the sidebar's own scroll area, not the page's:
  // one effect for the list, not one per link (a page has about thirty). Only a new page moves
  // it: a reader who opens or closes a group keeps the sidebar where they scrolled it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, which moves the current link
  useEffect(() => {
    const current = nav.current?.querySelector('[aria-current="page"]');
    const scroller = nav.current?.closest('.rp-doc-layout__sidebar');
    if (current && scroller) scrollIntoScroller(current.closest('li') ?? current, scroller);
  }, [pathname]);
  return (
    <nav ref={nav} className="repack-sidebar" aria-label="Sidebar">
      <ul className="repack-sidebar__items repack-sidebar__items--top">
        <Entries entries={sidebar} path={[]} depth={0} setSidebar={setSidebar} />
      </ul>
    </nav>
  );
}

/**
 * Memoized: Rspress's doc layout renders again on state of its own (the ref of its content,
 * the menus of narrow screens) while a page loads, and the sidebar has no props to change.
 */
export const Sidebar = memo(SidebarNavigation);
