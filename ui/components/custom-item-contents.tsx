import { customItemContents } from '../../core/cart';
import { orderCopy } from '../copy';

/** What the view needs of a line: its name, SKU and custom fields (a cart line or an order's line). */
interface ContentsLine {
  readonly name: string;
  readonly variant: { readonly sku: string };
  readonly custom: { readonly customizationsDescription?: string };
}

/**
 * What a custom item holds, under its line wherever the line shows (catalogue-gifting §3 "the cart shows what is
 * inside; an order of a custom item lists its ingredients"): a mix's name ('My Mix') and its ingredients with their
 * parts ('3 parts Almonds'), a box's or tray's items in slot order. Renders nothing for a line that is not a custom
 * item's (customItemContents).
 */
export function CustomItemContents({ line }: { readonly line: ContentsLine }) {
  const contents = customItemContents(line);
  if (!contents) return null;
  return (
    <div className="custom-contents">
      {contents.title && <p className="custom-contents__title">{contents.title}</p>}
      <ul className="custom-contents__items" aria-label={orderCopy.cart.customContents(line.name)}>
        {contents.items.map((item, i) => (
          <li key={`${i}-${item.label}`}>{item.label}</li>
        ))}
      </ul>
    </div>
  );
}
