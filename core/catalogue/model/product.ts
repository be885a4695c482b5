import type { Price } from '../../cart/model';
import type { AllergenDeclaration } from './allergens';
import type { NutrientClaimId } from './nutrient-claims';
import type { ReferenceAmount } from './reference-amounts';

/**
 * Catalogue entities (spec: catalogue-gifting §3 Product, Variant, Price, Tags).
 * Prices are integer cents; weights are grams.
 */

/** A category; `path` is its storefront path, e.g. '/nuts'. `ancestors` lists parent keys from the root. */
export interface Category {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly parentKey?: string;
  readonly description?: string;
  readonly orderHint: number;
  /** The category page's own `<title>` text (without the store name), when set; else the page uses `name`. */
  readonly customPageTitle?: string;
  /** The category page's meta description (plain text), when set; else the page uses `description`. */
  readonly metaDescription?: string;
}

/** A product variant (a bag size). `unitName` and `unitSize` are derived by the unit-label rules of catalogue §9. */
export interface Variant {
  readonly id: number;
  readonly sku: string;
  readonly variantName: string;
  readonly weightGrams: number;
  readonly prices: readonly Price[];
  readonly active: boolean;
  readonly backordered: boolean;
  readonly maximumPiecesPerOrder: number;
  readonly unitName: string;
  readonly unitSize?: string;
  readonly bagSize?: string;
  readonly bulk: boolean;
  readonly wholesale: boolean;
  readonly autoDeliveryEligible: boolean;
  /** USDA SR28 NDB number of the food this product is made of; absent for what is not a food (gift certificates). */
  readonly usdaNdbNo?: string;
  readonly ingredients?: string;
  readonly countryOfOrigin?: string;
  readonly servingsPerContainer?: number;
  /** The variant attribute `fixedAddress` (JSON text; core-cart-checkout §4): every unit ships to that address. */
  readonly fixedAddress?: string;
  /** Its stock (core-cart-checkout §4 Cart preparation); absent when the store tracks none for it (on stock). */
  readonly availability?: VariantAvailability;
}

/**
 * A variant's stock as commercetools reports it (ProductVariantAvailability): `availableQuantity` units on hand (an
 * integer ≥ 0) and `isOnStock` (more than 0 on hand). Spec: core-cart-checkout §4 Cart preparation.
 */
export interface VariantAvailability {
  readonly isOnStock: boolean;
  readonly availableQuantity: number;
}

/** The availability of `availableQuantity` units on hand (an integer ≥ 0): on stock when above 0. */
export function availabilityOf(availableQuantity: number): VariantAvailability {
  return { isOnStock: availableQuantity > 0, availableQuantity };
}

/**
 * Whether a variant can be sold now: not backordered and, when the store tracks its stock, on stock. A variant
 * without `availability` is sold (nothing tracked). Spec: core-cart-checkout §4 Cart preparation; search `inStock`.
 */
export function isVariantInStock(v: {
  readonly backordered: boolean;
  readonly availability?: VariantAvailability;
}): boolean {
  return !v.backordered && (v.availability?.isOnStock ?? true);
}

/**
 * What the customizers read of a product (spec: catalogue-gifting §3 Mix ingredient, Tray ingredient, §5 "Customizer
 * items require density and customizer category names", §9): set on the foods offered in the trail mix builder
 * (`mixIngredient`) or in the gift trays (`trayIngredient`).
 */
export interface CustomizerAttributes {
  /** Grams per US cup, from the USDA 'cup' portion (mix ingredients). */
  readonly density?: number;
  /** The customizer's category names, e.g. ['Nuts'], ['Dried Fruit'], ['Chocolate & Sweets']. */
  readonly customizerCategoryNames?: readonly string[];
  /** 0 < popularity ≤ 1; higher sells more. */
  readonly popularity: number;
  /** Integer cents per US cup: round(1-lb bag price / 453.59237 × density). */
  readonly volumePriceCents?: number;
  /** Offered in the trail mix builder (then it has `density`, `customizerCategoryNames` and `volumePriceCents`). */
  readonly mixIngredient: boolean;
  /** Offered in the gift trays; the Classic tray offers only those with `premium` false. */
  readonly trayIngredient?: { readonly premium: boolean };
}

/** A product with its variants (master variant first). `description` is HTML and must be sanitised before display. */
export interface Product {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly slug: string;
  /** Storefront path, e.g. '/nuts/roasted-salted-almonds'. */
  readonly path: string;
  readonly description: string;
  readonly oneLinerDescription: string;
  readonly categoryKeys: readonly string[];
  readonly tags: readonly string[];
  /**
   * Ids of the tag custom objects (container 'tags') of `tags`, in the same order (spec: catalogue-gifting §3 Tags,
   * §7): resolve them with CommercePort.getCustomObjectsByIds('tags', …); each value is `{ name, label }`.
   */
  readonly tagReferences?: readonly string[];
  readonly imageUrl: string;
  /** true for chocolate-covered and similar products that need heat-resistant packaging. */
  readonly meltable: boolean;
  readonly variants: readonly Variant[];
  /**
   * The product page's own `<title>` text (plain, without the store name), when set (spec: catalogue-gifting §3
   * Product "custom page title"); else the page uses `name`.
   */
  readonly customPageTitle?: string;
  /**
   * The product page's meta description (plain text), when set (spec: catalogue-gifting §3 Product "meta
   * description"); else the page uses an excerpt of `description`.
   */
  readonly metaDescription?: string;
  /** Its customizer attributes when a customizer offers it (catalogue-gifting §3); absent otherwise. */
  readonly customizer?: CustomizerAttributes;
  /**
   * The major food allergens of its ingredients (FALCPA), in the order first named, with the species of
   * tree nuts, fish and crustacean shellfish: [] when they hold none; absent when its ingredients are unknown
   * ('Allergen information unavailable') or it is not a food.
   */
  readonly allergens?: readonly AllergenDeclaration[];
  /** Its reference amount customarily consumed (21 CFR 101.12), the basis of its claims; absent when none applies. */
  readonly referenceAmount?: ReferenceAmount;
  /** The nutrient content claims it meets per its reference amount (21 CFR 101.54 to 101.62); absent or [] for none. */
  readonly nutrientClaims?: readonly NutrientClaimId[];
  /** The statements its claims must carry ('See nutrition information for fat content.'); absent or [] for none. */
  readonly claimDisclosures?: readonly string[];
}
