import { useStorageValue } from '@rspress/core/theme';
import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { choiceFromQuery, choiceOf, withChoiceInQuery } from '../../lib/tab-choice';
import { textOf } from '../../lib/text-of';
import './index.css';

type TabItem = { label: ReactNode; value: string; disabled?: boolean };

export interface TabsProps {
  values?: ReadonlyArray<TabItem>;
  defaultIndex?: number;
  defaultValue?: string;
  onChange?: (index: number) => void;
  children: ReactNode;
  /** Tabs with the same `groupId` share the chosen tab, remembered in localStorage by its name. */
  groupId?: string;
  /**
   * With a `groupId`: the query parameter that carries the choice in a link
   * (`?bundler=webpack`). A link's choice wins and is remembered, and choosing a tab writes it
   * into the address (replaceState), so the address bar can be shared as it is.
   */
  queryParameter?: string;
  tabPosition?: 'left' | 'center';
  /** Keep every panel in the page (hidden) so the static HTML holds them all. */
  keepDOM?: boolean;
  className?: string;
  labelItemClassName?: string;
  contentItemClassName?: string;
  ref?: Ref<HTMLDivElement>;
}

export type TabProps = { label?: ReactNode; value?: string; disabled?: boolean; children: ReactNode };

export function Tab({ children }: TabProps): ReactElement {
  return <>{children}</>;
}

const storagePrefix = 'rspress.tabs.';

/** The stored choice of a group; storage that cannot be read (blocked, private mode) holds none. */
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The address bar shows `href`; the router's own state stays as it is. */
function replaceAddress(href: string) {
  if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
}

/**
 * Tabs (package-manager commands, code variants), ejected from Rspress (`rspress eject
 * Tabs`) because its tabs are clickable <div>s: no tab roles, no selected state, no keyboard.
 * These follow the ARIA tabs pattern: a tablist of buttons, arrow keys, Home and End move
 * between tabs, and each panel is labelled by its tab. The props and the Markdown output for
 * llms.txt are Rspress's; the shared `groupId` choice is stored by the tab's name (Rspress
 * stores its position), and a group can take it from a link (`queryParameter`). Can go when
 * Rspress's tabs are accessible and remember a choice by name.
 */
export function Tabs(props: TabsProps): ReactElement {
  const {
    values,
    defaultIndex,
    defaultValue,
    onChange,
    children,
    groupId,
    queryParameter,
    tabPosition = 'left',
    className,
    labelItemClassName,
    contentItemClassName,
    keepDOM = true,
    ref,
  } = props;
  const panels = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const tabs = useMemo(
    () =>
      values && values.length > 0
        ? values.map((item, index) => ({ ...item, content: panels.find((panel) => panel.props.value === item.value) ?? panels[index] }))
        : panels.map((panel, index) => ({
            label: panel.props.label ?? index,
            value: panel.props.value,
            disabled: panel.props.disabled,
            content: panel,
          })),
    [panels, values],
  );
  const fromValue = defaultValue === undefined ? -1 : tabs.findIndex((tab) => tab.value === defaultValue);
  const initialIndex = fromValue === -1 ? (defaultIndex ?? 0) : fromValue;
  const [ownIndex, setOwnIndex] = useState(initialIndex);
  const storageKey = `${storagePrefix}${groupId}`;
  const [stored, setStored] = useStorageValue<string | undefined>(storageKey, undefined);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();
  // A tab's name: its value, or the text of its label (`webpack`, `pnpm`).
  const names = tabs.map((tab, index) => tab.value ?? (textOf(tab.label) || String(index)));
  const namesKey = names.join('\n');

  // A link's choice (`?bundler=webpack`) wins and is remembered; without one, a remembered
  // choice is written into the address, so that sharing it shares the examples the reader sees.
  useEffect(() => {
    if (!groupId || !queryParameter) return;
    const known = namesKey.split('\n');
    const linked = choiceFromQuery(window.location.search, queryParameter, known);
    if (linked) {
      if (linked !== choiceOf(readStored(storageKey), known, known)) setStored(linked);
      return;
    }
    const remembered = choiceOf(readStored(storageKey), known, known);
    if (remembered) replaceAddress(withChoiceInQuery(window.location.href, queryParameter, remembered));
  }, [groupId, queryParameter, storageKey, namesKey, setStored]);

  if (import.meta.env.SSG_MD) {
    return (
      <>
        {tabs.map(({ label, content }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the Markdown copy is rendered once, in order
          <span key={index}>
            {`\n**${label}**\n\n`}
            {content}
            {'\n'}
          </span>
        ))}
      </>
    );
  }

  // A stored position ("1", from an earlier version of the site) still names the tab at that position.
  const chosen = choiceOf(stored, names, names);
  const current = groupId ? (chosen === undefined ? initialIndex : names.indexOf(chosen)) : ownIndex;

  const select = (index: number) => {
    const name = names[index];
    if (tabs[index]?.disabled || name === undefined) return;
    onChange?.(index);
    if (!groupId) {
      setOwnIndex(index);
      return;
    }
    setStored(name);
    if (queryParameter) replaceAddress(withChoiceInQuery(window.location.href, queryParameter, name));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={['repack-tabs', className].filter(Boolean).join(' ')} ref={ref}>
      {tabs.length > 0 && (
        <div className="repack-tabs__list" role="tablist" data-position={tabPosition} onKeyDown={onKeyDown}>
          {tabs.map(({ label, value, disabled }, index) => (
            <button
              key={value ?? index}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
              aria-selected={index === current}
              tabIndex={index === current ? 0 : -1}
              disabled={disabled}
              className={['repack-tabs__tab', labelItemClassName].filter(Boolean).join(' ')}
              onClick={() => select(index)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <div className="repack-tabs__panels">
        {tabs.map(({ value, content }, index) => {
          const active = index === current;
          if (!keepDOM && !active) return null;
          return (
            <div
              key={value ?? index}
              role="tabpanel"
              id={`${id}-panel-${index}`}
              aria-labelledby={`${id}-tab-${index}`}
              hidden={!active}
              className={['repack-tabs__panel', contentItemClassName].filter(Boolean).join(' ')}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
}
