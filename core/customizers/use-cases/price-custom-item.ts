import { z } from 'zod';
import { containsStatement, unionOfStatements, type AllergenStatement } from '../../catalogue';
import { domainError, err, ok, usd, type Money, type Result } from '../../shared';
import { selectPrice } from '../../pricing';
import { BUILD_A_BOX_KEY, CUSTOM_MIX_KEY, MIX_WEIGHTS, type CustomizerKind, type MixPounds } from '../model/constants';
import { decodeSelection, encodeSelection, productNumberOf, type Slot } from '../model/selection-encoding';
import { canAddMix, mixPriceCents, type MixSelection } from '../model/mix';
import { canAddBox } from '../model/box';
import { canAddTray } from '../model/tray';
import { describeCustomization, type DescribedItem } from '../model/description';
import { unavailableIngredientMessage } from '../model/unavailable-ingredient';
import { GIFT_BUNDLE_KEY } from '../model/bundle-keys';
import type { CommercePort } from '../../../ports/commerce';
import type { LoadCustomizerCatalog } from './customizer-catalog';

/** A custom item as the shopper sends it: the customizer product's SKU, the encoded selection, the mix's name. */
export const customItemInputSchema = z.strictObject({
  sku: z.string().trim().min(1).max(64),
  selection: z.string().min(3).max(60),
  name: z.string().trim().max(60).optional(),
});

/** A priced custom item: its unit price (cents) and the line's `externalId` and `customizationsDescription`. */
export interface PricedCustomItem {
  readonly externalPrice: Money;
  /** The selection, encoded again (catalogue-gifting §3 Customizer selection encoding). */
  readonly externalId: string;
  /** What it holds, readable (describeCustomization). */
  readonly customizationsDescription: string;
  /**
   * The union of its ingredients' major food allergens as a label words it ('Contains: Tree Nuts (Almonds),
   * Peanuts'; 'Allergen information unavailable' when an ingredient's are unknown).
   */
  readonly allergenStatement?: string;
}

/** The offered products of a box or tray by product number: name and allergens. */
type Offered = ReadonlyMap<number, { readonly name: string; readonly allergens: AllergenStatement }>;

/** The pricing of the gift box bundle 9910 (PriceGiftBundle), which the dispatch hands its custom items to. */
export interface CustomBundlePricer {
  execute(input: { readonly sku: string; readonly selection: string }): Promise<Result<PricedCustomItem>>;
}

const NO_BUNDLES = 'Gift box bundles cannot be added here.';
const invalid = (message: string) => err(domainError('customizer/invalid-selection', message));
const incomplete = (message: string) => err(domainError('customizer/incomplete', message));

/**
 * Prices a custom item on the server, never trusting the browser (spec: catalogue-gifting §4 Mix, Box and Tray
 * customizers, §9; core-cart-checkout §8 Unavailable ingredient): the SKU names the customizer ('9905-05' or
 * '9905-25' a mix of 5 or 25 pounds, '3719-01' the box, '9901-05' / '9900-03' the trays; the gift box bundle '9910-03'
 * goes to its own pricer, `bundle`, catalogue-gifting §3 gift box config), the selection is decoded and
 * checked (a mix: 1 to 10 ingredients of 1 to 9 parts, all filled; the box 3719: exactly 6; a tray: 5 sections),
 * each product must be one the customizer offers today. A mix costs mixPriceCents of its ingredients; a box or a tray
 * its variant's price. Errors: 'customizer/invalid-selection' (not a customizer SKU, an undecodable selection),
 * 'customizer/incomplete', 'customizer/unavailable-ingredient' (the §8 message, naming the ingredient).
 */
export class PriceCustomItem {
  constructor(
    private readonly catalog: LoadCustomizerCatalog,
    private readonly commerce: CommercePort,
    private readonly bundle?: CustomBundlePricer,
  ) {}

  async execute(raw: z.input<typeof customItemInputSchema>): Promise<Result<PricedCustomItem>> {
    const parsed = customItemInputSchema.safeParse(raw);
    if (!parsed.success) return invalid('Invalid custom item.');
    const { sku, selection, name } = parsed.data;
    const key = String(productNumberOf(sku) ?? '');
    if (key === CUSTOM_MIX_KEY) return this.mix(sku, selection, name);
    if (key === BUILD_A_BOX_KEY) return this.fixedPrice('box', sku, selection);
    if (key === GIFT_BUNDLE_KEY) return this.bundle ? this.bundle.execute({ sku, selection }) : invalid(NO_BUNDLES);
    return this.fixedPrice('tray', sku, selection);
  }

  private async mix(sku: string, selection: string, name: string | undefined): Promise<Result<PricedCustomItem>> {
    const weight = MIX_WEIGHTS.find((w) => sku === `${CUSTOM_MIX_KEY}-${w.skuSuffix}`);
    if (!weight) return invalid(`${sku} is not a custom mix.`);
    const slots = decodeSelection('mix', selection);
    if (!slots.ok) return slots;
    const offered = new Map(
      (await this.catalog.mixIngredients({ includeOutOfStock: true })).map((i) => [i.productNumber, i]),
    );
    const chosen: MixSelection[] = [];
    for (const slot of slots.value) {
      const ingredient = slot ? offered.get(slot.productNumber) : undefined;
      if (!slot) return incomplete('Fill every ingredient slot of the mix.');
      if (!ingredient) return unavailable(String(slot.productNumber), 'Custom Trail Mix');
      chosen.push({ ingredient, parts: slot.parts ?? 1 });
    }
    if (!canAddMix({ selections: chosen })) return incomplete('Choose 1 to 10 ingredients of 1 to 9 parts each.');
    const items: DescribedItem[] = chosen.map((c) => ({ name: c.ingredient.name, parts: c.parts }));
    return ok({
      externalPrice: usd(mixPriceCents(chosen, weight.pounds as MixPounds)),
      externalId: encodeSelection('mix', slots.value),
      customizationsDescription: describeCustomization('mix', name, items),
      allergenStatement: containsStatement(unionOfStatements(chosen.map((c) => c.ingredient.allergens))),
    });
  }

  private async fixedPrice(kind: CustomizerKind, sku: string, selection: string): Promise<Result<PricedCustomItem>> {
    const product = await this.commerce.getProductBySku(sku);
    const price = selectPrice(product?.variants.find((v) => v.sku === sku)?.prices ?? [], {});
    if (!product || !price) return invalid(`${sku} is not a custom box or tray.`);
    const slots = decodeSelection(kind, selection);
    if (!slots.ok) return slots;
    const complete = kind === 'box' ? canAddBox(product.key, slots.value) : canAddTray(slots.value);
    if (!complete)
      return incomplete(kind === 'box' ? 'Fill every slot of the box.' : 'Fill every section of the tray.');
    const offered = await this.offeredFor(kind, product.key);
    const missing = slots.value.find((s): s is Slot => s !== null && !offered.has(s.productNumber));
    if (missing) return unavailable(String(missing.productNumber), product.name);
    const chosen = slots.value.flatMap((s) => (s ? [offered.get(s.productNumber)!] : []));
    return ok({
      externalPrice: price.value,
      externalId: encodeSelection(kind, slots.value),
      customizationsDescription: describeCustomization(
        kind,
        undefined,
        slots.value.map((s) => (s ? { name: offered.get(s.productNumber)!.name } : null)),
      ),
      allergenStatement: containsStatement(unionOfStatements(chosen.map((i) => i.allergens))),
    });
  }

  private async offeredFor(kind: CustomizerKind, productKey: string): Promise<Offered> {
    const list = kind === 'box' ? await this.catalog.miniBoxes() : await this.catalog.trayIngredients(productKey);
    return new Map(list.map((i) => [i.productNumber, { name: i.name, allergens: i.allergens }]));
  }
}

function unavailable(ingredient: string, item: string): Result<never> {
  return err(domainError('customizer/unavailable-ingredient', unavailableIngredientMessage(ingredient, item)));
}
