import { useEffect, useRef, useState, type ReactNode } from 'react';
import { shellChromeCopy } from '../../copy/shell-chrome-copy';
import '../../styles/shell-chrome.css';

/** How long the anchor must stay at least half in view before its tip counts as seen: 5000 ms (shell-account §9). */
export const TIP_DWELL_MS = 5000;

/** The tips that show once (spec: shell-account §4 Popovers): on the default address, on the order history. */
export type TipId = 'default-address' | 'review-tip';

/** The localStorage key of a tip's seen flag. */
export function tipSeenKey(id: TipId): string {
  return `nutshell.tipSeen.${id}`;
}

/** Whether the tip was seen; true where storage cannot be read (a tip that cannot be remembered is not shown). */
function wasSeen(id: TipId): boolean {
  try {
    return window.localStorage.getItem(tipSeenKey(id)) !== null;
  } catch {
    return true;
  }
}

function markSeen(id: TipId): void {
  try {
    window.localStorage.setItem(tipSeenKey(id), '1');
  } catch {
    // Storage refused (private mode, quota): the tip shows again next time, which is harmless.
  }
}

/**
 * Calls `onDwell` once `el` has stayed at least half in view for `ms` without a break (leaving resets the count).
 * Nothing happens where the browser cannot observe intersections. Returns the function that stops watching.
 */
export function whenHalfInViewFor(el: Element, ms: number, onDwell: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (entry?.isIntersecting && entry.intersectionRatio >= 0.5) {
        timer ??= setTimeout(() => {
          observer.disconnect();
          onDwell();
        }, ms);
        return;
      }
      clearTimeout(timer);
      timer = undefined;
    },
    { threshold: 0.5 },
  );
  observer.observe(el);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/** A tip's props: which tip, its text, where it shows against its anchor, and the anchor (`children`). */
export interface TipPopoverProps {
  readonly id: TipId;
  readonly text: string;
  readonly placement?: 'below' | 'above';
  readonly children: ReactNode;
}

/**
 * A tip shown once beside its anchor (spec: shell-account §4 Popovers, §9 "Popover auto-dismiss 5000 ms after 50%
 * visibility"): unless its seen flag is stored (localStorage), it opens after hydration; once the anchor has stayed at
 * least half in view for TIP_DWELL_MS, or when the shopper closes it, it is marked seen and goes away. Nothing of it is
 * rendered on the server, so the page hydrates as rendered.
 */
export function TipPopover({ id, text, placement = 'below', children }: TipPopoverProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!wasSeen(id)), [id]);
  useEffect(() => {
    if (!open || !anchor.current) return undefined;
    return whenHalfInViewFor(anchor.current, TIP_DWELL_MS, () => {
      markSeen(id);
      setOpen(false);
    });
  }, [open, id]);
  const close = () => {
    markSeen(id);
    setOpen(false);
  };
  return (
    <div ref={anchor} className="tip-anchor">
      {children}
      {open && (
        <div className={`tip-popover tip-popover--${placement}`} role="note" data-tip={id}>
          <p>{text}</p>
          <button
            type="button"
            className="tip-popover__close"
            aria-label={shellChromeCopy.popovers.close}
            onClick={close}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
