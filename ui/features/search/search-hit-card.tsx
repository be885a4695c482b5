import type { Hit } from 'instantsearch.js';
import type { SearchProductRecord } from '../../../ports/search';
import { formatMoney, usd } from '../../../core/shared';
import { AllergenBadges } from '../../components/allergen-badges';
import { AppLink } from '../../components/app-link';
import { cardPriceText } from '../../components/format';
import { ProductImage } from '../../components/product-image';
import { searchCopy } from './search-copy';

/** A Products hit as InstantSearch hands it over. */
export type ProductHit = Hit<SearchProductRecord & { [key: string]: unknown }>;

/**
 * A product card on the results page (spec: shell-account §3 Search product hit): image, name and variant
 * linking to the product path, the major food allergens as small badges when known, price for one piece
 * (the list price struck through when discounted).
 */
export function SearchHitCard({ hit, eager }: { hit: ProductHit; eager?: boolean }) {
  const name = hit.Product.name;
  const discounted = hit.cost > hit.singlePiecePrice;
  return (
    <article className="search-hit">
      <AppLink to={hit.path} className="search-hit__media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={hit.Product.listingImageUrl} alt="" eager={eager} />
      </AppLink>
      <div className="search-hit__body">
        <h2 className="search-hit__name">
          <AppLink to={hit.path}>{name}</AppLink>
        </h2>
        <p className="search-hit__variant">{hit.shortVariantName}</p>
        <AllergenBadges allergens={hit.allergens} />
        <p className="search-hit__price">
          <strong className={discounted ? 'search-hit__now price--sale' : 'search-hit__now'}>
            {cardPriceText(usd(hit.singlePiecePrice))}
          </strong>
          {discounted && (
            <s className="search-hit__was">
              <span className="visually-hidden">{searchCopy.wasPrice} </span>
              {formatMoney(usd(hit.cost))}
            </s>
          )}
        </p>
        {!hit.inStock && <p className="search-hit__stock">{searchCopy.outOfStock}</p>}
      </div>
    </article>
  );
}
