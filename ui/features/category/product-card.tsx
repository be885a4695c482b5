import { Link } from 'react-router';
import type { ProductCard as Card } from '../../../core/catalogue/model/product-card';
import { formatMoney } from '../../../core/shared/money';
import { ProductImage } from '../../components/product-image';
import { copy } from '../../copy';

/**
 * A product card of a listing: image, badges, name linking to the product, short description, price with
 * the comparison price. The image repeats the name link for pointer users and is hidden from screen readers.
 */
export function ProductCard({ card }: { card: Card }) {
  const onSale = card.listPrice !== undefined && card.listPrice.cents > card.price.cents;
  return (
    <article className="product-card">
      <Link to={card.path} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={card.imageUrl} alt="" />
      </Link>
      <div className="product-card__body">
        {(onSale || card.allVariantsOutOfStock) && (
          <p className="product-card__badges">
            {onSale && card.displayDiscountPercent ? <span className="badge badge--sale">{copy.product.save(card.displayDiscountPercent)}</span> : null}
            {card.allVariantsOutOfStock && <span className="badge badge--muted">{copy.product.outOfStock}</span>}
          </p>
        )}
        <h3 className="product-card__name"><Link to={card.path}>{card.name}</Link></h3>
        {card.shortDescription && <p className="product-card__desc">{card.shortDescription}</p>}
        <p className="product-card__price">
          <span className="price">{formatMoney(card.price)}</span>
          {onSale && <s className="price price--was"><span className="visually-hidden">{copy.product.comparisonPrice} </span>{formatMoney(card.listPrice!)}</s>}
          <span className="product-card__unit">{card.unitName}</span>
        </p>
      </div>
    </article>
  );
}

/** A responsive grid of product cards. */
export function ProductGrid({ cards, label }: { cards: readonly Card[]; label?: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {cards.map((c) => <li key={c.sku}><ProductCard card={c} /></li>)}
    </ul>
  );
}
