import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockOptions } from '../../../../core/content';
import { RichText } from '../content-html';

/** How long a panel takes to open or collapse, in ms (shell-account §9 "Collapse animation 350 ms"). */
export const COLLAPSE_MS = 350;

/** Whether the visitor asked for reduced motion (false where the browser cannot tell, and on the server). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** A panel's state: open, collapsing (its 350 ms animation running), or closed (hidden). */
type PanelState = 'open' | 'closing' | 'closed';

/**
 * Questions with their answers (shell-account §2 FAQ accordion): each question is a heading's button with
 * aria-expanded and aria-controls over its answer's region, each opening on its own; the panel opens and collapses
 * in COLLAPSE_MS (at once under prefers-reduced-motion). Arrow Up/Down, Home and End move between the questions
 * (the WAI-ARIA accordion pattern); Enter and Space toggle (native buttons).
 */
export function FaqAccordionBlock({ options }: { readonly options: BlockOptions<'FAQ Accordion'> }) {
  const id = useId();
  const [states, setStates] = useState<readonly PanelState[]>(() => options.items.map(() => 'closed'));
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);
  const set = (i: number, state: PanelState) => setStates((s) => s.map((v, j) => (j === i ? state : v)));
  const toggle = (i: number) => {
    clearTimeout(timers.current.get(i));
    if (states[i] === 'open') {
      set(i, 'closing');
      timers.current.set(
        i,
        setTimeout(() => set(i, 'closed'), prefersReducedMotion() ? 0 : COLLAPSE_MS),
      );
    } else set(i, 'open');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = options.items.length - 1;
    const to = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons.current[to]?.focus();
  };
  return (
    <section className="content-faq">
      {options.title && <h2 className="content-block__title">{options.title}</h2>}
      {options.items.map((item, i) => {
        const state = states[i] ?? 'closed';
        return (
          <div key={i} className={`content-faq__item is-${state}`}>
            <h3 className="content-faq__question">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                id={`${id}-q${i}`}
                aria-expanded={state === 'open'}
                aria-controls={`${id}-a${i}`}
                onClick={() => toggle(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                {item.question}
                <span className="content-faq__icon" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={`${id}-a${i}`}
              role="region"
              aria-labelledby={`${id}-q${i}`}
              className="content-faq__panel"
              hidden={state === 'closed'}
            >
              <RichText html={item.answer} className="content-faq__answer" />
            </div>
          </div>
        );
      })}
    </section>
  );
}
