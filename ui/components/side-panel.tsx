import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Props of a right-anchored panel: `open`, its `title` (the dialog's name) and the close callback. */
export interface SidePanelProps {
  readonly open: boolean;
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** A confirmation (e.g. 'Added to Cart'): the title carries a check mark. */
  readonly confirmation?: boolean;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside a modal: past its last tabbable element to the first, and back. */
function containTab(e: KeyboardEvent, panel: HTMLElement | null): void {
  if (e.key !== 'Tab' || !panel) return;
  const tabbable = [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !panel.contains(active) || active === panel;
  if (e.shiftKey && (active === first || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || (outside && active !== panel))) {
    e.preventDefault();
    first.focus();
  }
}

const LIVE = '[aria-live], [role="alert"], [role="status"]';

/**
 * Makes everything outside `el` inert (not focusable, hidden from assistive technology), as the page behind a
 * modal is, except live regions (the page announcement, flash messages), whose announcements must still be
 * heard: a container holding one is entered and its other children made inert. Returns the undo.
 */
function inertOutside(el: HTMLElement): () => void {
  const changed: Element[] = [];
  const mark = (e: Element): void => {
    if (e.hasAttribute('inert') || e.matches(`${LIVE}, script`)) return;
    if (!e.querySelector(LIVE)) {
      e.setAttribute('inert', '');
      changed.push(e);
      return;
    }
    for (const child of e.children) mark(child);
  };
  for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) if (sibling !== node) mark(sibling);
  }
  return () => changed.forEach((s) => s.removeAttribute('inert'));
}

/**
 * A modal panel anchored right (core-cart-checkout §2 Cart side panels; catalogue-gifting §2 "modal closed
 * by Escape or overlay click"). Focus moves into the panel on open, Tab and Shift+Tab cycle inside it (the
 * page behind is covered, so focus must not wander there), the page behind is inert while it is open (live
 * regions excepted), and focus returns to where it was on close.
 */
export function SidePanel({ open, title, closeLabel, onClose, children, confirmation }: SidePanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      containTab(e, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('has-overlay');
    const restore = panelRef.current?.parentElement ? inertOutside(panelRef.current.parentElement) : undefined;
    return () => {
      restore?.();
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-overlay');
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div
      className="overlay"
      data-testid="overlay"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="side-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="side-panel__head">
          <h2 id={titleId} className={`side-panel__title${confirmation ? ' side-panel__title--confirmation' : ''}`}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="side-panel__body">{children}</div>
      </div>
    </div>
  );
}
