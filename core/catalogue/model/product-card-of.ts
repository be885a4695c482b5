import { isVariantInStock, type Product } from './product';
import type { ProductCard } from './product-card';
import { percentOff, selectPrice, unitPriceFor } from '../../pricing/model';

/**
 * The product card of a product (spec: catalogue-gifting §3 Product card): its first active variant that is
 * not hidden (inactive and 'Mini Boxes' variants are hidden), default price, comparison price when a product
 * discount lowers it, discount percent (floor of the ratio plus 0.02), unit name, stock state and auto-delivery
 * eligibility, and the allergen keys of its badges. Ratings are left out: products carry none (see
 * ProductCard). Undefined without a visible variant or without a default price.
 */
export function productCardOf(product: Product): ProductCard | undefined {
  const visible = product.variants.filter((v) => v.active && v.variantName !== 'Mini Boxes');
  const variant = visible.find(isVariantInStock) ?? visible[0];
  if (!variant) return undefined;
  const price = selectPrice(variant.prices);
  if (!price) return undefined;
  const unit = unitPriceFor(price, 1);
  const onSale = unit.cents < price.value.cents;
  return {
    sku: variant.sku,
    productKey: product.key,
    name: product.name,
    path: product.path,
    imageUrl: product.imageUrl,
    price: unit,
    listPrice: onSale ? price.value : undefined,
    displayDiscountPercent: onSale ? percentOff(price.value, unit) : undefined,
    inStock: isVariantInStock(variant),
    allVariantsOutOfStock: visible.every((v) => !isVariantInStock(v)),
    autoDeliveryEligible: variant.autoDeliveryEligible,
    unitName: variant.unitName,
    weightGrams: variant.weightGrams,
    shortDescription: product.oneLinerDescription,
    keywords: product.tags,
    hasSiblings: visible.length > 1,
    ...(product.allergens ? { allergens: product.allergens.map((d) => d.allergen) } : {}),
  };
}
