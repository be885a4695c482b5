import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the sticky add-to-cart bar shows (catalogue-gifting §4 "shows only when the main button and the
 * footer are not visible and the condition flag is on"): observes the main button and the site footer.
 * Without IntersectionObserver (old browsers, tests) the bar stays hidden.
 */
export function useStickyBarVisible(mainButton: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const button = mainButton.current;
    if (!enabled || !button || typeof IntersectionObserver === 'undefined') return undefined;
    const seen = new Map<Element, boolean>();
    const footer = document.querySelector('.site-footer, footer');
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) seen.set(e.target, e.isIntersecting);
      setVisible(![...seen.values()].some(Boolean));
    });
    observer.observe(button);
    if (footer) observer.observe(footer);
    return () => {
      observer.disconnect();
      setVisible(false);
    };
  }, [mainButton, enabled]);
  return visible;
}

/** The sticky bottom bar: the product name, price and a second Add to Cart (disabled when backordered). */
export function StickyAddToCart(props: {
  visible: boolean;
  name: string;
  price: string | undefined;
  disabled: boolean;
  busy: boolean;
  label: string;
  onAdd: () => void;
}) {
  const { visible, name, price, disabled, busy, label, onAdd } = props;
  return (
    <div className={`sticky-cart ${visible ? 'is-visible' : ''}`} aria-hidden={!visible} inert={!visible}>
      <div className="container sticky-cart__inner">
        <p className="sticky-cart__name">
          {name}
          {price && <span className="sticky-cart__price">{price}</span>}
        </p>
        <button
          type="button"
          className="button button--primary sticky-cart__button"
          disabled={disabled || busy}
          onClick={onAdd}
          tabIndex={visible ? 0 : -1}
        >
          {label}
        </button>
      </div>
    </div>
  );
}
