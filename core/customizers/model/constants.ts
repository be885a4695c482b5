/**
 * The customizers' business constants (spec: catalogue-gifting §3 Customizer selection encoding, §4 Mix, Box and Tray
 * customizers, §5 Mix, §7 search page size, §9 Business constants and limits).
 */

/** What a customizer builds: a custom trail mix, a build-your-own box or a gift tray (catalogue-gifting §4). */
export type CustomizerKind = 'mix' | 'box' | 'tray';

/** Every customizer kind, in the order the CLI and tests list them. */
export const CUSTOMIZER_KINDS = ['mix', 'box', 'tray'] as const satisfies readonly CustomizerKind[];

/** Product key (product number) of the Custom Trail Mix (spec: catalogue-gifting §4 Tray customizer, §9). */
export const CUSTOM_MIX_KEY = '9905';
/** Product key of the Custom Gift Box, Medium, which needs exactly 6 selections (catalogue-gifting §4 Box, §9). */
export const BUILD_A_BOX_KEY = '3719';
/** Product key of the Custom Gift Tray, Premium: 5 sections, all tray ingredients (catalogue-gifting §4 Tray). */
export const PREMIUM_TRAY_KEY = '9901';
/** Product key of the Custom Gift Tray, Classic: 5 sections, non-premium ingredients (catalogue-gifting §4 Tray). */
export const CLASSIC_TRAY_KEY = '9900';

/** The product key of a gift tray. */
export type TrayKey = typeof PREMIUM_TRAY_KEY | typeof CLASSIC_TRAY_KEY;

/** The SKU each tray is sold as (spec: catalogue-gifting §4 Tray customizer: 'skus 9901-05 and 9900-03'). */
export const TRAY_SKUS: Readonly<Record<TrayKey, string>> = { '9901': '9901-05', '9900': '9900-03' };

/** Sections of a gift tray, indexes 1 to 5 (catalogue-gifting §4 Tray customizer, §9). */
export const TRAY_SECTIONS = 5;

/** A custom mix holds at least 1 ingredient (catalogue-gifting §5 Mix, §9). */
export const MIX_MIN_INGREDIENTS = 1;
/** A custom mix holds at most 10 ingredients (catalogue-gifting §4 Mix customizer, §5, §9). */
export const MIX_MAX_INGREDIENTS = 10;
/** An ingredient of a mix has at least 1 part (catalogue-gifting §4 Mix customizer, §9). */
export const MIX_MIN_PARTS = 1;
/** An ingredient of a mix has at most 9 parts (catalogue-gifting §4 Mix customizer, §9). */
export const MIX_MAX_PARTS = 9;

/** The weight of a custom mix, in pounds (catalogue-gifting §4 Mix customizer: 5 or 25 pounds). */
export type MixPounds = 5 | 25;

/** One weight a mix is sold in: its pounds, its SKU suffix and its variant label. */
export interface MixWeight {
  readonly pounds: MixPounds;
  /** The part of the SKU after '9905-'. */
  readonly skuSuffix: string;
  readonly label: string;
}

/** The weights of a custom mix (catalogue-gifting §9: 5 (sku suffix 05, '5 Pound Bag') and 25 ('25 Pound Case')). */
export const MIX_WEIGHTS: readonly MixWeight[] = [
  { pounds: 5, skuSuffix: '05', label: '5 Pound Bag' },
  { pounds: 25, skuSuffix: '25', label: '25 Pound Case' },
];

/** A 25-pound case is priced at 0.8 of five 5-pound bags, 20% off (catalogue-gifting §4 Mix customizer, §9). */
export const CASE_PRICE_FACTOR = 0.8;
/** The weight a new mix starts with, in pounds (catalogue-gifting §3 Custom mix, §9). */
export const DEFAULT_MIX_POUNDS: MixPounds = 5;

/** The number of selections each build-a-box product needs (catalogue-gifting §4 Box customizer: 3719 needs 6). */
export const BOX_SELECTIONS: Readonly<Record<string, number>> = { '3719': 6 };

/** The tag filters of the mix and tray customizers (catalogue-gifting §9), as labelled. */
export const TAG_FILTERS = ['Gluten-free', 'Kosher', 'Less Salt', 'Organic', 'Raw', 'Sugar-free', 'Vegan'] as const;

/** The box customizer's tag filters: TAG_FILTERS without Organic and Vegan (catalogue-gifting §9). */
export const BOX_TAG_FILTERS = ['Gluten-free', 'Kosher', 'Less Salt', 'Raw', 'Sugar-free'] as const;

/** A tag filter's label. */
export type TagFilter = (typeof TAG_FILTERS)[number];

/** Hits per page of a customizer's search (catalogue-gifting §7: 'page size 50'). */
export const CUSTOMIZER_PAGE_SIZE = 50;
/** Facet values asked for in a customizer's search (catalogue-gifting §7: 'facet hits max 100'). */
export const CUSTOMIZER_MAX_FACET_HITS = 100;

/** Two popularities this close are equal, and the name decides (catalogue-gifting §4 Mix customizer). */
export const POPULARITY_TIE_MARGIN = 1e-7;

/** Grams in one avoirdupois pound, for the mix price (cents per cup over grams per cup). */
export const GRAMS_PER_POUND = 453.59237;
