import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { lineCountOf, readMoreView } from '../../../core/catalogue';

/**
 * An expandable section (catalogue-gifting §2 "expandable Product Details and Ingredients sections",
 * §4 "Accordion ... toggle expand/collapse"): a heading button with aria-expanded over its panel.
 */
export function Expander({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className={`expander ${open ? 'is-open' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 className="expander__heading" id={`${id}-title`}>
        <button
          type="button"
          className="expander__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          {title}
          <span className="expander__icon" aria-hidden="true" />
        </button>
      </h2>
      <div className="expander__panel" id={`${id}-panel`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/**
 * Sanitised rich text with a read-more toggle (catalogue-gifting §9 "Read more appears when text is over 9
 * lines; default clamp 3 lines"): the text's lines are measured once rendered.
 */
export function ReadMore({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState(0);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    setLines(lineCountOf(el.scrollHeight, Number.isFinite(lineHeight) ? lineHeight : 0));
  }, [html]);
  const view = readMoreView(lines, expanded);
  return (
    <>
      <div
        ref={ref}
        className={`rich-text ${view.clampLines ? 'is-clamped' : ''}`}
        style={view.clampLines ? { WebkitLineClamp: view.clampLines } : undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {view.toggleShown && (
        <button
          type="button"
          className="button button--link read-more"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {view.toggleText}
        </button>
      )}
    </>
  );
}
