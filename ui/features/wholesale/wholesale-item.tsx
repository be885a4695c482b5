import { useId, useState } from 'react';
import { MIN_QUANTITY, validateQuantity } from '../../../core/validation';
import type { WholesaleItem } from '../../../core/catalogue';
import { formatMoney, usd } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { AppLink } from '../../components/app-link';
import { ProductImage } from '../../components/product-image';
import { errorText } from '../../copy';
import { wholesaleCopy } from '../../copy/wholesale-copy';

const money = (cents: number) => formatMoney(usd(cents));
/** Where the form posts without JavaScript: POST /cart as a form (core-cart-checkout §7), as the product page's. */
const ADD_TO_CART_ACTION = '/cart';

/**
 * One wholesale case (core-cart-checkout §6): the product's image and name (a link to its page), the case's name, its
 * price per case, per pack and per ounce, and its Add to Cart form (WholesaleAddForm).
 */
export function WholesaleItemRow({
  item,
  categoryKey,
}: {
  readonly item: WholesaleItem;
  readonly categoryKey: string;
}) {
  return (
    <li className="wholesale-item">
      <AppLink to={item.path} className="wholesale-item__image" tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.imageUrl} alt="" />
      </AppLink>
      <div className="wholesale-item__text">
        <h3 className="wholesale-item__name">
          <AppLink to={item.path}>{item.productName}</AppLink>
        </h3>
        <p className="wholesale-item__variant">{item.variantName}</p>
        <p className="wholesale-item__prices">
          <strong className="wholesale-item__price">{wholesaleCopy.casePrice(money(item.priceCents))}</strong>
          {item.pricePerPackCents !== undefined && (
            <span>{wholesaleCopy.perPack(money(item.pricePerPackCents), item.variantName)}</span>
          )}
          {item.pricePerOunceCents !== undefined && (
            <span>{wholesaleCopy.perOunce(money(item.pricePerOunceCents))}</span>
          )}
        </p>
        {!item.inStock && (
          <p className="badge badge--stock" role="status">
            {wholesaleCopy.outOfStock}
          </p>
        )}
      </div>
      <WholesaleAddForm item={item} categoryKey={categoryKey} />
    </li>
  );
}

/**
 * A case's Add to Cart form: a labelled quantity of cases (1 to the variant's maximum pieces) and the button. Without
 * JavaScript it is a plain POST to /cart of `sku`, `quantity` and `_csrf`, as the product page's form; with it the
 * quantity is checked with the quantity input's rules and messages (core-cart-checkout §4, §5) and the case is added
 * through the cart store (the product page's path), whose Added to Cart panel follows.
 */
function WholesaleAddForm({ item, categoryKey }: { readonly item: WholesaleItem; readonly categoryKey: string }) {
  const root = useStores();
  const id = useId();
  const [text, setText] = useState('1');
  const [error, setError] = useState<string | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const submit = async () => {
    // The quantity input's own rule (core/cart parseQuantityInput), read from its module: the product page's chunk
    // keeps the quantity selector's model to itself.
    const quantity = validateQuantity(text, { min: MIN_QUANTITY, max: item.maximumQuantity });
    setError(quantity.ok ? undefined : errorText(quantity.error));
    if (!quantity.ok) return;
    setAdding(true);
    root.ui.setAddedFrom(categoryKey);
    try {
      await root.cart.addToCart(item.sku, quantity.value);
    } finally {
      setAdding(false);
    }
  };
  return (
    <form
      className="wholesale-item__form"
      method="post"
      action={ADD_TO_CART_ACTION}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <input type="hidden" name="sku" value={item.sku} />
      <input type="hidden" name="_csrf" value={root.csrfToken} />
      <label htmlFor={id} className="wholesale-item__label">
        {wholesaleCopy.quantity}
      </label>
      <input
        id={id}
        name="quantity"
        className="wholesale-item__quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={item.maximumQuantity}
        step={1}
        value={text}
        disabled={!item.inStock}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="submit"
        className="button button--primary wholesale-item__add"
        disabled={!item.inStock || adding}
        aria-busy={adding}
        aria-label={`${wholesaleCopy.addToCart}: ${item.productName}, ${item.variantName}`}
      >
        {adding ? wholesaleCopy.adding : wholesaleCopy.addToCart}
      </button>
      {error && (
        <p id={`${id}-error`} className="wholesale-item__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
