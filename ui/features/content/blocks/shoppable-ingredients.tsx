import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ProductCard as Card } from '../../../../core/catalogue';
import type { BlockOptions } from '../../../../core/content';
import { useStores } from '../../../app/stores-context';
import { ProductCard } from '../../category/product-card';

/** The Add to Cart button's texts. */
export const shoppableCopy = { add: 'Add to Cart', adding: 'Adding…' } as const;
/** Where the form posts without JavaScript: POST /cart as a form (core-cart-checkout §7), as the product page's. */
const ADD_TO_CART_ACTION = '/cart';

/**
 * Products to buy from a page (shell-account §2 shoppable ingredients): a product card (catalogue-gifting §3) with an
 * Add to Cart button for each of the block's `productKeys` that the server found (PageState.contentProducts, kept by
 * the root store in `initialContent`: the server renders the cards, the browser hydrates them), in the
 * block's order; keys without a card are left out, and so is the block when none has one.
 */
export const ShoppableIngredientsBlock = observer(function ShoppableIngredientsBlock({
  options,
}: {
  readonly options: BlockOptions<'Shoppable Ingredients'>;
}) {
  const root = useStores();
  const all = root.initialContent.contentProducts ?? [];
  const cards = options.productKeys.flatMap((key) => all.find((c) => c.productKey === key) ?? []);
  if (cards.length === 0) return null;
  return (
    <section className="content-shoppable">
      {options.title && <h2 className="content-block__title">{options.title}</h2>}
      <ul className="product-grid content-shoppable__grid">
        {cards.map((card) => (
          <li key={card.productKey} className="content-shoppable__item">
            <ProductCard card={card} />
            <AddCardToCart card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * A card's Add to Cart (one of its variant): a plain POST to /cart of `sku`, `quantity` 1 and `_csrf` without
 * JavaScript; with it, through the cart store (whose Added to Cart panel follows). Disabled when out of stock.
 */
function AddCardToCart({ card }: { readonly card: Card }) {
  const root = useStores();
  const [adding, setAdding] = useState(false);
  return (
    <form
      method="post"
      action={ADD_TO_CART_ACTION}
      className="content-shoppable__form"
      onSubmit={(e) => {
        e.preventDefault();
        setAdding(true);
        void root.cart.addToCart(card.sku, 1).finally(() => setAdding(false));
      }}
    >
      <input type="hidden" name="sku" value={card.sku} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="_csrf" value={root.csrfToken} />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!card.inStock || adding}
        aria-busy={adding}
        aria-label={`${shoppableCopy.add}: ${card.name}`}
      >
        {adding ? shoppableCopy.adding : shoppableCopy.add}
      </button>
    </form>
  );
}
