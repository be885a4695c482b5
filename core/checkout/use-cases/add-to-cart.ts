import { z } from 'zod';
import { domainError, err, ok, type DomainError, type Money, type Result } from '../../shared';
import type { Cart, CartAction, LineItem } from '../../cart/model';
import { cartKeyOf, createWithCartKey } from '../../cart/model';
import { updateCartWithRetry } from '../../cart';
import type { CommercePort } from '../../../ports/commerce';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import { needsCustomization } from '../../customizers/model';
import { checkGiftCompanion, specialLineShipmentActions } from '../model/special-lines';
import { addLineItemAction, type LineItemToAdd } from './line-item-to-add';

export { addLineItemAction, type LineItemToAdd } from './line-item-to-add';

const inputSchema = z.object({
  anonymousId: z.string().min(1),
  sku: z.string().trim().min(1).max(64),
  quantity: z.number().int(),
  listMetadata: z.string().max(2000).optional(),
  /** Recipients of a digital gift (JSON text): the line is e-mailed, not shipped (core §4 Special lines). */
  recipientsJson: z.string().min(2).max(5000).optional(),
  /** A greeting card line's message (core-cart-checkout §4 "Greeting card lines … with a message"). */
  greetingCardMessage: z.string().trim().min(1).max(500).optional(),
  /**
   * The digital gift line a greeting card goes with (that line's custom.externalId): the card rides with the gift to
   * its recipients (core-cart-checkout §3 parentExternalId, §4 greeting card lines).
   */
  parentExternalId: z.string().trim().min(1).max(100).optional(),
  /** A custom item's encoded selection and (a mix) its name (catalogue-gifting §3, §4 customizers). */
  customization: z
    .strictObject({ selection: z.string().min(3).max(60), name: z.string().trim().max(60).optional() })
    .optional(),
  /** The session began with this request (its anonymousId was just minted): it has no cart to look up. */
  newSession: z.boolean().optional(),
});

/** The refusal of a customizer product's SKU added as a plain line (catalogue-gifting §4 customizers). */
export const CUSTOMIZER_ONLY_MESSAGE = 'Build this item in its customizer to add it to the cart.';

/**
 * Prices a custom item on the server (core/customizers PriceCustomItem): its unit price and the line's externalId
 * (the encoded selection) and customizationsDescription; errors are the customizer's ('customizer/…').
 */
export interface CustomItemPricer {
  execute(input: { readonly sku: string; readonly selection: string; readonly name?: string }): Promise<
    Result<{
      readonly externalPrice: Money;
      readonly externalId: string;
      readonly customizationsDescription: string;
      readonly allergenStatement?: string;
    }>
  >;
}

/**
 * POST /cart (spec: core-cart-checkout §7; catalogue-gifting §7 Add to cart): adds `quantity` of a SKU to the session's
 * active cart, creating the cart on first use. Then the shipments of §4 "Special lines":
 * - a fixed-address product (variant attribute fixedAddress) gets its shipments to that address (one per unit unless
 *   groupShipments);
 * - a digital gift line (recipientsJson) goes to the default New Jersey warehouse shipment, arriving tomorrow;
 * - a greeting card sent with a digital gift (parentExternalId) rides with it to the same warehouse shipment;
 * - otherwise, when the cart has exactly one shipment and it is not that warehouse's, the new units follow it (§4 "With
 *   one valid shipping target, the target quantity follows"). The add is all or nothing (addLineItemWithShipments):
 *   when the shipments fail, the line is taken back. Errors: 'validation/invalid' (quantity messages of §5; a greeting
 *   card's, checkGiftCompanion), 'product/sku-not-found', 'cart/invalid-action', 'cart/invalid-fixed-address', with
 *   `details.undoFailure` when taking the line back failed too.
 */
export class AddToCart {
  /**
   * @param clock today's date (in the New Jersey warehouse's time zone) for a digital gift's arrival.
   * @param ids when given, a new cart gets a cart key a shopper can read to an agent (cartKeyOf); absent: no key.
   * @param customItems prices a custom item (an input with `customization`); absent: custom items are refused.
   */
  constructor(
    private readonly commerce: CommercePort,
    private readonly clock: Clock,
    private readonly ids?: Pick<IdGenerator, 'uuid'>,
    private readonly customItems?: CustomItemPricer,
  ) {}

  /** A new cart of `anonymousId` created with `actions` (one write), keyed when there are ids (clashes retried). */
  private createCart(anonymousId: string, actions: readonly CartAction[]): Promise<Result<Cart>> {
    const ids = this.ids;
    if (!ids) return this.commerce.createCart({ anonymousId, actions });
    return createWithCartKey(
      (key) => this.commerce.createCart({ anonymousId, key, actions }),
      () => cartKeyOf(ids.uuid()),
    );
  }

  async execute(
    raw: z.input<typeof inputSchema>,
  ): Promise<Result<{ cart: Cart; cart_line: { id: string; quantity_added: number } }>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) {
      const badQuantity = parsed.error.issues.some((i) => i.path[0] === 'quantity');
      return err(
        domainError('validation/invalid', badQuantity ? 'Quantity must be a number' : 'Invalid add-to-cart request'),
      );
    }
    const input = parsed.data;
    if (input.quantity < 1) return err(domainError('validation/invalid', 'Quantity must be higher than 0'));
    const custom = await this.priceCustomization(input.sku, input.customization, input.recipientsJson !== undefined);
    if (!custom.ok) return custom;
    const active = input.newSession ? undefined : await this.commerce.getActiveCartOf(input.anonymousId);
    if (input.parentExternalId !== undefined) {
      const companion = checkGiftCompanion(active, input);
      if (!companion.ok) return companion;
    }
    const item: LineItemToAdd = {
      sku: input.sku,
      quantity: input.quantity,
      listMetadata: input.listMetadata,
      recipientsJson: input.recipientsJson,
      greetingCardMessage: input.greetingCardMessage,
      parentExternalId: input.parentExternalId,
      ...this.digitalGiftId(input.recipientsJson, custom.value.externalId),
      ...custom.value,
    };
    // A first add creates the cart with its line in one write; the line's shipments follow as for an existing cart.
    const added = active
      ? await addLineItemWithShipments(this.commerce, this.clock, active, item)
      : await this.createCart(input.anonymousId, [addLineItemAction(item)]).then((created) =>
          created.ok ? lineWithShipments(this.commerce, this.clock, created.value, item) : created,
        );
    if (!added.ok) return added;
    return ok({ cart: added.value.cart, cart_line: { id: added.value.line.id, quantity_added: input.quantity } });
  }

  /**
   * A digital gift line's own externalId, `gift-{uuid}` (what a greeting card sent with it names as its
   * parentExternalId), when it has recipients, no custom item's externalId, and there are ids.
   */
  private digitalGiftId(recipientsJson: string | undefined, customExternalId: string | undefined) {
    return recipientsJson !== undefined && customExternalId === undefined && this.ids
      ? { externalId: `gift-${this.ids.uuid()}` }
      : {};
  }

  /**
   * The priced custom item of a `customization`, or nothing to add for an ordinary line or a digital gift of a tray or
   * box (its recipients choose: catalogue-gifting §4 Gift drop).
   */
  private async priceCustomization(
    sku: string,
    customization: z.infer<typeof inputSchema>['customization'],
    digitalGift: boolean,
  ): Promise<
    Result<Pick<LineItemToAdd, 'externalPrice' | 'externalId' | 'customizationsDescription' | 'allergenStatement'>>
  > {
    if (!customization)
      return needsCustomization(sku, digitalGift)
        ? err(domainError('customizer/incomplete', CUSTOMIZER_ONLY_MESSAGE))
        : ok({});
    if (!this.customItems) return err(domainError('validation/invalid', 'Custom items cannot be added here.'));
    return this.customItems.execute({ sku, ...customization });
  }
}

/**
 * Adds a line to `cart` at its current version, then gives it the shipments of core §4 "Special lines" in a
 * second update: a fixed-address product (variant attribute fixedAddress) gets its shipments to that address
 * (one per unit unless groupShipments); a digital gift line goes to the New Jersey warehouse shipment arriving
 * the day after the warehouse's today (by `clock`); otherwise, when the cart has exactly one shipment, the new
 * units follow it. Shared by POST /cart and the CLI's `cart add`.
 *
 * All or nothing: the shipment actions name the line, whose id the platform assigns in the first update (or
 * whose existing line the add merges into, by the platform's own rules), so they cannot go in the same update.
 * When they cannot be computed or their update fails, the add is undone (undoAdd) and that failure returned:
 * the cart keeps the lines it had (at a version two higher when nobody else wrote it meanwhile). A thrown error
 * (PortError) is rethrown as it was after the same undo, whose outcome is then not reported.
 * Errors: the platform's ('cart/version-conflict', 'product/sku-not-found', 'cart/invalid-action', quantity
 * rules), 'cart/invalid-fixed-address'; when the undo fails too, the failure carries `details.undoFailure`
 * (`{ lineItemId, code, message }`, code 'port/unreachable' when the undo threw).
 */
export async function addLineItemWithShipments(
  commerce: CommercePort,
  clock: Clock,
  cart: Cart,
  item: LineItemToAdd,
): Promise<Result<{ cart: Cart; line: LineItem }>> {
  const added = await commerce.updateCart(cart.id, cart.version, [addLineItemAction(item)]);
  return added.ok ? lineWithShipments(commerce, clock, added.value, item) : added;
}

/**
 * The second half of addLineItemWithShipments for `added`, the cart as the addLineItem of `item` left it (an update,
 * or a new cart created with it: AddToCart's first add): finds the line and gives it its shipments in a second
 * update, undoing the add when they fail (a new cart is then left empty).
 */
async function lineWithShipments(
  commerce: CommercePort,
  clock: Clock,
  added: Cart,
  item: LineItemToAdd,
): Promise<Result<{ cart: Cart; line: LineItem }>> {
  const lines = added.lineItems;
  const same = (l: LineItem) => l.variant.sku === item.sku;
  const line =
    lines.find((l) => same(l) && item.externalId && l.custom.externalId === item.externalId) ??
    lines.find((l) => same(l) && item.parentExternalId && l.custom.parentExternalId === item.parentExternalId) ??
    lines.find((l) => same(l) && l.custom.listMetadata === item.listMetadata) ??
    lines.find(same);
  if (!line) return err(domainError('product/sku-not-found', `No product variant with SKU ${item.sku}`));
  const shipments = specialLineShipmentActions(added, line, clock.nowMs());
  if (!shipments.ok) return undone(shipments.error, await undoAdd(commerce, added, line.id, item.quantity));
  if (shipments.value.length === 0) return ok({ cart: added, line });
  let shipped: Result<Cart>;
  try {
    shipped = await commerce.updateCart(added.id, added.version, shipments.value);
  } catch (error) {
    await undoAdd(commerce, added, line.id, item.quantity);
    throw error;
  }
  if (!shipped.ok) return undone(shipped.error, await undoAdd(commerce, added, line.id, item.quantity));
  return ok({ cart: shipped.value, line });
}

/**
 * Takes back the `quantity` units the addLineItem that made `added` put on line `lineItemId`: the line is removed
 * when that leaves none (the add created it), otherwise it gets its earlier quantity back. Sent at `added`'s
 * version; on a version conflict (or a retryable PortError) the cart is reloaded and the undo recomputed from it
 * (updateCartWithRetry), and a line already gone needs nothing. Shipments a lost-answer update may have added
 * stay, empty (core §4: empty shipments can be cleared). Returns undefined once undone, else why not as
 * `{ lineItemId, code, message }` (code 'port/unreachable' when the undo threw); never throws.
 */
async function undoAdd(
  commerce: CommercePort,
  added: Cart,
  lineItemId: string,
  quantity: number,
): Promise<UndoFailure | undefined> {
  const undo = (current: Cart): Result<readonly CartAction[]> => {
    const now = current.lineItems.find((l) => l.id === lineItemId);
    if (!now) return ok([]);
    const left = now.quantity - quantity;
    const action: CartAction =
      left > 0
        ? { action: 'changeLineItemQuantity', lineItemId, quantity: left }
        : { action: 'removeLineItem', lineItemId };
    return ok([action]);
  };
  try {
    const result = await updateCartWithRetry(commerce, added, undo);
    return result.ok ? undefined : { lineItemId, code: result.error.code, message: result.error.message };
  } catch (e) {
    return { lineItemId, code: 'port/unreachable', message: e instanceof Error ? e.message : String(e) };
  }
}

/** Why an add could not be undone: the line and the DomainError's code and message. */
interface UndoFailure {
  readonly lineItemId: string;
  readonly code: string;
  readonly message: string;
}

/** `failure` as the answer of an undone add; with `details.undoFailure` when the undo failed. */
function undone(failure: DomainError, undoFailure: UndoFailure | undefined): Result<never> {
  return err(undoFailure ? { ...failure, details: { ...failure.details, undoFailure } } : failure);
}
