import { observer } from 'mobx-react-lite';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductPageProps } from '../../../ports/storefront-backend';
import { canAddToCart } from '../../../core/catalogue/model/product-page/offered-variants';
import { productAdded, variantProduct, type PageSection } from '../../../core/analytics/model/events';
import { initialVariant, isGiftCertificate } from '../../../core/catalogue/model/product-page/gift-certificates';
import { priceDisplayOf } from '../../../core/catalogue/model/product-page/price-display';
import { loadedProduct, type ProductLoad } from '../../../core/catalogue/model/product-page/product-load';
import type { EstimateSubject } from '../../../core/catalogue/model/product-page/delivery-estimate';
import { selectPrice, unitPriceFor } from '../../../core/pricing/model/price-selection';
import { formatMoney, usd } from '../../../core/shared/money';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { Breadcrumb } from '../../components/breadcrumb';
import { QuantitySelector } from '../../components/quantity-selector';
import { copy } from '../../copy';
import { DeliveryEstimate, useProductDeliveryStore } from './delivery-estimate';
import { Expander, ReadMore } from './expander';
import { useSanitizedHtml } from './sanitizer';
import { NutritionFactsPanel, hasNutritionFacts } from './nutrition-facts-panel';
import { PriceBlock } from './price-block';
import { MerchandisingBadges, ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import { ProductLoadError, ProductPageSkeleton } from './product-page-skeleton';
import { StickyAddToCart, useStickyBarVisible } from './sticky-add-to-cart';
import { VariantOptions, visibleVariants } from './variant-options';
import { WebstoreRecommendationRow, categoryListPath } from '../recommendations';
import '../../styles/product.css';

/**
 * The product page (catalogue-gifting §2-§5): breadcrumb, merchandising badges, title with the one-line
 * description, price block with discount badges, gallery, variant radio options, delivery estimate with
 * its ZIP form, quantity and Add to Cart (disabled with 'Out of stock!' when backordered), highlights and
 * certifications, the sanitised Product Details and Ingredients expanders, nutrition facts and the sticky
 * add-to-cart bar. `stickyBar` is the condition flag of the sticky bar (on by default). The variant shown first
 * is the one the URL names (`?sku=`, or `?id=` for gift certificates), else the first in stock.
 */
export const ProductPage = observer(function ProductPage({ props, stickyBar = true }: { props: ProductPageProps; stickyBar?: boolean }) {
  const { product, ancestors, nutritionFacts } = props;
  const root = useStores();
  const { cart } = root;
  usePageAnnouncement(copy.pages.product(product.name), product.name);
  const variants = useMemo(() => visibleVariants(product.variants), [product]);
  const [params] = useSearchParams();
  // A link may name the variant: ?sku=… (gift certificates: ?id=<variation id>, catalogue-gifting §4).
  const [selectedSku, setSelectedSku] = useState(() => initialVariant(product.key, variants, { sku: params.get('sku'), id: params.get('id') })?.sku ?? '');
  const [quantity, setQuantity] = useState(1);
  const variant = variants.find((v) => v.sku === selectedSku) ?? variants[0];
  const description = useSanitizedHtml(product.description) ?? '';
  const ingredients = useSanitizedHtml(variant?.ingredients ?? '') ?? '';
  const adding = cart.pendingAdds > 0;
  const addable = canAddToCart(variant);
  const delivery = useProductDeliveryStore();
  const mainButton = useRef<HTMLButtonElement>(null);
  const stickyVisible = useStickyBarVisible(mainButton, stickyBar);
  const display = variant ? priceDisplayOf(product.key, variant) : undefined;
  const hasFacts = hasNutritionFacts(nutritionFacts);
  // 'Frequently bought together' (catalogue-gifting §2 Recommendation rows): the product's own category.
  const related = ancestors[ancestors.length - 1];
  const price = variant ? selectPrice(variant.prices) : undefined;
  const subject: EstimateSubject | undefined = variant && {
    sku: variant.sku, quantity, weightGrams: variant.weightGrams, unitPrice: price ? unitPriceFor(price, quantity) : usd(0), meltable: product.meltable, addOns: [],
  };
  // The analytics event goes first, then the add (catalogue-gifting §4 Other product page states).
  const add = (section: PageSection) => {
    if (!variant || !addable) return;
    const unit = price ? unitPriceFor(price, quantity) : usd(0);
    root.analytics.track(productAdded(variantProduct(product, variant, unit, ancestors[0]?.name), quantity, section));
    root.ui.setAddedFrom(related?.key);
    void cart.addToCart(variant.sku, quantity);
  };

  return (
    <div className="container page product-page">
      <Breadcrumb crumbs={[...ancestors.map((a) => ({ name: a.name, path: a.path })), { name: product.name }]} />
      <div className="product-page__grid">
        <div className="product-page__gallery">
          <ProductGallery name={product.name} imageUrl={product.imageUrl} variant={variant} facts={nutritionFacts} hasFacts={hasFacts} />
        </div>
        <div className="product-page__buy">
          <MerchandisingBadges tags={product.tags} onSale={display?.comparisonPrice !== undefined} />
          <h1 className="product-title">
            {product.name}
            {product.oneLinerDescription && <span className="product-title__oneliner">{product.oneLinerDescription}</span>}
          </h1>
          {variant && <PriceBlock productKey={product.key} variant={variant} />}
          <VariantOptions variants={variants} selectedSku={variant?.sku ?? ''} onSelect={(sku) => { setSelectedSku(sku); }} legend={isGiftCertificate(product.key) ? copy.product.amountLegend : undefined} />
          {variant && (
            <form className="add-to-cart" onSubmit={(e) => { e.preventDefault(); add('Product Page'); }}>
              {variant.backordered && <p className="badge badge--stock" role="status">{copy.product.outOfStock}</p>}
              <div className="add-to-cart__row">
                <QuantitySelector value={quantity} max={variant.maximumPiecesPerOrder} onChange={setQuantity} disabled={variant.backordered} />
                <button ref={mainButton} type="submit" className="button button--primary button--large add-to-cart__button" disabled={!addable || adding} aria-busy={adding}>
                  {adding ? copy.product.adding : copy.product.addToCart}
                </button>
              </div>
            </form>
          )}
          {subject && <DeliveryEstimate store={delivery} subject={subject} />}
          <ProductBadges tags={product.tags} facts={nutritionFacts} />
        </div>
      </div>
      <div className="product-page__info">
        <div className="product-page__text">
          <Expander title={copy.product.details} defaultOpen>
            <ReadMore html={description} />
            {variant?.countryOfOrigin && <p className="muted">{copy.product.countryOfOrigin(variant.countryOfOrigin)}</p>}
          </Expander>
          {ingredients && (
            <Expander title={copy.product.ingredients}>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: ingredients }} />
            </Expander>
          )}
        </div>
        <NutritionFactsPanel facts={nutritionFacts} />
      </div>
      {related && (
        <WebstoreRecommendationRow path={categoryListPath(related.key)} viewAllHref={related.path} />
      )}
      {stickyBar && variant && (
        <StickyAddToCart
          visible={stickyVisible} name={product.name} price={display?.price && formatMoney(display.price)}
          disabled={!addable} busy={adding} label={copy.product.addToCart} onAdd={() => add('Sticky Add To Cart')}
        />
      )}
    </div>
  );
});

/**
 * The product page by load state (catalogue-gifting §4 Product load): the skeleton while loading, the
 * page once loaded, the error's message after a failed load. Reading the product while it is still
 * loading throws 'Product information not loaded yet' (§8), so the skeleton branch comes first.
 */
export function ProductPageView({ load }: { load: ProductLoad<ProductPageProps> }) {
  if (load.status === 'loading') return <ProductPageSkeleton />;
  const props = loadedProduct(load);
  return props ? <ProductPage props={props} /> : <ProductLoadError message={load.status === 'error' ? load.message : ''} />;
}

export default ProductPage;
