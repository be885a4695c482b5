/**
 * The gift options landing (spec: catalogue-gifting §1 gift landing content, §2 landing card links, §9 gift prices):
 * two kinds of customizable digital gifts whose recipients choose their own items, and a disabled entry.
 */

/** The kind of a gift option, as the landing links' `type` query names it. */
export type GiftType = 'Tray' | 'Box';
/** The category of a gift option, as the landing links' `category` query names it. */
export type GiftCategory = 'Premium' | 'Classic';

/** The gift builder's path (catalogue-gifting §2 /gift-drop/build/:step?). */
export const GIFT_BUILD_PATH = '/gift-drop/build';
/** The redemption's path (catalogue-gifting §2 /gift-drop/redeem/:step?); the mailed link adds `?key=`. */
export const GIFT_REDEEM_PATH = '/gift-drop/redeem';

/**
 * A gift the landing offers: its title, product number (the product key of the customizer contract) and SKU, the
 * lowest price in cents and its label, the choices label, an optional description, its type and category (the
 * landing link's query), and the link to the builder.
 */
export interface GiftOption {
  readonly title: string;
  readonly productKey: string;
  readonly sku: string;
  readonly priceCents: number;
  readonly priceLabel: string;
  readonly choicesLabel: string;
  readonly description?: string;
  readonly type: GiftType;
  readonly category: GiftCategory;
  readonly href: string;
  readonly disabled: false;
}

/** The landing's disabled entry (§1 "A disabled entry titled 'New Option Coming Soon'"). */
export interface ComingSoonOption {
  readonly title: 'New Option Coming Soon';
  readonly disabled: true;
}

/** The builder's link for a type and category: '/gift-drop/build/gift?type=Tray&category=Premium' (§2). */
export function giftBuildHref(type: GiftType, category: GiftCategory): string {
  return `${GIFT_BUILD_PATH}/gift?type=${type}&category=${category}`;
}

/** The landing's options in order (§1, §9): Premium tray, Classic tray, Medium box, then the disabled entry. */
export const GIFT_OPTIONS: readonly (GiftOption | ComingSoonOption)[] = Object.freeze([
  {
    title: 'Custom Gift Tray, Premium',
    productKey: '9901',
    sku: '9901-05',
    priceCents: 6999,
    priceLabel: 'from $69.99',
    choicesLabel: '130+ choices',
    type: 'Tray',
    category: 'Premium',
    href: giftBuildHref('Tray', 'Premium'),
    disabled: false,
  },
  {
    title: 'Custom Gift Tray, Classic',
    productKey: '9900',
    sku: '9900-03',
    priceCents: 5999,
    priceLabel: 'from $59.99',
    choicesLabel: '50+ choices',
    type: 'Tray',
    category: 'Classic',
    href: giftBuildHref('Tray', 'Classic'),
    disabled: false,
  },
  {
    title: 'Custom Gift Box, Medium',
    productKey: '3719',
    sku: '3719-01',
    priceCents: 4299,
    priceLabel: '$42.99',
    choicesLabel: '50 choices',
    description: 'Six treats chosen from 50 gourmet flavors',
    type: 'Box',
    category: 'Classic',
    href: giftBuildHref('Box', 'Classic'),
    disabled: false,
  },
  { title: 'New Option Coming Soon', disabled: true },
] as const);

/** The note under the options (§1): where gifts ship. */
export const GIFT_SHIPPING_NOTE =
  'Shipping is only within the United States (including Hawaii and Alaska) and Puerto Rico.';

/** The enabled option of a landing link's `type` and `category` (case-sensitive, as §2 spells them), or undefined. */
export function giftOptionOf(type: string, category: string): GiftOption | undefined {
  return GIFT_OPTIONS.find((o): o is GiftOption => !o.disabled && o.type === type && o.category === category);
}

/** The enabled option of a product number ('9901'), or undefined. */
export function giftOptionOfProduct(productKey: string): GiftOption | undefined {
  return GIFT_OPTIONS.find((o): o is GiftOption => !o.disabled && o.productKey === productKey);
}

/**
 * How a gift's recipient chooses (§4 Box customizer, Tray customizer, §9): a tray fills 5 sections from the tray
 * ingredients (the Classic tray 9900 from those that are not premium); the box 3719 takes exactly 6 mini-box
 * products. Keyed by product number.
 */
export const GIFT_CHOICE_RULES: Readonly<
  Record<string, { readonly kind: 'tray' | 'box'; readonly count: number; readonly premiumAllowed: boolean }>
> = Object.freeze({
  '9901': { kind: 'tray', count: 5, premiumAllowed: true },
  '9900': { kind: 'tray', count: 5, premiumAllowed: false },
  '3719': { kind: 'box', count: 6, premiumAllowed: true },
});

/**
 * The greeting card a gift may come with (core-cart-checkout §4 "Greeting card lines are added as extra line items
 * with a message"): its SKU and price in cents; its line carries the card's message (custom field
 * greetingCardMessage), at most GREETING_CARD_MESSAGE_MAX_LENGTH characters.
 */
export const GREETING_CARD_SKU = '9980-01';
export const GREETING_CARD_PRICE_CENTS = 399;
export const GREETING_CARD_MESSAGE_MAX_LENGTH = 500;
