import { BUILD_A_BOX_KEY, CLASSIC_TRAY_KEY, CUSTOM_MIX_KEY, PREMIUM_TRAY_KEY } from './constants';
import { GIFT_BUNDLE_KEY } from './bundle-keys';

/**
 * The product numbers of the customizer products: the custom mix, the box, the two trays (catalogue-gifting §9) and the
 * gift box bundle (§1, §3: priced from its shipments).
 */
const CUSTOMIZER_NUMBERS: ReadonlySet<string> = new Set([
  CUSTOM_MIX_KEY,
  BUILD_A_BOX_KEY,
  PREMIUM_TRAY_KEY,
  CLASSIC_TRAY_KEY,
  GIFT_BUNDLE_KEY,
]);

/**
 * Whether `sku` is a customizer product's ('9905-05', '3719-01', '9901-05', …: its digits before the first '-'),
 * which is sold only as a custom item built in its customizer (catalogue-gifting §4), never as a plain line.
 */
export function isCustomizerSku(sku: string): boolean {
  return CUSTOMIZER_NUMBERS.has(sku.split('-')[0] ?? '');
}

/**
 * Whether a line of `sku` must come with a customization (an encoded selection): every customizer product's, except a
 * digital gift of a tray or the box, whose recipients choose its items when they redeem it (catalogue-gifting §1, §4
 * Gift drop). A custom mix is never sold unbuilt, nor the gift box bundle (its price comes from its boxes: §1, §3).
 */
export function needsCustomization(sku: string, digitalGift: boolean): boolean {
  if (!isCustomizerSku(sku)) return false;
  const key = sku.split('-')[0];
  return !digitalGift || key === CUSTOM_MIX_KEY || key === GIFT_BUNDLE_KEY;
}
