import { usd, type Money } from '../../../shared';
import type { Variant } from '../product';
import { defaultVariant } from './offered-variants';

/**
 * Gift certificates (spec: catalogue-gifting §2 route /gifts/gift-certificate, §4 "Variant selected by sku
 * (gift certificates by id)", §9 "Gift certificate preset amounts by variation id: 236 = $10, 5 = $25,
 * 155 = $35, 156 = $40, 6 = $50, 7 = $75, 8 = $100, 9 = $200"). The certificate is one product whose variants
 * are the preset amounts, SKU 'GC-<variation id>' (the prefix that makes a line need no shipping, core-cart-checkout
 * §4 Special lines); a link names the amount by its variation id (`?id=236`), other products name a variant by
 * SKU (`?sku=1001-02`).
 */

/** The gift certificate product's key; its page is /gifts/gift-certificate. */
export const GIFT_CERTIFICATE_PRODUCT_KEY = 'gift-certificate';

/** A preset amount and the variation id links use for it. */
export interface GiftCertificatePreset {
  readonly variationId: number;
  readonly amount: Money;
}

/** The preset amounts by variation id, in ascending amount (§9). */
export const GIFT_CERTIFICATE_PRESETS: readonly GiftCertificatePreset[] = [
  { variationId: 236, amount: usd(1000) },
  { variationId: 5, amount: usd(2500) },
  { variationId: 155, amount: usd(3500) },
  { variationId: 156, amount: usd(4000) },
  { variationId: 6, amount: usd(5000) },
  { variationId: 7, amount: usd(7500) },
  { variationId: 8, amount: usd(10000) },
  { variationId: 9, amount: usd(20000) },
];

/** true for the gift certificate product. */
export function isGiftCertificate(productKey: string): boolean {
  return productKey === GIFT_CERTIFICATE_PRODUCT_KEY;
}

/** The preset of a variation id, e.g. 236 → $10; undefined for an unknown id. */
export function presetOf(variationId: number): GiftCertificatePreset | undefined {
  return GIFT_CERTIFICATE_PRESETS.find((p) => p.variationId === variationId);
}

/** The SKU of a preset's certificate variant: 'GC-236' for variation id 236. */
export function giftCertificateSku(variationId: number): string {
  return `GC-${variationId}`;
}

/** The variation id of a certificate variant's SKU ('GC-236' → 236); undefined for any other SKU. */
export function variationIdOf(variant: Pick<Variant, 'sku'>): number | undefined {
  const m = /^GC-(\d+)$/.exec(variant.sku);
  return m ? Number(m[1]) : undefined;
}

/** What a product page link selects: `sku` for any product, `id` (a variation id) for gift certificates. */
export interface VariantSelector {
  readonly sku?: string | null | undefined;
  readonly id?: string | null | undefined;
}

/**
 * The variant a product page opens on (§4): for the gift certificate the variant of variation id `selector.id`
 * (a whole number; SKU 'GC-<id>'); for other products the offered variant of `selector.sku`;
 * otherwise, or when it names nothing offered, the default variant (the first in stock).
 * `variants` are the offered ones.
 */
export function initialVariant(
  productKey: string,
  variants: readonly Variant[],
  selector: VariantSelector,
): Variant | undefined {
  if (isGiftCertificate(productKey) && selector.id && /^\d+$/.test(selector.id)) {
    const id = Number(selector.id);
    const match = variants.find((v) => variationIdOf(v) === id);
    if (match) return match;
  }
  if (selector.sku) {
    const match = variants.find((v) => v.sku === selector.sku);
    if (match) return match;
  }
  return defaultVariant(variants);
}
