import { Link } from 'react-router';
import type { ProductCard as Card } from '../../../core/catalogue/model/product-card';
import { formatMoney } from '../../../core/shared/money';
import { ProductImage } from '../../components/product-image';
import { copy } from '../../copy';
import { FavoriteButton } from './favorite-button';
import { listingCopy } from './listing-copy';
import '../../styles/listing.css';

/**
 * A product card of a listing or a recommendation row (spec: catalogue-gifting §3 Product card): image, heart
 * toggle, sale and out-of-stock badges, name linking to the product path, short description, price with the
 * comparison price, unit name, star rating when the data has one (the seeded catalogue has none), and an
 * auto-delivery note. The image repeats the name link for pointer users and is hidden from screen readers.
 */
export function ProductCard({ card, compact = false }: { card: Card; compact?: boolean }) {
  const onSale = card.listPrice !== undefined && card.listPrice.cents > card.price.cents;
  return (
    <article className={`product-card${compact ? ' product-card--compact' : ''}${card.allVariantsOutOfStock ? ' product-card--out' : ''}`}>
      <div className="product-card__media-wrap">
        <Link to={card.path} className="product-card__media" tabIndex={-1} aria-hidden="true">
          <ProductImage src={card.imageUrl} alt="" />
        </Link>
        <FavoriteButton productKey={card.productKey} name={card.name} />
      </div>
      <div className="product-card__body">
        {(onSale || card.allVariantsOutOfStock) && (
          <p className="product-card__badges">
            {onSale && card.displayDiscountPercent ? <span className="badge badge--sale">{copy.product.save(card.displayDiscountPercent)}</span> : null}
            {card.allVariantsOutOfStock && <span className="badge badge--muted">{copy.product.outOfStock}</span>}
          </p>
        )}
        <h3 className="product-card__name"><Link to={card.path}>{card.name}</Link></h3>
        {card.averageRating !== undefined && <Rating average={card.averageRating} count={card.totalRatings} />}
        {!compact && card.shortDescription && <p className="product-card__desc">{card.shortDescription}</p>}
        <p className="product-card__price">
          <span className="price">{formatMoney(card.price)}</span>
          {onSale && <s className="price price--was"><span className="visually-hidden">{copy.product.comparisonPrice} </span>{formatMoney(card.listPrice!)}</s>}
          <span className="product-card__unit">{card.unitName}</span>
        </p>
        {card.autoDeliveryEligible && !card.allVariantsOutOfStock && <p className="product-card__ad">{compact ? listingCopy.autoDeliveryShort : listingCopy.autoDelivery}</p>}
      </div>
    </article>
  );
}

/** Five stars filled to the average (0 to 5), with the text for screen readers. */
function Rating({ average, count }: { average: number; count?: number }) {
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  return (
    <p className="product-card__rating" role="img" aria-label={listingCopy.rating(average, count)}>
      <span className="stars" aria-hidden="true"><span className="stars__fill" style={{ width: `${percent}%` }}>★★★★★</span>★★★★★</span>
      {count !== undefined && <span className="product-card__rating-count" aria-hidden="true">({count})</span>}
    </p>
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
