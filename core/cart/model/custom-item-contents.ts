import {
  BUILD_A_BOX_KEY,
  CLASSIC_TRAY_KEY,
  CUSTOM_MIX_KEY,
  PREMIUM_TRAY_KEY,
  GIFT_BUNDLE_KEY,
  BUNDLE_CUSTOMIZER_PATH,
  type CustomizerKind,
} from '../../customizers/model';
import type { LineItemCustomFields } from './cart';

/** One item of a custom line: its name, its parts in a mix, and the text a view shows ('3 parts Almonds'). */
export interface CustomItemEntry {
  readonly name: string;
  /** A mix ingredient's parts, 1 to 9; absent for a box's or a tray's item. */
  readonly parts?: number;
  /** 'Almonds' in a box or tray, '3 parts Almonds' or '1 part Raisins' in a mix. */
  readonly label: string;
}

/** What a custom item holds, for the views (catalogue-gifting §3 "the cart shows what is inside"). */
export interface CustomItemContents {
  readonly kind: CustomizerKind;
  /** The mix's name ('My Mix'); absent for an unnamed mix, a box or a tray. */
  readonly title?: string;
  /** Its items in slot order (empty slots left out). */
  readonly items: readonly CustomItemEntry[];
}

/** The customizer product numbers by kind; the gift box bundle's boxes read as a box's items. */
const KIND_OF: Readonly<Record<string, CustomizerKind>> = {
  [CUSTOM_MIX_KEY]: 'mix',
  [BUILD_A_BOX_KEY]: 'box',
  [PREMIUM_TRAY_KEY]: 'tray',
  [CLASSIC_TRAY_KEY]: 'tray',
  [GIFT_BUNDLE_KEY]: 'box',
};

/** Where each customizer product is built again (catalogue-gifting §2 routes): the builders, a tray's own page. */
const CUSTOMIZER_PATHS: Readonly<Record<string, string>> = {
  [CUSTOM_MIX_KEY]: '/custom/mixes/builder',
  [BUILD_A_BOX_KEY]: '/custom/box/builder',
  [PREMIUM_TRAY_KEY]: '/custom/trays/premium',
  [CLASSIC_TRAY_KEY]: '/custom/trays/classic',
  [GIFT_BUNDLE_KEY]: BUNDLE_CUSTOMIZER_PATH,
};

const productNumber = (sku: string): string => sku.split('-', 1)[0] ?? '';

/** The customizer kind of a SKU ('9905-05' → 'mix', '3719-01' → 'box', '9901-05' → 'tray'), else undefined. */
export function customizerKindOfSku(sku: string): CustomizerKind | undefined {
  return KIND_OF[productNumber(sku)];
}

/**
 * The page where a custom line's item is built (catalogue-gifting §2): a mix '/custom/mixes/builder', the box
 * '/custom/box/builder', a tray its page ('/custom/trays/premium', '/custom/trays/classic'); undefined for a SKU that
 * is not a customizer product's.
 */
export function customizerPathOf(sku: string): string | undefined {
  return CUSTOMIZER_PATHS[productNumber(sku)];
}

/** A mix ingredient's text: '{parts} part(s) {name}'. */
const MIX_ITEM = /^([1-9]) parts? (.+)$/s;
/** Where a mix's list starts after its name: 'My Mix: 3 parts …'. */
const MIX_TITLE = /^(.*?): (?=[1-9] parts? )/s;

function mixContents(description: string): CustomItemContents {
  const titled = MIX_TITLE.exec(description);
  const list = titled ? description.slice(titled[0].length) : description;
  const title = titled?.[1]?.trim();
  const items = list
    .split(/, (?=[1-9] parts? )/)
    .map((text): CustomItemEntry => {
      const m = MIX_ITEM.exec(text);
      return m ? { name: m[2] ?? text, parts: Number(m[1]), label: text } : { name: text, label: text };
    })
    .filter((i) => i.name.length > 0);
  return { kind: 'mix', ...(title ? { title } : {}), items };
}

/**
 * What a custom line holds, read from its `custom.customizationsDescription` (spec: core-cart-checkout §3 line custom
 * fields; catalogue-gifting §3 "The cart line carries it; the product page and the cart show what is inside; an order
 * of a custom item lists its ingredients"): a mix 'My Mix: 3 parts Almonds, 1 part Raisins' gives the title 'My Mix'
 * and the items '3 parts Almonds', '1 part Raisins' (an unnamed mix no title); a box or tray 'Almonds, Raisins' the
 * items 'Almonds', 'Raisins'. Undefined for a line of a product that is not a customizer's, or without a description.
 */
export function customItemContents(line: {
  readonly variant: { readonly sku: string };
  readonly custom: Pick<LineItemCustomFields, 'customizationsDescription'>;
}): CustomItemContents | undefined {
  const kind = customizerKindOfSku(line.variant.sku);
  const description = line.custom.customizationsDescription?.trim();
  if (!kind || !description) return undefined;
  if (kind === 'mix') return mixContents(description);
  const items = description
    .split(', ')
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .map((name) => ({ name, label: name }));
  return { kind, items };
}

/**
 * A custom line's contents as one line of text, for mail and the CLI: 'My Mix: 3 parts Almonds, 1 part Raisins',
 * 'Almonds, Raisins'; undefined as customItemContents.
 */
export function customItemSummary(line: Parameters<typeof customItemContents>[0]): string | undefined {
  const contents = customItemContents(line);
  if (!contents) return undefined;
  const list = contents.items.map((i) => i.label).join(', ');
  return contents.title ? `${contents.title}: ${list}` : list;
}
