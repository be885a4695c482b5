import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { MegaMenuData } from '../../../core/content';
import { headerCopy } from '../../copy/header-nav-copy';
import { HeaderIcon } from './header-icons';

/** How long the pointer rests on a header before its panel opens when none is open, in ms (shell-account §9). */
export const MEGA_MENU_HOVER_DELAY_MS = 300;

type Group = MegaMenuData['menuGroups'][number];

/** What the mega menu tells its owner: a panel opened (its header text), a link followed. */
export interface MegaMenuEvents {
  readonly onOpen?: (header: string) => void;
  readonly onLinkClick?: (text: string, url: string) => void;
}

/**
 * The panel's link groups in columns and its top and bottom promo zones (shell-account §2 Desktop mega menu); a
 * closed panel is an empty hidden region (what its header's aria-controls names), its links rendered only while open:
 * the page's markup, style and hydration work stay small (the category pages hold the same links).
 */
function Panel(props: { group: Group; id: string; open: boolean; onLinkClick: (text: string, url: string) => void }) {
  const { group, id, open } = props;
  const label = group.headerText;
  if (!open) return <div id={id} className="mega-menu__panel" role="region" aria-label={label} hidden />;
  const { top, bottom } = group.promoZone;
  const follow = (text: string, url: string) => () => props.onLinkClick(text, url);
  return (
    <div id={id} className="mega-menu__panel" role="region" aria-label={label}>
      <div className="mega-menu__columns">
        {group.columns.map((column, c) => (
          <div className="mega-menu__column" key={c}>
            {column.map((g) => (
              <div className="mega-menu__group" key={g.headerText}>
                <p className="mega-menu__group-header">
                  {g.headerUrl ? (
                    <Link to={g.headerUrl} onClick={follow(g.headerText, g.headerUrl)}>
                      {g.headerText}
                    </Link>
                  ) : (
                    g.headerText
                  )}
                </p>
                <ul>
                  {g.links.map((l) => (
                    <li key={`${l.text} ${l.url}`}>
                      <Link
                        to={l.url}
                        className={l.emphasized ? 'mega-menu__link is-emphasized' : 'mega-menu__link'}
                        onClick={follow(l.text, l.url)}
                      >
                        {l.text}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
      {(top || bottom) && (
        <div className="mega-menu__promos">
          {[top, bottom].map((z, i) =>
            z ? (
              <Link key={i} to={z.url} className="mega-menu__promo" onClick={follow(z.text, z.url)}>
                <img src={z.image} alt="" width={160} height={120} loading="lazy" />
                <span>{z.text}</span>
              </Link>
            ) : null,
          )}
        </div>
      )}
    </div>
  );
}

/** The open panel's state: which header is open, the pending hover timer, open/close and the header keys. */
function useMegaMenu(count: number, events: MegaMenuEvents, headers: readonly string[]) {
  const [open, setOpen] = useState<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headerRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancel, []);
  const show = (i: number) => {
    cancel();
    if (open !== i) events.onOpen?.(headers[i]!);
    setOpen(i);
  };
  const close = () => {
    cancel();
    setOpen(undefined);
  };
  /** Hover: at once when a panel is open, otherwise after 300 ms (shell-account §2). */
  const hover = (i: number) => {
    if (open !== undefined) return show(i);
    cancel();
    timer.current = setTimeout(() => show(i), MEGA_MENU_HOVER_DELAY_MS);
  };
  const focusHeader = (i: number) => headerRefs.current[(i + count) % count]?.focus();
  const onHeaderKey = (i: number) => (e: KeyboardEvent<HTMLAnchorElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      show(i);
      // The panel shows on the next paint; then its first link takes focus.
      setTimeout(() => document.querySelector<HTMLElement>(`#mega-panel-${i} a`)?.focus(), 0);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const to = i + (e.key === 'ArrowRight' ? 1 : -1);
      if (open !== undefined) show((to + count) % count);
      focusHeader(to);
    }
  };
  const onEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || open === undefined) return;
    e.preventDefault();
    const i = open;
    close();
    headerRefs.current[i]?.focus();
  };
  return { open, show, close, hover, cancel, onHeaderKey, onEscape, headerRefs };
}

/**
 * The desktop mega menu (spec: shell-account §2 Desktop mega menu, §9 hover delay 300 ms): a header per category
 * (a link with aria-expanded and aria-controls naming its panel; Gifts with its icon and orange colour, the
 * `seasonal` icon when the seasonalGiftsIcon flag is on). Hovering a header opens its panel after 300 ms, at once
 * when another panel is open; ArrowDown opens it and moves into it, ArrowLeft/Right move between headers; Esc
 * closes it (focus back on its header), as do leaving the menu with the pointer or focus. A panel's links are
 * rendered while it is open (Panel).
 */
export function MegaMenu(props: { data: MegaMenuData; seasonal?: boolean } & MegaMenuEvents) {
  const groups = props.data.menuGroups;
  const m = useMegaMenu(
    groups.length,
    props,
    groups.map((g) => g.headerText),
  );
  const onLinkClick = (text: string, url: string) => {
    props.onLinkClick?.(text, url);
    m.close();
  };
  return (
    <nav
      className="mega-menu"
      aria-label={headerCopy.megaNav}
      onMouseLeave={m.close}
      onKeyDown={m.onEscape}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) m.close();
      }}
    >
      <ul className="mega-menu__headers container">
        {groups.map((g, i) => (
          <li key={g.headerText} className="mega-menu__item" onMouseEnter={() => m.hover(i)}>
            <Link
              ref={(el) => {
                m.headerRefs.current[i] = el;
              }}
              to={g.headerUrl}
              className={`mega-menu__header${g.color === 'orange' ? ' is-orange' : ''}`}
              aria-expanded={m.open === i}
              aria-controls={`mega-panel-${i}`}
              onKeyDown={m.onHeaderKey(i)}
              onClick={() => onLinkClick(g.headerText, g.headerUrl)}
            >
              {g.icon && <HeaderIcon name={g.icon === 'gift' && props.seasonal ? 'seasonal-gift' : g.icon} />}
              {g.headerText}
            </Link>
            <Panel group={g} id={`mega-panel-${i}`} open={m.open === i} onLinkClick={onLinkClick} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
