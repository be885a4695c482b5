import { useEffect, useRef } from 'react';
import { cardProduct } from '../../../core/analytics';
import type { ProductCard as Card } from '../../../core/catalogue';
import { formatMoney } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { AllergenBadges } from '../../components/allergen-badges';
import { AppLink } from '../../components/app-link';
import { cardPriceText } from '../../components/format';
import { whenHalfInView } from '../../components/half-in-view';
import { ProductImage } from '../../components/product-image';
import type { ListPlacement } from '../../stores/analytics-store';
import { copy } from '../../copy';
import { FavoriteButton } from './favorite-button';
import { listingCopy } from './listing-copy';
import '../../styles/listing.css';

/**
 * A product card of a listing or a recommendation row (spec: catalogue-gifting §3 Product card): image, heart
 * toggle, sale and out-of-stock badges, name linking to the product path, short description, the major food
 * allergens as small badges when known, price ('Build your own' for a price of 0, catalogue-gifting §9)
 * with the comparison price, unit name, star rating when the data has one (the seeded catalogue has none), and an
 * auto-delivery note. The image repeats the name link for pointer users and is hidden from screen readers.
 * With a `placement` the card reports its impression once it is half in view (at once where the browser cannot
 * observe intersections) and a click on it (catalogue-gifting §7 analytics events).
 */
export function ProductCard({
  card,
  compact = false,
  placement,
}: {
  card: Card;
  compact?: boolean;
  placement?: ListPlacement;
}) {
  const onSale = card.listPrice !== undefined && card.listPrice.cents > card.price.cents;
  const { analytics, services } = useStores();
  const ref = useImpression(card, placement);
  const onOpen = placement
    ? () => {
        analytics.clicked(cardProduct(card, placement.position), placement);
        // A card a targeting decision chose reports the click to it (catalogue-gifting §4 Recommendations).
        if (card.decision) void services.backend.reportEngagement(card.decision.decisionId, card.decision.variationId);
      }
    : undefined;
  return (
    <article
      ref={ref}
      className={
        `product-card${compact ? ' product-card--compact' : ''}` +
        `${card.allVariantsOutOfStock ? ' product-card--out' : ''}`
      }
    >
      <div className="product-card__media-wrap">
        <AppLink to={card.path} className="product-card__media" tabIndex={-1} aria-hidden="true" onClick={onOpen}>
          <ProductImage src={card.imageUrl} alt="" />
        </AppLink>
        <FavoriteButton productKey={card.productKey} name={card.name} />
      </div>
      <div className="product-card__body">
        <CardBadges card={card} onSale={onSale} />
        <h3 className="product-card__name">
          <AppLink to={card.path} onClick={onOpen}>
            {card.name}
          </AppLink>
        </h3>
        {card.averageRating !== undefined && <Rating average={card.averageRating} count={card.totalRatings} />}
        {!compact && card.shortDescription && <p className="product-card__desc">{card.shortDescription}</p>}
        <AllergenBadges allergens={card.allergens} />
        <p className="product-card__price">
          <span className="price">{cardPriceText(card.price)}</span>
          {onSale && (
            <s className="price price--was">
              <span className="visually-hidden">{copy.product.comparisonPrice} </span>
              {formatMoney(card.listPrice!)}
            </s>
          )}
          <span className="product-card__unit">{card.unitName}</span>
        </p>
        {card.autoDeliveryEligible && !card.allVariantsOutOfStock && (
          <p className="product-card__ad">{compact ? listingCopy.autoDeliveryShort : listingCopy.autoDelivery}</p>
        )}
      </div>
    </article>
  );
}

/**
 * Reports the card's impression once it is half in view (at once where the browser cannot observe
 * intersections), when it has a list `placement`; returns the ref of the card's element.
 */
function useImpression(card: Card, placement: ListPlacement | undefined) {
  const { analytics } = useStores();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!placement || !el) return undefined;
    return whenHalfInView(el, () => analytics.impression(cardProduct(card, placement.position), placement));
    // A placement is a new object each render; its fields say whether it is the same placement.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placement's fields stand for placement (see above)
  }, [analytics, card, placement?.listId, placement?.section, placement?.position]);
  return ref;
}

/** The sale ('Save n%') and 'Out of stock!' badges of a card, when either applies. */
function CardBadges({ card, onSale }: { card: Card; onSale: boolean }) {
  if (!onSale && !card.allVariantsOutOfStock) return null;
  return (
    <p className="product-card__badges">
      {onSale && card.displayDiscountPercent ? (
        <span className="badge badge--sale">{copy.product.save(card.displayDiscountPercent)}</span>
      ) : null}
      {card.allVariantsOutOfStock && <span className="badge badge--muted">{copy.product.outOfStock}</span>}
    </p>
  );
}

/** Five stars filled to the average (0 to 5), with the text for screen readers. */
function Rating({ average, count }: { average: number; count?: number }) {
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  return (
    <p className="product-card__rating" role="img" aria-label={listingCopy.rating(average, count)}>
      <span className="stars" aria-hidden="true">
        <span className="stars__fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      {count !== undefined && (
        <span className="product-card__rating-count" aria-hidden="true">
          ({count})
        </span>
      )}
    </p>
  );
}

/**
 * A responsive grid of product cards; with `list` (its id and page section) the cards report analytics, at
 * positions counted from `firstPosition` (1-based; a listing's page 2 of 48 starts at 49).
 */
export function ProductGrid({
  cards,
  label,
  list,
  firstPosition = 1,
}: {
  cards: readonly Card[];
  label?: string;
  list?: { readonly id: string; readonly section: string };
  firstPosition?: number;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {cards.map((c, i) => (
        <li key={c.sku}>
          <ProductCard
            card={c}
            placement={list && { listId: list.id, section: list.section, position: firstPosition + i }}
          />
        </li>
      ))}
    </ul>
  );
}
