import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared/result';
import type { Cart } from '../../cart/model/cart';
import { assignAllToShipmentActions } from '../../cart/model/quantity-rules';
import type { CommercePort } from '../../../ports/commerce';

const inputSchema = z.object({
  anonymousId: z.string().min(1),
  sku: z.string().trim().min(1).max(64),
  quantity: z.number().int(),
  listMetadata: z.string().max(2000).optional(),
});

/**
 * POST /cart (spec: core-cart-checkout §7; catalogue-gifting §7 Add to cart): adds `quantity` of a SKU to the
 * session's active cart, creating the cart on first use. When the cart has exactly one shipment, the new
 * units follow it (§4 "With one valid shipping target, the target quantity follows").
 * Errors: 'validation/invalid' (quantity messages of §5), 'product/sku-not-found', 'cart/invalid-action'.
 */
export class AddToCart {
  constructor(private readonly commerce: CommercePort) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<{ cart: Cart; cart_line: { id: string; quantity_added: number } }>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      const badQuantity = parsed.error.issues.some((i) => i.path[0] === 'quantity');
      return err(domainError('validation/invalid', badQuantity ? 'Quantity must be a number' : 'Invalid add-to-cart request'));
    }
    const input = parsed.data;
    if (input.quantity < 1) return err(domainError('validation/invalid', 'Quantity must be higher than 0'));
    const cart = (await this.commerce.getActiveCartOf(input.anonymousId)) ?? (await this.commerce.createCart({ anonymousId: input.anonymousId }));
    const custom = input.listMetadata ? { listMetadata: input.listMetadata } : undefined;
    const added = await this.commerce.updateCart(cart.id, cart.version, [{ action: 'addLineItem', sku: input.sku, quantity: input.quantity, custom }]);
    if (!added.ok) return added;
    let result = added.value;
    const [only] = result.itemShippingAddresses;
    if (only && result.itemShippingAddresses.length === 1) {
      const followed = await this.commerce.updateCart(result.id, result.version, assignAllToShipmentActions(result, only.key));
      if (followed.ok) result = followed.value;
    }
    const line = result.lineItems.find((l) => l.variant.sku === input.sku && l.custom.listMetadata === input.listMetadata) ?? result.lineItems.find((l) => l.variant.sku === input.sku);
    if (!line) return err(domainError('product/sku-not-found', `No product variant with SKU ${input.sku}`));
    return ok({ cart: result, cart_line: { id: line.id, quantity_added: input.quantity } });
  }
}
