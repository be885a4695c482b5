import type { MiniBoxProduct } from './box';
import { BUILD_A_BOX_KEY, CLASSIC_TRAY_KEY, CUSTOM_MIX_KEY, PREMIUM_TRAY_KEY } from './constants';
import type { MixIngredient } from './ingredients';
import type { CategoryNode, TrayIngredient } from './tray';

/** A customizer product as its builder shows it: name, path, image and its variants' default prices (cents). */
export interface CustomizerProductSummary {
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly imageUrl: string;
  readonly variants: readonly { readonly sku: string; readonly variantName: string; readonly priceCents: number }[];
}

/**
 * What a builder page starts from, rendered on the server (catalogue-gifting §2 routes, §4 customizers): the trail
 * mix builder's product 9905 and its mix ingredients; the box builder's product 3719 and its mini-box products; a
 * gift tray's product (9901 Premium, 9900 Classic) with its tray ingredients (Classic: none premium, most popular
 * first) and the category tree of their categories, as GET /api/gifted-trays/catalog answers them (§7).
 */
export type CustomizerPageData =
  | { readonly kind: 'mix'; readonly product: CustomizerProductSummary; readonly ingredients: readonly MixIngredient[] }
  | { readonly kind: 'box'; readonly product: CustomizerProductSummary; readonly miniBoxes: readonly MiniBoxProduct[] }
  | {
      readonly kind: 'tray';
      readonly product: CustomizerProductSummary;
      readonly ingredients: readonly TrayIngredient[];
      readonly categoryTree: readonly CategoryNode[];
    };

/**
 * The pages that start from a customizer's data (catalogue-gifting §2): path → kind and product key. The box's
 * landing /custom/box shows the product its builder /custom/box/builder sells, so both get the same 'box' data. The
 * trays' pages are their products' own paths (resolved as 'CustomTraysPage').
 */
export const CUSTOMIZER_BUILDER_PAGES: Readonly<
  Record<string, { readonly kind: CustomizerPageData['kind']; readonly productKey: string }>
> = {
  '/custom/mixes/builder': { kind: 'mix', productKey: CUSTOM_MIX_KEY },
  '/custom/box': { kind: 'box', productKey: BUILD_A_BOX_KEY },
  '/custom/box/builder': { kind: 'box', productKey: BUILD_A_BOX_KEY },
  '/custom/trays/premium': { kind: 'tray', productKey: PREMIUM_TRAY_KEY },
  '/custom/trays/classic': { kind: 'tray', productKey: CLASSIC_TRAY_KEY },
};
