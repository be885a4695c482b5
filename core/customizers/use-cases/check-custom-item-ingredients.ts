import { isVariantInStock, type Product } from '../../catalogue/model';
import {
  BUILD_A_BOX_KEY,
  CLASSIC_TRAY_KEY,
  CUSTOM_MIX_KEY,
  PREMIUM_TRAY_KEY,
  type CustomizerKind,
} from '../model/constants';
import { decodeSelection, productNumberOf, type Slot } from '../model/selection-encoding';
import type { CommercePort } from '../../../ports/commerce';
import type { LoadCustomizerCatalog } from './customizer-catalog';

/** A custom line to check: its id, the customizer product's SKU, its encoded selection and readable description. */
export interface CustomLineToCheck {
  readonly lineItemId: string;
  readonly sku: string;
  readonly externalId: string;
  readonly customizationsDescription?: string;
}

/** What a customizer offers today: each product number's name and the SKU of its search hit. */
type Offered = ReadonlyMap<number, { readonly name: string; readonly sku: string }>;

/** The kind of customizer a SKU's product number names; undefined for any other product. */
function kindOf(sku: string): CustomizerKind | undefined {
  const key = String(productNumberOf(sku) ?? '');
  if (key === CUSTOM_MIX_KEY) return 'mix';
  if (key === BUILD_A_BOX_KEY) return 'box';
  return key === PREMIUM_TRAY_KEY || key === CLASSIC_TRAY_KEY ? 'tray' : undefined;
}

/**
 * The name of the filled slot at `filledIndex` as the line's description gives it (a mix '3 parts Almonds, 1 part
 * Raisins' after an optional 'Name: '; a box or tray 'Almonds, Raisins'), for an ingredient the customizer no longer
 * offers (the index no longer knows its name).
 */
function describedName(kind: CustomizerKind, description: string | undefined, filledIndex: number): string | undefined {
  if (!description) return undefined;
  if (kind !== 'mix') return description.split(', ')[filledIndex]?.trim() || undefined;
  const list = description.replace(/^.*?: (?=[1-9] parts? )/s, '');
  const item = list.split(/, (?=[1-9] parts? )/)[filledIndex];
  return item?.replace(/^[1-9] parts? /, '').trim() || undefined;
}

/**
 * Finds custom items whose ingredients can no longer be sold (spec: core-cart-checkout §4 Cart preparation, §8
 * Unavailable ingredient; catalogue-gifting §3 Customizer selection encoding): each line's `externalId` is decoded
 * (decodeSelection of its kind); an ingredient is unavailable when its customizer no longer offers it
 * (LoadCustomizerCatalog: mix ingredients, mini boxes, the tray's ingredients) or the variant of its search hit's SKU
 * is not in stock (isVariantInStock of the catalogue's current product, or no such product or variant). Answers, per
 * line id, the name of the first unavailable ingredient (its name in the line's description, else its product number,
 * when the customizer no longer offers it). A selection that no longer decodes counts as unavailable, named by the
 * line's description. Each customizer's catalogue and each SKU's product are read once per call.
 */
export class CheckCustomItemIngredients {
  constructor(
    private readonly catalog: LoadCustomizerCatalog,
    private readonly commerce: Pick<CommercePort, 'getProductBySku'>,
  ) {}

  async unavailableIngredients(lines: readonly CustomLineToCheck[]): Promise<ReadonlyMap<string, string>> {
    const offered = new Map<string, Promise<Offered>>();
    const products = new Map<string, Promise<Product | undefined>>();
    const productOf = (sku: string) => {
      if (!products.has(sku)) products.set(sku, this.commerce.getProductBySku(sku));
      return products.get(sku)!;
    };
    const out = new Map<string, string>();
    for (const line of lines) {
      const kind = kindOf(line.sku);
      if (!kind) continue;
      const catalogKey = kind === 'tray' ? `tray:${productNumberOf(line.sku)}` : kind;
      if (!offered.has(catalogKey)) offered.set(catalogKey, this.offered(kind, String(productNumberOf(line.sku))));
      const missing = await this.firstUnavailable(kind, line, await offered.get(catalogKey)!, productOf);
      if (missing !== undefined) out.set(line.lineItemId, missing);
    }
    return out;
  }

  private async firstUnavailable(
    kind: CustomizerKind,
    line: CustomLineToCheck,
    offered: Offered,
    productOf: (sku: string) => Promise<Product | undefined>,
  ): Promise<string | undefined> {
    const slots = decodeSelection(kind, line.externalId);
    if (!slots.ok) return line.customizationsDescription ?? line.externalId;
    const filled = slots.value.filter((s): s is Slot => s !== null);
    for (const [i, slot] of filled.entries()) {
      const hit = offered.get(slot.productNumber);
      if (!hit) return describedName(kind, line.customizationsDescription, i) ?? String(slot.productNumber);
      const variant = (await productOf(hit.sku))?.variants.find((v) => v.sku === hit.sku);
      if (!variant || !variant.active || !isVariantInStock(variant)) return hit.name;
    }
    return undefined;
  }

  private async offered(kind: CustomizerKind, productKey: string): Promise<Offered> {
    const list =
      kind === 'mix'
        ? await this.catalog.mixIngredients({ includeOutOfStock: true })
        : kind === 'box'
          ? await this.catalog.miniBoxes()
          : await this.catalog.trayIngredients(productKey);
    return new Map(list.map((i) => [i.productNumber, { name: i.name, sku: i.sku }]));
  }
}
