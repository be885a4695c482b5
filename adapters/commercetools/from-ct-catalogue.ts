/** commercetools product projections, variants, prices and categories → domain catalogue types (WIRE.md Products). */
import { omitUndefined } from '../../core/shared';
import type { Price } from '../../core/cart';
import { z } from 'zod';
import {
  NUTRIENT_CLAIM_IDS,
  REFERENCE_AMOUNTS,
  statementFromKeys,
  type Category,
  type NutrientClaimId,
  type Product,
  type ReferenceAmountCategoryId,
  type Variant,
} from '../../core/catalogue';
import { ctProductDiscountSchema, type CtCategory, type CtPrice, type CtProduct, type CtVariant } from './ct-schemas';
import { channelKeyOf, MAX_LINE_QUANTITY, money, text, type CtLookup } from './from-ct-values';

/** A commercetools Price → a domain Price (`value` as sent: on a line item, the applied tier's value). */
export function price(p: CtPrice, lookup: CtLookup): Price {
  const discountName = p.discounted
    ? (ctProductDiscountSchema.safeParse(p.discounted.discount.obj).data?.name ?? undefined)
    : undefined;
  return omitUndefined({
    id: p.id,
    value: money(p.value),
    channelKey: channelKeyOf(p.channel, lookup),
    tiers: (p.tiers ?? [])
      .map((t) => ({ minimumQuantity: t.minimumQuantity, value: money(t.value) }))
      .sort((a, b) => a.minimumQuantity - b.minimumQuantity),
    discounted: p.discounted
      ? {
          value: money(p.discounted.value),
          discountId: p.discounted.discount.id,
          discountName: discountName
            ? text(discountName)
            : (lookup.productDiscountName(p.discounted.discount.id) ?? 'Product discount'),
        }
      : undefined,
  });
}

/** A variant's attributes by name (values as sent). */
export function attrs(v: CtVariant): Map<string, unknown> {
  return new Map((v.attributes ?? []).map((a) => [a.name, a.value]));
}
/** The attribute `k` of `m` when it is text, else undefined. */
export const str = (m: Map<string, unknown>, k: string) => {
  const x = m.get(k);
  return typeof x === 'string' ? x : undefined;
};
const num = (m: Map<string, unknown>, k: string) => {
  const x = m.get(k);
  return typeof x === 'number' ? x : undefined;
};
const bool = (m: Map<string, unknown>, k: string) => {
  const x = m.get(k);
  return typeof x === 'boolean' ? x : undefined;
};

/** A commercetools variant → a domain Variant (attributes of WIRE.md; defaults for absent ones). */
export function variant(v: CtVariant, lookup: CtLookup): Variant {
  const a = attrs(v);
  return omitUndefined({
    id: v.id,
    sku: v.sku,
    variantName: str(a, 'variantName') ?? v.sku,
    weightGrams: num(a, 'weightGrams') ?? 0,
    prices: (v.prices ?? []).map((p) => price(p, lookup)),
    active: bool(a, 'active') ?? true,
    backordered: bool(a, 'backordered') ?? false,
    maximumPiecesPerOrder: num(a, 'maximumPiecesPerOrder') ?? MAX_LINE_QUANTITY,
    unitName: str(a, 'unitName') ?? 'bag',
    unitSize: str(a, 'unitSize'),
    bagSize: str(a, 'bagSize'),
    bulk: bool(a, 'bulk') ?? false,
    wholesale: bool(a, 'wholesale') ?? false,
    autoDeliveryEligible: bool(a, 'autoDeliveryEligible') ?? false,
    usdaNdbNo: str(a, 'usdaNdbNo'),
    ingredients: str(a, 'ingredients'),
    countryOfOrigin: str(a, 'countryOfOrigin'),
    servingsPerContainer: num(a, 'servingsPerContainer'),
    fixedAddress: str(a, 'fixedAddress'),
    availability: availabilityFrom(v.availability),
  });
}

/** commercetools' ProductVariantAvailability → the domain's; absent when it names no quantity (stock untracked). */
export function availabilityFrom(a: CtVariant['availability']): Variant['availability'] {
  const n = a?.availableQuantity;
  return n === undefined ? undefined : { isOnStock: a?.isOnStock ?? n > 0, availableQuantity: n };
}

/** A LocalizedString's en-US text, or undefined when absent or empty. */
const optionalText = (ls: Readonly<Record<string, string>> | undefined): string | undefined => text(ls) || undefined;

/**
 * `metaTitle` and `metaDescription` (en-US) of a product projection or category → the domain's custom page title
 * and meta description (catalogue-gifting §3 Product); absent when commercetools has none.
 */
function metaFields(
  x: Pick<CtProduct, 'metaTitle' | 'metaDescription'>,
): Pick<Product, 'customPageTitle' | 'metaDescription'> {
  return { customPageTitle: optionalText(x.metaTitle), metaDescription: optionalText(x.metaDescription) };
}

/**
 * The customizer attributes of a master variant (WIRE.md: popularity, mixIngredient, trayIngredient, premium, density,
 * customizerCategoryNames, volumePrice) → the domain's; absent when it has no popularity (no customizer offers it).
 */
export function customizerFrom(a: Map<string, unknown>): Product['customizer'] {
  const popularity = num(a, 'popularity');
  if (popularity === undefined) return undefined;
  const names = a.get('customizerCategoryNames');
  return omitUndefined({
    density: num(a, 'density'),
    customizerCategoryNames: Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : undefined,
    popularity,
    volumePriceCents: num(a, 'volumePrice'),
    mixIngredient: bool(a, 'mixIngredient') ?? false,
    trayIngredient: bool(a, 'trayIngredient') ? { premium: bool(a, 'premium') ?? false } : undefined,
  });
}

/** A commercetools ProductProjection → a domain Product. */
export function product(p: CtProduct, lookup: CtLookup): Product {
  const a = attrs(p.masterVariant);
  const tags = a.get('tags');
  const tagRefs = a.get('tagReferences');
  const slug = text(p.slug);
  return omitUndefined({
    id: p.id,
    key: p.key ?? p.id,
    name: text(p.name),
    slug,
    path: str(a, 'productPath') ?? `/${slug}`,
    description: text(p.description),
    oneLinerDescription: str(a, 'oneLinerDescription') ?? '',
    categoryKeys: p.categories.flatMap((c) => lookup.categoryKey(c.id) ?? []),
    tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
    tagReferences: Array.isArray(tagRefs)
      ? tagRefs.flatMap((r) => (r && typeof r === 'object' && 'id' in r && typeof r.id === 'string' ? [r.id] : []))
      : undefined,
    imageUrl: p.masterVariant.images?.[0]?.url ?? '',
    meltable: bool(a, 'meltable') ?? false,
    variants: [p.masterVariant, ...p.variants].map((v) => variant(v, lookup)),
    ...metaFields(p),
    customizer: customizerFrom(a),
    ...foodLabelFrom(a),
  });
}

const textsSchema = z.array(z.string()).catch([]);

/** The attribute `k` of `m` when it is a list of texts (other members dropped), else undefined. */
function texts(m: Map<string, unknown>, k: string): string[] | undefined {
  const x = m.get(k);
  return x === undefined
    ? undefined
    : textsSchema.parse(Array.isArray(x) ? x.filter((t) => typeof t === 'string') : []);
}

/**
 * The allergen and claim attributes of a master variant (WIRE.md) → the domain's `allergens` (absent when
 * the attribute is), `referenceAmount` (a known Table 2 row and positive grams), `nutrientClaims` (known claims only)
 * and `claimDisclosures`.
 */
export function foodLabelFrom(
  a: Map<string, unknown>,
): Pick<Product, 'allergens' | 'referenceAmount' | 'nutrientClaims' | 'claimDisclosures'> {
  const category = str(a, 'referenceAmountCategory');
  const grams = num(a, 'referenceAmountGrams');
  const claims = texts(a, 'nutrientClaims');
  return omitUndefined({
    allergens: statementFromKeys(texts(a, 'allergens'), {
      'tree-nuts': texts(a, 'treeNutSpecies'),
      fish: texts(a, 'fishSpecies'),
      'crustacean-shellfish': texts(a, 'shellfishSpecies'),
    }),
    referenceAmount:
      category !== undefined && category in REFERENCE_AMOUNTS && grams !== undefined && grams > 0
        ? { category: category as ReferenceAmountCategoryId, grams }
        : undefined,
    nutrientClaims: claims?.filter((c): c is NutrientClaimId => (NUTRIENT_CLAIM_IDS as readonly string[]).includes(c)),
    claimDisclosures: texts(a, 'claimDisclosures'),
  });
}

/** Commercetools categories → domain categories; paths from the slugs of the ancestors (WIRE.md). */
export function categories(all: readonly CtCategory[]): Category[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  return all.map((c) => {
    const chain = [...c.ancestors.map((r) => byId.get(r.id)), c];
    const parent = c.parent ? byId.get(c.parent.id) : undefined;
    return omitUndefined({
      id: c.id,
      key: c.key ?? c.id,
      name: text(c.name),
      path: `/${chain.map((x) => (x ? text(x.slug) : '')).join('/')}`,
      parentKey: parent ? (parent.key ?? parent.id) : undefined,
      description: c.description ? text(c.description) : undefined,
      orderHint: Math.round(Number(c.orderHint) * 1000),
      ...metaFields(c),
    });
  });
}
