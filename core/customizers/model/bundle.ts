import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { decodeSelection, encodeSelection, productNumberOf } from './selection-encoding';
import { GIFT_BUNDLE_SKU } from './bundle-keys';
import { allergenHitFields, allergensOfHit } from './ingredients';
import type { AllergenStatement } from '../../catalogue/model';

/**
 * The gift box bundle (spec: catalogue-gifting §1 "A gift-box buy block sells a '3 Month Subscription Bundle' whose
 * shipments go out immediately, one month after the first box, and one month after the second box"; §2 Gift box
 * shipments details, /bundle-customizer; §3 Gift box shipment variant and config; §9 Gift shipments labels).
 */

/** The shipments' labels, in shipping order (catalogue-gifting §9 Gift shipments labels). */
export const GIFT_SHIPMENT_TIMINGS = [
  'ship immediately',
  'one month after first box',
  'one month after second box',
] as const;

/** A shipment's timing label. */
export type GiftShipmentTiming = (typeof GIFT_SHIPMENT_TIMINGS)[number];

/** The number of shipments (gift boxes) in a bundle: 3. */
export const GIFT_BUNDLE_SHIPMENTS = GIFT_SHIPMENT_TIMINGS.length;

/** The gift boxes a bundle ships, by product number (the catalogue's 'Gift Box' products 8009 to 8014). */
export const GIFT_BOX_PRODUCT_NUMBERS: readonly number[] = [8009, 8010, 8011, 8012, 8013, 8014];

/** The SKU a bundle ships of a gift box: its 1 lb variant ('-01'), 8009 → '8009-01'. */
export function giftShipmentSkuOf(productNumber: number): string {
  return `${productNumber}-01`;
}

/** The bundle's config (catalogue-gifting §3 "Config: sku and discountPercent"), with its default shipments' SKUs. */
export interface GiftBundleConfig {
  readonly sku: string;
  /** Whole percent off the sum of the shipments' piece prices, 0 to 100. */
  readonly discountPercent: number;
  /** The SKUs of the default shipments, in shipping order (3). */
  readonly shipments: readonly string[];
}

/** The one bundle: '9910-03', 10% off, Dark Chocolate, Milk Chocolate Almond and Medjool Dates gift boxes. */
export const GIFT_BUNDLE_CONFIG: GiftBundleConfig = {
  sku: GIFT_BUNDLE_SKU,
  discountPercent: 10,
  shipments: ['8009-01', '8010-01', '8012-01'],
};

/** A gift box shipment variant (catalogue-gifting §3): money in cents, rating 0 to 5 (0 and 0 reviews: none yet). */
export interface GiftBoxShipmentVariant {
  readonly productKey: string;
  readonly sku: string;
  readonly name: string;
  /** Price of one piece, cents. */
  readonly piecePrice: number;
  readonly averageRating: number;
  readonly totalReviews: number;
}

/** A gift box a shipment may be: its variant (§3) and what the views and the stock check need of its search hit. */
export interface GiftShipmentOption extends GiftBoxShipmentVariant {
  /** The selection encoding's key ('8009-01' → 8009). */
  readonly productNumber: number;
  readonly path: string;
  readonly imageUrl: string;
  readonly inStock: boolean;
  /** Its major food allergens: the bundle states the union of its boxes'. */
  readonly allergens?: AllergenStatement;
}

const shipmentHitSchema = z.object({
  sku: z.string().min(1),
  singlePiecePrice: z.number().int().nonnegative(),
  path: z.string(),
  inStock: z.boolean().optional(),
  averageRating: z.number().min(0).max(5).optional(),
  totalReviews: z.number().int().nonnegative().optional(),
  Product: z.object({ key: z.string().min(1), name: z.string().min(1), listingImageUrl: z.string() }),
  ...allergenHitFields,
});

/**
 * The shipment option of a Products search hit (ports/search.ts SearchProductRecord), or
 * 'customizer/invalid-ingredient' naming what is missing. Absent ratings count as 0 and 0 reviews.
 */
export function giftShipmentOptionOf(hit: unknown): Result<GiftShipmentOption> {
  const parsed = shipmentHitSchema.safeParse(hit);
  const productNumber = parsed.success ? productNumberOf(parsed.data.sku) : undefined;
  if (!parsed.success || productNumber === undefined) {
    const field = parsed.success ? 'sku' : parsed.error.issues[0]?.path.join('.');
    return err(domainError('customizer/invalid-ingredient', `Invalid search hit: ${field}`));
  }
  const h = parsed.data;
  return ok({
    productKey: h.Product.key,
    sku: h.sku,
    name: h.Product.name,
    piecePrice: h.singlePiecePrice,
    averageRating: h.averageRating ?? 0,
    totalReviews: h.totalReviews ?? 0,
    productNumber,
    path: h.path,
    imageUrl: h.Product.listingImageUrl,
    inStock: h.inStock ?? true,
    ...allergensOfHit(h),
  });
}

/**
 * The bundle's price, cents: round(Σ piecePrice × (100 − discountPercent) / 100) (catalogue-gifting §3 config);
 * 1779 + 1479 + 1449 = 4707 at 10% → 4236.
 */
export function bundlePriceCents(shipments: readonly Pick<GiftBoxShipmentVariant, 'piecePrice'>[], discount: number) {
  const sum = shipments.reduce((total, s) => total + s.piecePrice, 0);
  return Math.round((sum * (100 - discount)) / 100);
}

/** The discount's label (catalogue-gifting §9 "Discount shown as 'Save {n}%'"): 10 → 'Save 10%'. */
export function saveLabel(discountPercent: number): string {
  return `Save ${discountPercent}%`;
}

/**
 * The encoded selection of a bundle's shipments (catalogue-gifting §3 Customizer selection encoding: 3 base-60
 * characters per product number, as a box): [8009, 8010, 8012] → '2dt2du2dw'. Throws RangeError as encodeSelection.
 */
export function encodeBundleSelection(productNumbers: readonly number[]): string {
  return encodeSelection(
    'box',
    productNumbers.map((productNumber) => ({ productNumber })),
  );
}

/**
 * The product numbers of an encoded bundle selection, or 'customizer/invalid-selection' (it does not decode) or
 * 'customizer/incomplete' ('Choose a gift box for each of the 3 shipments.': not exactly 3 filled slots).
 */
export function decodeBundleSelection(selection: string): Result<readonly number[]> {
  const slots = decodeSelection('box', selection);
  if (!slots.ok) return slots;
  const numbers = slots.value.flatMap((s) => (s ? [s.productNumber] : []));
  if (slots.value.length !== GIFT_BUNDLE_SHIPMENTS || numbers.length !== GIFT_BUNDLE_SHIPMENTS) {
    return err(domainError('customizer/incomplete', BUNDLE_INCOMPLETE_MESSAGE));
  }
  return ok(numbers);
}

/** Why a bundle cannot be added without its 3 shipments. */
export const BUNDLE_INCOMPLETE_MESSAGE = 'Choose a gift box for each of the 3 shipments.';

/**
 * What keeps a bundle of `productNumbers` from the cart, or undefined (catalogue-gifting §1, §3): exactly 3
 * shipments, each a gift box (and, when `offered` is given, among `offered` by product number; 'Shipment 2: 8001 is
 * not a gift box.'), in stock ('Shipment 3: Dried Figs Gift Box is out of stock.'). Without `offered` (the CLI, which
 * reads no catalogue) only the count and the gift box numbers are checked.
 */
export function bundleProblem(
  productNumbers: readonly number[],
  offered?: ReadonlyMap<number, Pick<GiftShipmentOption, 'name' | 'inStock'>>,
): string | undefined {
  if (productNumbers.length !== GIFT_BUNDLE_SHIPMENTS) return BUNDLE_INCOMPLETE_MESSAGE;
  for (const [i, n] of productNumbers.entries()) {
    const notABox = `Shipment ${i + 1}: ${n} is not a gift box.`;
    if (!GIFT_BOX_PRODUCT_NUMBERS.includes(n)) return notABox;
    if (!offered) continue;
    const box = offered.get(n);
    if (!box) return notABox;
    if (!box.inStock) return `Shipment ${i + 1}: ${box.name} is out of stock.`;
  }
  return undefined;
}

/**
 * The bundle line's `customizationsDescription`: each box with its timing label, in shipping order, 'Dark Chocolate
 * Gift Box (ship immediately), Milk Chocolate Almond Gift Box (one month after first box), …'.
 */
export function describeBundle(names: readonly string[]): string {
  return names.map((name, i) => `${name} (${GIFT_SHIPMENT_TIMINGS[i] ?? ''})`).join(', ');
}
