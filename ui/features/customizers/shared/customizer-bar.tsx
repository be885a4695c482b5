import './customizer-bar.css';

/**
 * A builder's bar fixed at the bottom of a phone's screen (catalogue-gifting §2 customizer pages): the item being built
 * scrolls away above or below the choices, so the bar keeps its progress ('3 of 6 …') and price in view with a link
 * back to it (`href`, e.g. '#box-panel'). Hidden from 960 px wide, where the item stays beside the choices. `kind`
 * names the bar for its builder ('mix', 'box', 'tray': class `{kind}-bar`); `price` is left out while there is none.
 */
export function CustomizerBar(props: {
  readonly kind: 'mix' | 'box' | 'tray';
  readonly progress: string;
  readonly price?: string | undefined;
  readonly href: string;
  readonly linkText: string;
}) {
  const { kind, progress, price, href, linkText } = props;
  return (
    <div className={`customizer-bar ${kind}-bar`}>
      <p className="customizer-bar__status">
        <span>{progress}</span>
        {price !== undefined && <strong>{price}</strong>}
      </p>
      <a href={href} className="button button--primary customizer-bar__link">
        {linkText}
      </a>
    </div>
  );
}
