import type { RefObject } from 'react';
import type { Variant } from '../../../core/catalogue';
import { QuantitySelector } from '../../components/quantity-selector';
import { copy } from '../../copy';

/**
 * The Add to Cart form of a variant (catalogue-gifting §2, §5): 'Out of stock!' when backordered, the quantity
 * selector (1 to the variant's maximum pieces) and the submit button, busy while an add is pending.
 */
export function AddToCartForm(props: {
  variant: Variant;
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
      onSubmit={(e) => {
        e.preventDefault();
        props.onAdd();
      }}
    >
      {variant.backordered && (
        <p className="badge badge--stock" role="status">
          {copy.product.outOfStock}
        </p>
      )}
      <div className="add-to-cart__row">
        <QuantitySelector
          value={props.quantity}
          max={variant.maximumPiecesPerOrder}
          onChange={props.onQuantity}
          disabled={variant.backordered}
        />
        <button
          ref={props.buttonRef}
          type="submit"
          className="button button--primary button--large add-to-cart__button"
          disabled={!props.addable || adding}
          aria-busy={adding}
        >
          {adding ? copy.product.adding : copy.product.addToCart}
        </button>
      </div>
    </form>
  );
}
