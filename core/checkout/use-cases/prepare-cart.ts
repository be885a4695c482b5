import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { isDigitalGiftLine, type Cart } from '../../cart/model';
import { updateCartWithRetry } from '../../cart';
import type { Product } from '../../catalogue/model';
import type { CommercePort } from '../../../ports/commerce';
import {
  linesToRemove,
  linesWithUnavailableIngredients,
  removeLinesActions,
  type RemovedLine,
} from '../model/cart-preparation';
import { isCustomizerSku } from '../../customizers/model';

const inputSchema = z.string().min(1).max(100);

/** What cart preparation did: the cart afterwards (null without an active cart) and the lines it removed. */
export interface PreparedCart {
  readonly cart: Cart | null;
  readonly removed: readonly RemovedLine[];
}

/** The catalogue's current product of each distinct SKU of the cart's lines (undefined for a SKU no longer sold). */
export async function currentProductsOf(
  commerce: Pick<CommercePort, 'getProductBySku'>,
  cart: Cart,
): Promise<ReadonlyMap<string, Product | undefined>> {
  const skus = [...new Set(cart.lineItems.map((l) => l.variant.sku))];
  const products = await Promise.all(skus.map((sku) => commerce.getProductBySku(sku)));
  return new Map(skus.map((sku, i) => [sku, products[i]]));
}

/** A custom line as the ingredient check reads it: its id, SKU, encoded selection and readable description. */
export interface CustomLineRef {
  readonly lineItemId: string;
  /** The customizer product's SKU ('9905-05', '3719-01', '9901-05', '9900-03'). */
  readonly sku: string;
  /** The encoded selection (custom field `externalId`, catalogue-gifting §3 Customizer selection encoding). */
  readonly externalId: string;
  /** The readable description (custom field `customizationsDescription`), which names ingredients gone from sale. */
  readonly customizationsDescription?: string;
}

/**
 * What cart preparation asks about custom items (spec: core-cart-checkout §4 Cart preparation, §8 Unavailable
 * ingredient), so that checkout stays independent of search: implemented by core/customizers
 * (`CheckCustomItemIngredients`, the customizers' catalogue from the search index and the products' stock).
 */
export interface CustomItemIngredientCheck {
  /**
   * The name of the first ingredient of each line that is no longer available (not offered by its customizer any
   * more, or its variant out of stock), keyed by line item id; lines whose ingredients are all available are absent.
   */
  unavailableIngredients(lines: readonly CustomLineRef[]): Promise<ReadonlyMap<string, string>>;
}

/**
 * The custom lines of `cart`: a customizer product's lines with an encoded selection (a digital gift of a tray or box
 * is not one: its recipients choose, and its externalId only names it for its greeting card).
 */
function customLinesOf(cart: Cart): CustomLineRef[] {
  return cart.lineItems.flatMap((l) => {
    const externalId = l.custom.externalId;
    if (!externalId || !isCustomizerSku(l.variant.sku) || isDigitalGiftLine(l)) return [];
    const description = l.custom.customizationsDescription;
    return [
      {
        lineItemId: l.id,
        sku: l.variant.sku,
        externalId,
        ...(description !== undefined ? { customizationsDescription: description } : {}),
      },
    ];
  });
}

/**
 * Cart preparation before checkout (spec: core-cart-checkout §4 Proceeding to checkout, Cart preparation; §8 "Out
 * of stock line removed"): the owner's active cart loses every line that is out of stock (fewer units on hand than
 * its quantity, or none), inactive or backordered by the catalogue's current stock, with its dependent lines and
 * custom line items and the shipments only they used (`removeLinesActions`), in one update (version conflicts
 * reloaded and retried). Answers the cart afterwards (unchanged when nothing was removed; null without an active
 * cart) and the removed lines, each with '{item}: Sorry, this item is out of stock and has been removed from your
 * cart.'. With a `customItems` check, a custom item (a customizer product's line with an encoded selection) one of
 * whose ingredients is no longer available is removed too, with 'An ingredient ({ingredient}) you added to the
 * {item} is currently unavailable. Please return to the {item} page and rebuild it using an alternative
 * ingredient.' (§8; `item` the line's product name). Errors: 'validation/invalid' for an empty owner id; the cart
 * update's errors.
 */
export class PrepareCart {
  constructor(
    private readonly commerce: Pick<CommercePort, 'getActiveCartOf' | 'getCartById' | 'updateCart' | 'getProductBySku'>,
    private readonly customItems?: CustomItemIngredientCheck,
  ) {}

  async execute(ownerId: string): Promise<Result<PreparedCart>> {
    const parsed = inputSchema.safeParse(ownerId);
    if (!parsed.success) return err(domainError('validation/invalid', 'No session.'));
    const cart = await this.commerce.getActiveCartOf(parsed.data);
    if (!cart) return ok({ cart: null, removed: [] });
    const products = await currentProductsOf(this.commerce, cart);
    const custom = customLinesOf(cart);
    const unavailable =
      this.customItems && custom.length > 0
        ? await this.customItems.unavailableIngredients(custom)
        : new Map<string, string>();
    let removed: RemovedLine[] = [];
    const updated = await updateCartWithRetry(this.commerce, cart, (current) => {
      const outOfStock = linesToRemove(current, products);
      const ingredients = linesWithUnavailableIngredients(
        current,
        unavailable,
        new Set(outOfStock.map((r) => r.lineItemId)),
      );
      removed = [...outOfStock, ...ingredients];
      return ok(
        removeLinesActions(
          current,
          removed.map((r) => r.lineItemId),
        ),
      );
    });
    return updated.ok ? ok({ cart: updated.value, removed }) : updated;
  }
}
