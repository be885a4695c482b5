import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { MobileMenuData } from '../../../core/content';
import { useStores } from '../../app/stores-context';
import { DEFAULT_MOBILE_MENU, headerCopy } from '../../copy/header-nav-copy';
import { LG_MEDIA_QUERY } from '../search/search-config';
import { useSession } from '../account/use-session';
import { useNavAnalytics } from './nav-analytics';
import { HeaderIcon } from './header-icons';

type MenuGroup = MobileMenuData['menuGroups'][number];

/** Tab and Shift+Tab stay inside `root` (the dialog pattern's focus trap). */
function trapTab(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab') return;
  const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last?.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first?.focus();
  }
}

/** A sub-menu: a back button, the category's own link and its link groups, each expandable (aria-expanded). */
function SubMenu(props: { group: MenuGroup; onBack: () => void; onLink: (text: string, url: string) => void }) {
  const { group } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set([0]));
  const toggle = (i: number) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  return (
    <div className="mobile-menu__level">
      <button type="button" className="mobile-menu__back" onClick={props.onBack}>
        <span aria-hidden="true">‹</span> {headerCopy.back}
      </button>
      <h2 className="mobile-menu__title">{group.headerText}</h2>
      {group.headerUrl && (
        <Link
          className="mobile-menu__all"
          to={group.headerUrl}
          onClick={() => props.onLink(group.headerText, group.headerUrl!)}
        >
          {headerCopy.shopAll(group.headerText)}
        </Link>
      )}
      {group.linkGroups.map((g, i) => (
        <div className="mobile-menu__group" key={g.headerText}>
          <button
            type="button"
            className="mobile-menu__group-toggle"
            aria-expanded={expanded.has(i)}
            aria-controls={`mobile-group-${i}`}
            onClick={() => toggle(i)}
          >
            {g.headerText}
          </button>
          <ul id={`mobile-group-${i}`} hidden={!expanded.has(i)}>
            {g.links.map((l) => (
              <li key={`${l.text} ${l.url}`}>
                <Link
                  to={l.url}
                  className={l.emphasized ? 'is-emphasized' : undefined}
                  onClick={() => props.onLink(l.text, l.url)}
                >
                  {l.text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The main level: the categories (plain links, or buttons opening their sub-menu), then the account links. */
const MainLevel = observer(function MainLevel(props: {
  data: MobileMenuData;
  onOpen: (i: number) => void;
  onLink: (text: string, url: string) => void;
}) {
  const session = useSession();
  const link = (text: string, url: string, icon?: string) => (
    <li key={url}>
      <Link to={url} onClick={() => props.onLink(text, url)}>
        {icon && <HeaderIcon name={icon} />}
        {text}
      </Link>
    </li>
  );
  return (
    <div className="mobile-menu__level">
      <ul className="mobile-menu__categories">
        {props.data.menuGroups.map((g, i) =>
          g.headerUrl && g.linkGroups.length === 0 ? (
            link(g.headerText, g.headerUrl)
          ) : (
            <li key={g.headerText}>
              <button type="button" className="mobile-menu__open" onClick={() => props.onOpen(i)}>
                {g.headerText} <span aria-hidden="true">›</span>
              </button>
            </li>
          ),
        )}
      </ul>
      <ul className="mobile-menu__account">
        {props.data.accountLinks.map((l) => link(l.text, l.url, l.icon))}
        {session.referralShown && link(headerCopy.referAndEarn, '/refer')}
        {link(headerCopy.help, '/help')}
        {session.signedIn && (
          <li>
            <button type="button" className="mobile-menu__signout" onClick={() => void session.signOut()}>
              {headerCopy.signOut}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
});

/**
 * The mobile menu (spec: shell-account §2 Mobile menu, §4 Mobile menu and header): a modal dialog (focus kept inside,
 * Esc or the close button closes it, focus back on the Shop toggle) listing the server's `mobileMenu` (else the
 * default categories). A category with a URL and no link groups is a plain link; the others open a sub-menu with a
 * back button and expandable groups. Below: the account links, Refer and Earn (when the referral shows), Help, Sign
 * Out (when signed in). It closes on route change (navigation-bridge.tsx) and when the viewport grows to lg.
 */
export const MobileMenu = observer(function MobileMenu() {
  const { ui, shell } = useStores();
  const data = shell?.mobileMenu ?? DEFAULT_MOBILE_MENU;
  const [level, setLevel] = useState<number | undefined>(undefined);
  const events = useNavAnalytics('Mobile Menu');
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = () => {
    ui.closeMenus();
    document.getElementById('menu-toggle')?.focus();
  };
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [level]);
  useEffect(() => {
    const wide = window.matchMedia?.(LG_MEDIA_QUERY);
    const onChange = () => wide?.matches && ui.closeMenus();
    onChange();
    wide?.addEventListener('change', onChange);
    return () => wide?.removeEventListener('change', onChange);
  }, [ui]);
  const open = (i: number) => {
    events.onOpen(data.menuGroups[i]!.headerText);
    setLevel(i);
  };
  const group = level === undefined ? undefined : data.menuGroups[level];
  return (
    <div
      ref={dialogRef}
      id="mobile-menu"
      className="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={headerCopy.mobileMenu}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        } else trapTab(e);
      }}
    >
      <button type="button" className="mobile-menu__close" onClick={close}>
        <span aria-hidden="true">✕</span> {headerCopy.closeMenu}
      </button>
      {group ? (
        <SubMenu group={group} onBack={() => setLevel(undefined)} onLink={events.onLinkClick} />
      ) : (
        <MainLevel data={data} onOpen={open} onLink={events.onLinkClick} />
      )}
    </div>
  );
});

export default MobileMenu;
