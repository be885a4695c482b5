import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Props of a right-anchored panel: `open`, its `title` (the dialog's name) and the close callback. */
export interface SidePanelProps {
  readonly open: boolean;
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal panel anchored right (core-cart-checkout §2 Cart side panels; catalogue-gifting §2 "modal closed
 * by Escape or overlay click"). Focus moves into the panel on open and returns to where it was on close.
 */
export function SidePanel({ open, title, closeLabel, onClose, children }: SidePanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('has-overlay');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-overlay');
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="overlay" data-testid="overlay" onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div ref={panelRef} className="side-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="side-panel__head">
          <h2 id={titleId} className="side-panel__title">{title}</h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>×</button>
        </div>
        <div className="side-panel__body">{children}</div>
      </div>
    </div>
  );
}
