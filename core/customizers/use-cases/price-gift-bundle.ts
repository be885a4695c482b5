import { containsStatement, unionOfStatements } from '../../catalogue';
import { domainError, err, ok, usd, type Result } from '../../shared';
import {
  GIFT_BUNDLE_CONFIG,
  bundlePriceCents,
  bundleProblem,
  decodeBundleSelection,
  describeBundle,
  encodeBundleSelection,
  type GiftShipmentOption,
} from '../model/bundle';
import { GIFT_SHIPMENT_SKUS, type LoadGiftShipments } from './gift-bundle';
import type { PricedCustomItem } from './price-custom-item';

/**
 * Prices a gift box bundle on the server, never trusting the browser (spec: catalogue-gifting §1, §3 Gift box
 * shipment variant and config, §7 gift shipments by sku facet filters, §9 labels): `sku` must be the config's
 * ('9910-03'), the selection 3 gift box product numbers (encodeBundleSelection), each a gift box the index has and in
 * stock (bundleProblem); the unit price is bundlePriceCents of their piece prices at the config's discount, the
 * description each box with its timing label (describeBundle). Errors: 'customizer/invalid-selection' (another SKU,
 * an undecodable selection, a product that is not a gift box), 'customizer/incomplete' (not 3 boxes),
 * 'customizer/unavailable-ingredient' (a box out of stock).
 */
export class PriceGiftBundle {
  constructor(private readonly shipments: LoadGiftShipments) {}

  async execute(input: { readonly sku: string; readonly selection: string }): Promise<Result<PricedCustomItem>> {
    const config = GIFT_BUNDLE_CONFIG;
    if (input.sku !== config.sku) {
      return err(domainError('customizer/invalid-selection', `${input.sku} is not a gift box bundle.`));
    }
    const numbers = decodeBundleSelection(input.selection);
    if (!numbers.ok) return numbers;
    const offered = new Map((await this.shipments.execute(GIFT_SHIPMENT_SKUS)).map((o) => [o.productNumber, o]));
    const problem = bundleProblem(numbers.value, offered);
    if (problem) {
      const code = problem.endsWith('out of stock.')
        ? 'customizer/unavailable-ingredient'
        : 'customizer/invalid-selection';
      return err(domainError(code, problem));
    }
    const chosen = numbers.value.map((n) => offered.get(n)) as GiftShipmentOption[];
    return ok({
      externalPrice: usd(bundlePriceCents(chosen, config.discountPercent)),
      externalId: encodeBundleSelection(numbers.value),
      customizationsDescription: describeBundle(chosen.map((o) => o.name)),
      allergenStatement: containsStatement(unionOfStatements(chosen.map((o) => o.allergens))),
    });
  }
}
