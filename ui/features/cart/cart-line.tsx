import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { ProductImage } from '../../components/product-image';
import { QuantitySelector } from '../../components/quantity-selector';
import { orderCopy } from '../../copy';
import type { CartLineView } from '../../stores/cart-store';
import { AppLink } from '../../components/app-link';
import { CartLineAutoDelivery, offersAutoDelivery } from './cart-line-auto-delivery';
import { CustomItemContents } from '../../components/custom-item-contents';
import { GiftLineNote } from '../../components/gift-line-note';
import { customizerPathOf, isDigitalGiftLine } from '../../../core/cart';
import { lineAllergenStatement } from '../../../core/catalogue';

/**
 * One cart line: image, name linking to the product (a custom item's to its customizer: catalogue-gifting §2), variant,
 * what a custom item holds, its allergen statement when the line carries one (a custom item's union, else its
 * product's), a gift's recipients and message or a greeting card's message (GiftLineNote), unit price,
 * quantity selector (for a digital gift and the card riding with it, the fixed count of recipients), Remove and line
 * total.
 */
export const CartLine = observer(function CartLine({ view }: { view: CartLineView }) {
  const { cart } = useStores();
  const { line } = view;
  const path = customizerPathOf(line.variant.sku) ?? line.productPath;
  // A digital gift's units are its recipients and a card riding with it follows them: no quantity to pick.
  const perRecipient = isDigitalGiftLine(line) || line.custom.parentExternalId !== undefined;
  const allergens = lineAllergenStatement(line);
  return (
    <li className={`cart-line ${view.pending ? 'is-pending' : ''}`}>
      <AppLink to={path} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <ProductImage src={line.imageUrl} alt="" />
      </AppLink>
      <div className="cart-line__info">
        <h2 className="cart-line__name">
          <AppLink to={path}>{line.name}</AppLink>
        </h2>
        <p className="muted">{line.variant.variantName}</p>
        <CustomItemContents line={line} />
        {allergens && <p className="cart-line__allergens">{allergens}</p>}
        <GiftLineNote line={line} />
        <p className="cart-line__unit">{orderCopy.cart.each(formatMoney(line.unitPrice))}</p>
        {offersAutoDelivery(line) && <CartLineAutoDelivery line={line} />}
      </div>
      <div className="cart-line__controls">
        {perRecipient ? (
          <p className="cart-line__quantity">{orderCopy.cart.perRecipient(view.quantity)}</p>
        ) : (
          <QuantitySelector
            value={view.quantity}
            max={line.variant.maximumPiecesPerOrder}
            onChange={(q) => {
              void cart.changeQuantity(line.id, q);
            }}
          />
        )}
        <button
          type="button"
          className="button button--link cart-line__remove"
          aria-label={orderCopy.cart.removeLine(line.name)}
          onClick={() => {
            void cart.removeLine(line.id);
          }}
        >
          {orderCopy.cart.remove}
        </button>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{orderCopy.cart.lineTotal} </span>
        {formatMoney(view.total)}
      </p>
    </li>
  );
});
