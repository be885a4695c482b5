import type { RefObject } from 'react';
import { isVariantInStock, type Variant } from '../../../core/catalogue';
import { QuantitySelector } from '../../components/quantity-selector';
import { copy } from '../../copy';
import { productCopy } from './product-copy';

/** Where the Add to Cart form posts without JavaScript (POST /cart, core-cart-checkout §7, as a form). */
export const ADD_TO_CART_ACTION = '/cart';

/**
 * The Add to Cart form of a variant (catalogue-gifting §2, §5): 'Out of stock!' when backordered or none is on hand,
 * the quantity selector (1 to the variant's maximum pieces) and the submit button, busy while an add is pending.
 * Without JavaScript it is a plain POST to /cart of `sku` (the selected variant), `quantity` and `_csrf` (the
 * session's CSRF token, `csrfToken`); with JavaScript the submit is handled here and adds through the store.
 */
export function AddToCartForm(props: {
  variant: Variant;
  csrfToken: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
  addable: boolean;
  adding: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
}) {
  const { variant, adding } = props;
  return (
    <form
      className="add-to-cart"
      method="post"
      action={ADD_TO_CART_ACTION}
      onSubmit={(e) => {
        e.preventDefault();
        props.onAdd();
      }}
    >
      <input type="hidden" name="sku" value={variant.sku} />
      <input type="hidden" name="_csrf" value={props.csrfToken} />
      {!isVariantInStock(variant) && (
        <p className="badge badge--stock" role="status">
          {copy.product.outOfStock}
        </p>
      )}
      <div className="add-to-cart__row">
        <QuantitySelector
          name="quantity"
          value={props.quantity}
          max={variant.maximumPiecesPerOrder}
          onChange={props.onQuantity}
          disabled={!isVariantInStock(variant)}
        />
        <button
          ref={props.buttonRef}
          type="submit"
          className="button button--primary button--large add-to-cart__button"
          disabled={!props.addable || adding}
          aria-busy={adding}
        >
          {adding ? productCopy.adding : productCopy.addToCart}
        </button>
      </div>
    </form>
  );
}
