import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

/** The modal's default button texts (shell-account §4 "has Cancel and Save buttons by default"). */
export const modalCopy = { cancel: 'Cancel', save: 'Save', close: 'Close' } as const;

/** What can take focus inside the dialog, in tab order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

/** Props of Modal: `onClose` closes it (Escape, overlay, Cancel); `onSave` (default: close) runs on Save. */
export interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly onClose: () => void;
  readonly onSave?: () => void;
  /** Texts of the buttons; `null` hides that button. */
  readonly cancelText?: string | null;
  readonly saveText?: string | null;
}

/**
 * The generic modal (spec: shell-account §4 "A modal closes on Escape or overlay click and has Cancel and Save
 * buttons by default"), in the WAI-ARIA dialog pattern: role dialog, aria-modal, labelled by its title; focus moves
 * into it when it opens, Tab and Shift+Tab stay inside it, and focus returns to what had it (the opener) when it
 * closes. Escape, a click on the overlay and Cancel call `onClose`; Save calls `onSave` (else `onClose`). Rendered
 * into document.body only while open (never on the server: it opens on a click). Load it on demand (it is imported
 * only by lazy chunks).
 */
export function Modal({ open, title, children, onClose, onSave, cancelText, saveText }: ModalProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => opener?.focus();
  }, [open]);
  if (!open || typeof document === 'undefined') return null;
  const cancel = cancelText === undefined ? modalCopy.cancel : cancelText;
  const save = saveText === undefined ? modalCopy.save : saveText;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [head, tail] = [items[0], items[items.length - 1]];
    if (!head || !tail) return event.preventDefault();
    if (event.shiftKey && document.activeElement === head) {
      event.preventDefault();
      tail.focus();
    } else if (!event.shiftKey && document.activeElement === tail) {
      event.preventDefault();
      head.focus();
    }
  };
  return createPortal(
    <div
      className="modal-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__head">
          <h2 id={`${id}-title`} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={modalCopy.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {(cancel !== null || save !== null) && (
          <div className="modal__actions">
            {cancel !== null && (
              <button type="button" className="button button--secondary" onClick={onClose}>
                {cancel}
              </button>
            )}
            {save !== null && (
              <button type="button" className="button button--primary" onClick={onSave ?? onClose}>
                {save}
              </button>
            )}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
