import type {
  Category as CtCategory,
  LocalizedString,
  ProductProjection,
  ProductVariant,
} from '@commercetools/platform-sdk';
import type { Category, Product, Variant } from '../../../../core/catalogue';
import { omitUndefined } from '../../../../core/shared';
import {
  allergenAttributes,
  attributes,
  ctCustomObject,
  ctPrice,
  expands,
  IMAGE_DIMENSIONS,
  ls,
  PRODUCT_TYPE_ID,
  SEEDED_AT,
  type WireDirectory,
} from './encode-values';

/**
 * Domain → commercetools catalogue representations (WIRE.md "Products", "Category"): product projections with
 * their variants and attributes, and categories with their ancestors. Pure functions.
 */

function productAttributes(p: Product, dir: WireDirectory): Record<string, unknown> {
  const tagRef = (id: string) => {
    const obj = expands(dir, 'attributes') ? dir.tagObjects?.get(id) : undefined;
    return obj
      ? { typeId: 'key-value-document', id, obj: ctCustomObject('tags', obj) }
      : { typeId: 'key-value-document', id };
  };
  return {
    productPath: p.path,
    oneLinerDescription: p.oneLinerDescription,
    tags: p.tags,
    tagReferences: p.tagReferences?.map(tagRef),
    meltable: p.meltable,
    ingredients: p.variants[0]?.ingredients,
    countryOfOrigin: p.variants[0]?.countryOfOrigin,
    ...customizerAttributes(p),
    ...foodLabelAttributes(p),
  };
}

/**
 * The allergen and claim attributes of WIRE.md: allergens (set of enum keys in statement order, absent
 * when unknown), treeNutSpecies, fishSpecies, shellfishSpecies, referenceAmountCategory, referenceAmountGrams,
 * nutrientClaims, claimDisclosures.
 */
function foodLabelAttributes(p: Product): Record<string, unknown> {
  return {
    ...allergenAttributes(p.allergens),
    referenceAmountCategory: p.referenceAmount?.category,
    referenceAmountGrams: p.referenceAmount?.grams,
    nutrientClaims: p.nutrientClaims ? [...p.nutrientClaims] : undefined,
    claimDisclosures: p.claimDisclosures ? [...p.claimDisclosures] : undefined,
  };
}

/**
 * The customizer attributes of WIRE.md (catalogue-gifting §3 Mix ingredient, Tray ingredient): density (g per cup),
 * customizerCategoryNames, popularity, volumePrice (cents per cup), mixIngredient, trayIngredient and premium; none
 * for a product no customizer offers.
 */
function customizerAttributes(p: Product): Record<string, unknown> {
  const c = p.customizer;
  if (!c) return {};
  return {
    density: c.density,
    customizerCategoryNames: c.customizerCategoryNames ? [...c.customizerCategoryNames] : undefined,
    popularity: c.popularity,
    volumePrice: c.volumePriceCents,
    mixIngredient: c.mixIngredient,
    trayIngredient: c.trayIngredient !== undefined,
    premium: c.trayIngredient?.premium,
  };
}

/** A domain variant of `product` → a commercetools ProductVariant with the attributes of WIRE.md. */
export function ctVariant(v: Variant, product: Product, dir: WireDirectory): ProductVariant {
  return {
    id: v.id,
    sku: v.sku,
    key: v.sku,
    prices: v.prices.map((p) => ctPrice(p, dir)),
    images: [{ url: product.imageUrl, dimensions: IMAGE_DIMENSIONS }],
    ...(v.availability ? { availability: { ...v.availability } } : {}),
    attributes: attributes({
      ...productAttributes(product, dir),
      variantName: v.variantName,
      weightGrams: v.weightGrams,
      active: v.active,
      backordered: v.backordered,
      maximumPiecesPerOrder: v.maximumPiecesPerOrder,
      unitName: v.unitName,
      unitSize: v.unitSize,
      bagSize: v.bagSize,
      bulk: v.bulk,
      wholesale: v.wholesale,
      autoDeliveryEligible: v.autoDeliveryEligible,
      usdaNdbNo: v.usdaNdbNo,
      servingsPerContainer: v.servingsPerContainer,
      fixedAddress: v.fixedAddress,
    }),
  };
}

/**
 * commercetools' own `metaTitle` and `metaDescription` (LocalizedString, en-US) of a product or category: its custom
 * page title and meta description (catalogue-gifting §3 Product); absent when the domain has none.
 */
function metaFields(x: Pick<Product, 'customPageTitle' | 'metaDescription'>): {
  metaTitle?: LocalizedString;
  metaDescription?: LocalizedString;
} {
  return omitUndefined({
    metaTitle: x.customPageTitle === undefined ? undefined : ls(x.customPageTitle),
    metaDescription: x.metaDescription === undefined ? undefined : ls(x.metaDescription),
  });
}

/** A domain product → a commercetools ProductProjection (published, current). */
export function ctProductProjection(p: Product, dir: WireDirectory): ProductProjection {
  const [master, ...rest] = p.variants;
  if (!master) throw new Error(`product ${p.key} has no variants`);
  return {
    id: p.id,
    key: p.key,
    version: 1,
    productType: { typeId: 'product-type', id: PRODUCT_TYPE_ID },
    name: ls(p.name),
    slug: ls(p.slug),
    description: ls(p.description),
    ...metaFields(p),
    categories: p.categoryKeys.flatMap((k) => {
      const id = dir.categoryIdOf(k);
      return id
        ? [
            expands(dir, 'categories')
              ? { typeId: 'category' as const, id, obj: { id, key: k } as CtCategory }
              : { typeId: 'category' as const, id },
          ]
        : [];
    }),
    categoryOrderHints: {},
    searchKeywords: {},
    hasStagedChanges: false,
    published: true,
    attributes: [],
    masterVariant: ctVariant(master, p, dir),
    variants: rest.map((v) => ctVariant(v, p, dir)),
    createdAt: SEEDED_AT,
    lastModifiedAt: SEEDED_AT,
  };
}

/** A domain category → a commercetools Category; `all` resolves the parent chain into `ancestors`. */
export function ctCategory(c: Category, all: ReadonlyMap<string, Category>): CtCategory {
  const ancestors: Category[] = [];
  for (
    let parent = c.parentKey ? all.get(c.parentKey) : undefined;
    parent;
    parent = parent.parentKey ? all.get(parent.parentKey) : undefined
  )
    ancestors.unshift(parent);
  const parent = ancestors[ancestors.length - 1];
  return omitUndefined({
    id: c.id,
    key: c.key,
    version: 1,
    name: ls(c.name),
    slug: ls(c.path.split('/').pop() ?? c.key),
    description: c.description === undefined ? undefined : ls(c.description),
    ...metaFields(c),
    ancestors: ancestors.map((a) => ({ typeId: 'category' as const, id: a.id })),
    parent: parent ? { typeId: 'category' as const, id: parent.id } : undefined,
    orderHint: String(c.orderHint / 1000),
    createdAt: SEEDED_AT,
    lastModifiedAt: SEEDED_AT,
  }) as CtCategory;
}
