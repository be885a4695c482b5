import { observer } from 'mobx-react-lite';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductPageProps } from '../../../ports/storefront-backend';
import type { Product, Variant } from '../../../core/catalogue';
import { canAddToCart } from '../../../core/catalogue';
import { productAdded, variantProduct, type PageSection } from '../../../core/analytics';
import { initialVariant, isGiftCertificate } from '../../../core/catalogue';
import { priceDisplayOf } from '../../../core/catalogue';
import { loadedProduct, type ProductLoad } from '../../../core/catalogue';
import type { EstimateSubject } from '../../../core/catalogue';
import { selectPrice, unitPriceFor } from '../../../core/pricing';
import { formatMoney, usd } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import type { RootStore } from '../../stores/root-store';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { pageTitleOf } from '../../seo/document-title';
import { Breadcrumb } from '../../components/breadcrumb';
import { copy } from '../../copy';
import { productCopy } from './product-copy';
import { AddToCartForm } from './add-to-cart-form';
import { ProductAutoDelivery } from './auto-delivery-control';
import { DeliveryEstimateIsland } from './delivery-estimate-island';
import { useSanitizedHtml } from './sanitizer';

export { seedSanitized } from './sanitizer';
import { hasNutritionFacts } from './nutrition-facts-text';
import { PriceBlock } from './price-block';
import { SocialProof } from './social-proof';
import { MerchandisingBadges, ProductBadges } from './product-badges';
import { allergenStatementOf, ProductInfo } from './product-info';
import { ProductGallery } from './product-gallery';
import { ProductLoadError, ProductPageSkeleton } from './product-page-skeleton';
import { StickyAddToCart, useStickyBarVisible } from './sticky-add-to-cart';
import { VariantOptions, visibleVariants } from './variant-options';
import { WebstoreRecommendationRow, targetedListPath } from '../recommendations';
import '../../styles/product.css';

/** The product page's props: the resolved product page's, the sticky bar's condition flag, an own buy block. */
interface ProductPageOptions {
  readonly props: ProductPageProps;
  readonly stickyBar?: boolean;
  readonly buyBlock?: ReactNode;
}

/**
 * The product page (catalogue-gifting §2-§5): breadcrumb, merchandising badges, title with the one-line
 * description, price block with discount badges, gallery, variant radio options, delivery estimate with
 * its ZIP form, quantity and Add to Cart (disabled with 'Out of stock!' when backordered), highlights and
 * certifications (a nutrient claim explained on hover and focus), the sanitised Product Details and Ingredients
 * expanders (with a food's allergen statement), nutrition facts and the sticky add-to-cart bar. `buyBlock`
 * replaces the price, variants and Add to Cart (the gift box bundle's gift-box buy block, catalogue-gifting §1).
 * `stickyBar` is the condition flag of the sticky bar (on by default). The variant shown first is the one the URL
 * names (`?sku=`, or `?id=` for gift certificates), else the first in stock.
 */
export const ProductPage = observer(function ProductPage({ props, stickyBar = true, buyBlock }: ProductPageOptions) {
  const { product, ancestors, nutritionFacts } = props;
  usePageAnnouncement(copy.pages.product(product.name), pageTitleOf(product));
  const purchase = usePurchase(props, buyBlock !== undefined);
  const { variant, buyable, addable, adding, add } = purchase;
  const description = useSanitizedHtml(product.description) ?? '';
  const ingredients = useSanitizedHtml(variant?.ingredients ?? '') ?? '';
  const mainButton = useRef<HTMLButtonElement>(null);
  const stickyVisible = useStickyBarVisible(mainButton, stickyBar);
  const hasFacts = hasNutritionFacts(nutritionFacts);
  // 'Frequently bought together' (catalogue-gifting §2 Recommendation rows): the product's own category.
  const related = ancestors[ancestors.length - 1];

  return (
    <div className="container page product-page">
      <Breadcrumb crumbs={[...ancestors.map((a) => ({ name: a.name, path: a.path })), { name: product.name }]} />
      <div className="product-page__grid">
        <div className="product-page__gallery">
          <ProductGallery
            name={product.name}
            imageUrl={product.imageUrl}
            variant={variant}
            facts={nutritionFacts}
            hasFacts={hasFacts}
          />
        </div>
        <div className="product-page__buy">
          <MerchandisingBadges tags={product.tags} onSale={onSale(product, variant)} />
          <ProductTitle product={product} />
          <SocialProof productKey={product.key} />
          {buyBlock}
          {buyable && <PriceBlock productKey={product.key} variant={buyable} />}
          <VariantOptions
            variants={purchase.variants}
            selectedSku={variant?.sku ?? ''}
            onSelect={purchase.setSelectedSku}
            legend={isGiftCertificate(product.key) ? productCopy.amountLegend : undefined}
          />
          {buyable && (
            <AddToCartForm
              variant={buyable}
              csrfToken={purchase.csrfToken}
              quantity={purchase.quantity}
              onQuantity={purchase.setQuantity}
              addable={addable}
              adding={adding}
              buttonRef={mainButton}
              onAdd={() => add('Product Page')}
            />
          )}
          {buyable && <ProductAutoDelivery page={props} variant={buyable} quantity={purchase.quantity} />}
          {purchase.subject && <DeliveryEstimateIsland subject={purchase.subject} services={purchase.services} />}
          <ProductBadges product={product} tooltips={props.claimTooltips} />
        </div>
      </div>
      <ProductInfo
        description={description}
        ingredients={ingredients}
        allergenStatement={allergenStatementOf(props.allergenStatement, variant?.ingredients)}
        countryOfOrigin={variant?.countryOfOrigin}
        facts={nutritionFacts}
      />
      {related && (
        <WebstoreRecommendationRow
          path={targetedListPath(related.key, 'PDP Recommendations')}
          viewAllHref={related.path}
        />
      )}
      {stickyBar && buyable && (
        <StickyAddToCart
          visible={stickyVisible}
          name={product.name}
          price={stickyPrice(product, buyable)}
          disabled={!addable}
          busy={adding}
          label={productCopy.addToCart}
          onAdd={() => add('Sticky Add To Cart')}
        />
      )}
    </div>
  );
});

/**
 * The visible variants of `product` and the one selected: first the one a link names (`?sku=…`; gift
 * certificates `?id=<variation id>`, catalogue-gifting §4), else the first in stock.
 */
function useSelectedVariant(product: Product) {
  const variants = useMemo(() => visibleVariants(product.variants), [product]);
  const [params] = useSearchParams();
  const [selectedSku, setSelectedSku] = useState(() => {
    const named = initialVariant(product.key, variants, { sku: params.get('sku'), id: params.get('id') });
    return named?.sku ?? '';
  });
  const variant = variants.find((v) => v.sku === selectedSku) ?? variants[0];
  return { variants, variant, setSelectedSku };
}

/**
 * What the buy box works with: the visible variants and the selected one, the quantity, whether the variant
 * can be added and an add is pending, the delivery estimate's subject, `add` (from a page section) and the CSRF
 * token the Add to Cart form posts. With an own buy block (`ownBlock`) no variant is `buyable` and none is listed.
 */
function usePurchase(props: ProductPageProps, ownBlock: boolean) {
  const root = useStores();
  const { variants, variant, setSelectedSku } = useSelectedVariant(props.product);
  const buyable = ownBlock ? undefined : variant;
  const [quantity, setQuantity] = useState(1);
  const addable = canAddToCart(variant);
  const add = (section: PageSection) => {
    if (variant && addable) addToCart(root, props, variant, quantity, section);
  };
  return {
    variants: ownBlock ? [] : variants,
    variant,
    buyable,
    setSelectedSku,
    quantity,
    setQuantity,
    addable,
    adding: root.cart.pendingAdds > 0,
    add,
    subject: buyable && estimateSubjectOf(props.product, buyable, quantity),
    csrfToken: root.csrfToken,
    services: root.services,
  };
}

/** Whether the selected variant shows a comparison price (the 'Sale' badge). */
function onSale(product: Product, variant: Variant | undefined): boolean {
  return variant !== undefined && priceDisplayOf(product.key, variant)?.comparisonPrice !== undefined;
}

/** The sticky bar's price text: the variant's displayed price, formatted. */
function stickyPrice(product: Product, variant: Variant): string | undefined {
  const price = priceDisplayOf(product.key, variant)?.price;
  return price && formatMoney(price);
}

/** The unit price of `quantity` units of `variant` (its tier for that quantity; $0 without a price). */
function unitPriceOf(variant: Variant, quantity: number) {
  const price = selectPrice(variant.prices);
  return price ? unitPriceFor(price, quantity) : usd(0);
}

/** What the delivery estimate prices for `quantity` units of `variant` (catalogue-gifting §4 Delivery estimate). */
function estimateSubjectOf(product: Product, variant: Variant, quantity: number): EstimateSubject {
  const unitPrice = unitPriceOf(variant, quantity);
  return {
    sku: variant.sku,
    quantity,
    weightGrams: variant.weightGrams,
    unitPrice,
    meltable: product.meltable,
    addOns: [],
  };
}

/**
 * Adds `quantity` units of `variant` from `section`: the analytics event goes first, then the add
 * (catalogue-gifting §4 Other product page states); the Added-to-Cart panel recommends the product's own category.
 */
function addToCart(
  root: RootStore,
  { product, ancestors }: ProductPageProps,
  variant: Variant,
  quantity: number,
  section: PageSection,
) {
  const unit = unitPriceOf(variant, quantity);
  root.analytics.track(productAdded(variantProduct(product, variant, unit, ancestors[0]?.name), quantity, section));
  root.ui.setAddedFrom(ancestors[ancestors.length - 1]?.key);
  void root.cart.addToCart(variant.sku, quantity);
}

/** The product's name as the page heading, with its one-line description. */
function ProductTitle({ product }: { product: Product }) {
  return (
    <h1 className="product-title">
      {product.name}
      {product.oneLinerDescription && <span className="product-title__oneliner">{product.oneLinerDescription}</span>}
    </h1>
  );
}

/**
 * The product page by load state (catalogue-gifting §4 Product load): the skeleton while loading, the
 * page once loaded, the error's message after a failed load. Reading the product while it is still
 * loading throws 'Product information not loaded yet' (§8), so the skeleton branch comes first.
 */
export function ProductPageView({ load }: { load: ProductLoad<ProductPageProps> }) {
  if (load.status === 'loading') return <ProductPageSkeleton />;
  const props = loadedProduct(load);
  return props ? (
    <ProductPage props={props} />
  ) : (
    <ProductLoadError message={load.status === 'error' ? load.message : ''} />
  );
}

export default ProductPage;
