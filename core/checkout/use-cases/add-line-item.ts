import { z } from 'zod';
import type { Cart } from '../../cart/model';
import { cartSchema, invalidInput } from '../../cart';
import { DEFAULT_MAX_PIECES_PER_ORDER } from '../../validation/model';
import { domainError, err, ok, type Result } from '../../shared';
import type { Clock } from '../../../ports/clock';
import type { CommercePort } from '../../../ports/commerce';
import { addLineItemWithShipments, CUSTOMIZER_ONLY_MESSAGE } from './add-to-cart';
import { needsCustomization } from '../../customizers/model';

const inputSchema = z.strictObject({
  cart: cartSchema,
  sku: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(DEFAULT_MAX_PIECES_PER_ORDER),
});

/** Input: the cart as last read, the SKU and the units to add (1 to 4999). */
export type AddLineItemInput = z.input<typeof inputSchema>;

/**
 * A CX agent adds a SKU to a customer's cart it names (spec: core-cart-checkout §6 CX, §4 Cart edits and
 * Special lines): the line at the cart's version, then the shipments POST /cart gives the same line
 * (addLineItemWithShipments). Errors: 'validation/invalid', the platform's ('cart/version-conflict',
 * 'product/sku-not-found', quantity rules), 'cart/invalid-fixed-address', 'customizer/incomplete' for a customizer
 * product's SKU (a custom item is built in its customizer: catalogue-gifting §4).
 */
export class AddLineItem {
  constructor(
    private readonly commerce: CommercePort,
    private readonly clock: Clock,
  ) {}

  /** Returns the updated cart. */
  async execute(input: AddLineItemInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { cart, sku, quantity } = parsed.data;
    if (needsCustomization(sku, false)) return err(domainError('customizer/incomplete', CUSTOMIZER_ONLY_MESSAGE));
    const added = await addLineItemWithShipments(this.commerce, this.clock, cart, { sku, quantity });
    return added.ok ? ok(added.value.cart) : added;
  }
}
