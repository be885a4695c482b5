import { productNumberOf } from '../../../core/customizers';
import { GIFT_CHOICE_RULES, type GiftChoiceItem, type GiftChoices } from '../../../core/gifting';
import type { Product } from '../../../core/catalogue';
import type { GiftChoiceCatalog } from '../../../ports/gift-drops';
import type { Queryable } from '../db/database';

/** The name of the hidden variant that makes a product a mini-box product (customizer contract; §5 Hidden variants). */
export const MINI_BOX_VARIANT = 'Mini Boxes';

const TRAY_INGREDIENTS = "SELECT doc FROM products WHERE doc->'customizer'->'trayIngredient' IS NOT NULL";
const MINI_BOX_PRODUCTS =
  "SELECT doc FROM products WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(doc->'variants') v " +
  "WHERE v->>'variantName' = $1)";

/** Sorted, distinct product numbers. */
const distinct = (numbers: readonly (number | undefined)[]) =>
  [...new Set(numbers.filter((n): n is number => n !== undefined))].sort((a, b) => a - b);

/**
 * The GiftChoiceCatalog on the embedded catalogue (catalogue-gifting §3 Tray ingredient and mini-box product; §4 Tray
 * and Box customizers): a tray's choices are the products whose `customizer.trayIngredient` is set (the Classic tray
 * 9900 only those not premium), numbered by their first variant's SKU; the box 3719's are the products with a variant
 * named 'Mini Boxes', numbered by that variant's SKU. Counts from GIFT_CHOICE_RULES. Read on every call (the
 * catalogue may change under a running server).
 */
export class EmbeddedGiftChoices implements GiftChoiceCatalog {
  constructor(private readonly db: Queryable) {}

  async choicesFor(productKey: string): Promise<GiftChoices | undefined> {
    const rule = GIFT_CHOICE_RULES[productKey];
    if (!rule) return undefined;
    if (rule.kind === 'box') {
      const rows = await this.db.query<{ doc: Product }>(MINI_BOX_PRODUCTS, [MINI_BOX_VARIANT]);
      return choicesOf(
        rule.count,
        rows.map((r) => ({ doc: r.doc, sku: r.doc.variants.find((v) => v.variantName === MINI_BOX_VARIANT)?.sku })),
      );
    }
    const rows = await this.db.query<{ doc: Product }>(TRAY_INGREDIENTS);
    const allowed = rows.filter((r) => rule.premiumAllowed || r.doc.customizer?.trayIngredient?.premium === false);
    return choicesOf(
      rule.count,
      allowed.map((r) => ({ doc: r.doc, sku: r.doc.variants[0]?.sku })),
    );
  }
}

/** The choices of `count` items among `products` (each numbered by `sku`), with their names and images. */
function choicesOf(count: number, products: readonly { doc: Product; sku: string | undefined }[]): GiftChoices {
  const byNumber = new Map<number, GiftChoiceItem>();
  for (const p of products) {
    const n = productNumberOf(p.sku ?? '');
    if (n !== undefined && !byNumber.has(n))
      byNumber.set(n, { productNumber: n, name: p.doc.name, imageUrl: p.doc.imageUrl });
  }
  const productNumbers = distinct([...byNumber.keys()]);
  return { count, productNumbers, items: productNumbers.map((n) => byNumber.get(n)!) };
}
