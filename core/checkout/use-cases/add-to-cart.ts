import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared/result';
import type { Cart, LineItem } from '../../cart/model/cart';
import type { CartAction } from '../../cart/model/actions';
import { assignAllToShipmentActions } from '../../cart/model/quantity-rules';
import { fixedAddressShipmentActions } from '../../cart/model/fixed-address';
import { digitalGiftShipmentActions, isDigitalGiftLine } from '../../cart/model/digital-gifts';
import type { CommercePort } from '../../../ports/commerce';
import type { Clock } from '../../../ports/clock';

const inputSchema = z.object({
  anonymousId: z.string().min(1),
  sku: z.string().trim().min(1).max(64),
  quantity: z.number().int(),
  listMetadata: z.string().max(2000).optional(),
  /** Recipients of a digital gift (JSON text): the line is e-mailed, not shipped (core §4 Special lines). */
  recipientsJson: z.string().min(2).max(5000).optional(),
});

/**
 * POST /cart (spec: core-cart-checkout §7; catalogue-gifting §7 Add to cart): adds `quantity` of a SKU to the
 * session's active cart, creating the cart on first use. Then the shipments of §4 "Special lines":
 * - a fixed-address product (variant attribute fixedAddress) gets its shipments to that address (one per
 *   unit unless groupShipments);
 * - a digital gift line (recipientsJson) goes to the default New Jersey warehouse shipment, arriving tomorrow;
 * - otherwise, when the cart has exactly one shipment, the new units follow it (§4 "With one valid shipping
 *   target, the target quantity follows").
 * Errors: 'validation/invalid' (quantity messages of §5), 'product/sku-not-found', 'cart/invalid-action',
 * 'cart/invalid-fixed-address'.
 */
export class AddToCart {
  /** @param clock today's date (in the New Jersey warehouse's time zone) for a digital gift's arrival. */
  constructor(private readonly commerce: CommercePort, private readonly clock: Clock) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<{ cart: Cart; cart_line: { id: string; quantity_added: number } }>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      const badQuantity = parsed.error.issues.some((i) => i.path[0] === 'quantity');
      return err(domainError('validation/invalid', badQuantity ? 'Quantity must be a number' : 'Invalid add-to-cart request'));
    }
    const input = parsed.data;
    if (input.quantity < 1) return err(domainError('validation/invalid', 'Quantity must be higher than 0'));
    const cart = (await this.commerce.getActiveCartOf(input.anonymousId)) ?? (await this.commerce.createCart({ anonymousId: input.anonymousId }));
    const fields = { ...(input.listMetadata ? { listMetadata: input.listMetadata } : {}), ...(input.recipientsJson ? { recipientsJson: input.recipientsJson } : {}) };
    const custom = Object.keys(fields).length > 0 ? fields : undefined;
    const added = await this.commerce.updateCart(cart.id, cart.version, [{ action: 'addLineItem', sku: input.sku, quantity: input.quantity, custom }]);
    if (!added.ok) return added;
    let result = added.value;
    const lineOf = (c: Cart) => c.lineItems.find((l) => l.variant.sku === input.sku && l.custom.listMetadata === input.listMetadata) ?? c.lineItems.find((l) => l.variant.sku === input.sku);
    const line = lineOf(result);
    if (!line) return err(domainError('product/sku-not-found', `No product variant with SKU ${input.sku}`));
    const shipments = this.shipmentActions(result, line);
    if (!shipments.ok) return shipments;
    if (shipments.value.length > 0) {
      const shipped = await this.commerce.updateCart(result.id, result.version, shipments.value);
      if (!shipped.ok) return shipped;
      result = shipped.value;
    }
    return ok({ cart: result, cart_line: { id: line.id, quantity_added: input.quantity } });
  }

  /** The shipment actions §4 "Special lines" asks for after adding `line` (none for an ordinary line without a single shipment). */
  private shipmentActions(cart: Cart, line: LineItem): Result<readonly CartAction[]> {
    if (line.variant.fixedAddress !== undefined) return fixedAddressShipmentActions(cart, line.id, line.variant.fixedAddress);
    if (isDigitalGiftLine(line)) return digitalGiftShipmentActions(cart, warehouseDate(this.clock.nowMs()));
    const [only] = cart.itemShippingAddresses;
    return ok(only && cart.itemShippingAddresses.length === 1 ? assignAllToShipmentActions(cart, only.key) : []);
  }
}

/** Time zone of the default warehouse (New Jersey), whose calendar dates digital gifts arrive on. */
const WAREHOUSE_TIME_ZONE = 'America/New_York';
const warehouseDay = new Intl.DateTimeFormat('en-CA', { timeZone: WAREHOUSE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The warehouse's calendar date (YYYY-MM-DD) at `ms` since the epoch. */
function warehouseDate(ms: number): string {
  return warehouseDay.format(new Date(ms));
}
