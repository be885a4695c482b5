import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import DOMPurify from 'dompurify';
import type { ProductPageProps } from '../../../ports/storefront-backend';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { Breadcrumb } from '../../components/breadcrumb';
import { ProductImage } from '../../components/product-image';
import { QuantitySelector } from '../../components/quantity-selector';
import { copy } from '../../copy';
import { NutritionFactsPanel } from './nutrition-facts-panel';
import { PriceBlock } from './price-block';
import { VariantOptions, visibleVariants } from './variant-options';

/**
 * The product page (catalogue-gifting §2-§5): breadcrumb from the ancestors, title with the one-line
 * description, price block, variant radio options, quantity selector, Add to Cart (disabled with an
 * 'Out of stock!' badge when backordered), the sanitised description, ingredients and nutrition facts.
 */
export const ProductPage = observer(function ProductPage({ props }: { props: ProductPageProps }) {
  const { product, ancestors, nutritionFacts } = props;
  const { cart } = useStores();
  usePageAnnouncement(copy.pages.product(product.name), product.name);
  const variants = useMemo(() => visibleVariants(product.variants), [product]);
  const [selectedSku, setSelectedSku] = useState(() => (variants.find((v) => !v.backordered) ?? variants[0])?.sku ?? '');
  const [quantity, setQuantity] = useState(1);
  const variant = variants.find((v) => v.sku === selectedSku) ?? variants[0];
  const description = useMemo(() => DOMPurify.sanitize(product.description), [product.description]);
  const adding = cart.pendingAdds > 0;

  return (
    <div className="container page product-page">
      <Breadcrumb crumbs={[...ancestors.map((a) => ({ name: a.name, path: a.path })), { name: product.name }]} />
      <div className="product-page__grid">
        <div className="product-page__gallery">
          <ProductImage src={product.imageUrl} alt={copy.product.imageAlt(product.name)} eager />
        </div>
        <div className="product-page__buy">
          <h1 className="product-title">
            {product.name}
            {product.oneLinerDescription && <span className="product-title__oneliner">{product.oneLinerDescription}</span>}
          </h1>
          {variant && <PriceBlock variant={variant} />}
          <VariantOptions variants={variants} selectedSku={variant?.sku ?? ''} onSelect={(sku) => { setSelectedSku(sku); }} />
          {variant && (
            <form
              className="add-to-cart"
              onSubmit={(e) => { e.preventDefault(); if (!variant.backordered) void cart.addToCart(variant.sku, quantity); }}
            >
              {variant.backordered && <p className="badge badge--stock" role="status">{copy.product.outOfStock}</p>}
              <div className="add-to-cart__row">
                <QuantitySelector value={quantity} max={variant.maximumPiecesPerOrder} onChange={setQuantity} disabled={variant.backordered} />
                <button type="submit" className="button button--primary button--large add-to-cart__button" disabled={variant.backordered || adding} aria-busy={adding}>
                  {adding ? copy.product.adding : copy.product.addToCart}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
      <div className="product-page__info">
        <div className="product-page__text">
          <section className="info-section" aria-labelledby="details-title">
            <h2 id="details-title">{copy.product.details}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: description }} />
            {variant?.countryOfOrigin && <p className="muted">{copy.product.countryOfOrigin(variant.countryOfOrigin)}</p>}
          </section>
          {variant?.ingredients && (
            <section className="info-section" aria-labelledby="ingredients-title">
              <h2 id="ingredients-title">{copy.product.ingredients}</h2>
              <p>{variant.ingredients}</p>
            </section>
          )}
        </div>
        <NutritionFactsPanel facts={nutritionFacts} />
      </div>
    </div>
  );
});

export default ProductPage;
