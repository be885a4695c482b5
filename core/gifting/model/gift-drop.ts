import { domainError, err, ok, type Result } from '../../shared';
import { isDigitalGiftLine, type Address, type LineItem, type Order } from '../../cart/model';
import { productNumberOf } from '../../customizers/model';
import { giftOptionOfProduct } from './gift-options';
import { parseRecipientsJson, type RecipientEntry } from './recipients';

/**
 * A gift drop (spec: catalogue-gifting §4 Gift drop and fixed-address gifts; core-cart-checkout §4 digital gift
 * lines): what a placed order's digital gift line becomes. Each recipient redeems it once, choosing their items and a
 * US address. Times are ISO 8601; dates YYYY-MM-DD.
 */

/** A recipient's progress: mailed ('sent'), or their choice made ('redeemed'). */
export type GiftRecipientStatus = 'sent' | 'redeemed';

/** Who sent the gift: the customer's id when signed in, the order's e-mail, and the name the recipients see. */
export interface GiftSender {
  readonly customerId?: string;
  readonly email: string;
  readonly name: string;
}

/**
 * A recipient of a gift drop: id, name, e-mail, status, when the mail went (`sentAt`, the last resend's time) and,
 * once redeemed, when, the product numbers chosen (slot order), the shipping address, the ship date and the number of
 * the order it ships as (absent for gifts redeemed before orders were made).
 */
export interface GiftRecipient {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly status: GiftRecipientStatus;
  readonly sentAt: string;
  readonly redeemedAt?: string;
  readonly selection?: readonly number[];
  readonly shippingAddress?: Address;
  readonly shipOn?: string;
  readonly orderNumber?: string;
}

/**
 * The greeting card sent with a gift (core-cart-checkout §4 "Greeting card lines are added as extra line items with a
 * message"): the card's SKU and its message; each recipient's order gets one card.
 */
export interface GiftGreetingCard {
  readonly sku: string;
  readonly message: string;
}

/**
 * One digital gift line of a placed order: its id, the order's number and line id (one drop per line), the sender,
 * the gift's product number ('9901') and SKU, the message as written (without the sender), when it was made, and its
 * recipients, and the greeting card sent with it, if any.
 */
export interface GiftDrop {
  readonly id: string;
  readonly orderNumber: string;
  readonly lineItemId: string;
  readonly sender: GiftSender;
  readonly productKey: string;
  readonly sku: string;
  readonly message: string;
  readonly createdAt: string;
  readonly recipients: readonly GiftRecipient[];
  readonly greetingCard?: GiftGreetingCard;
}

/** A gift drop line of an order before ids, keys and times: the line, its product and the parsed recipients. */
export interface GiftLinePlan {
  readonly lineItemId: string;
  readonly productKey: string;
  readonly sku: string;
  readonly message: string;
  readonly senderName?: string;
  readonly recipients: readonly RecipientEntry[];
  readonly greetingCard?: GiftGreetingCard;
}

/** A line that carries recipients but cannot become a gift drop, and why. */
export interface SkippedGiftLine {
  readonly lineItemId: string;
  readonly reason: string;
}

/** A gift certificate line (SKU 'GC-…') carries its recipient by shipment and is issued elsewhere. */
const isGiftCertificate = (line: LineItem) => line.variant.sku.startsWith('GC-');

/**
 * The gift drops an order's lines make (core-cart-checkout §4 "Digital gift lines (recipientsJson)"): one per digital
 * gift line that is not a gift certificate, with its product number, SKU, the first message and sender name its entries
 * give, its recipients and the greeting card riding with it (greetingCardOf); lines whose recipientsJson is invalid or
 * whose SKU has no product number are skipped with the reason. Pure.
 */
export function giftLinePlansOf(order: Order): { plans: GiftLinePlan[]; skipped: SkippedGiftLine[] } {
  const plans: GiftLinePlan[] = [];
  const skipped: SkippedGiftLine[] = [];
  for (const line of order.cart.lineItems.filter((l) => isDigitalGiftLine(l) && !isGiftCertificate(l))) {
    const entries = parseRecipientsJson(line.custom.recipientsJson ?? '');
    const number = productNumberOf(line.variant.sku);
    if (!entries.ok) skipped.push({ lineItemId: line.id, reason: entries.error.message });
    else if (number === undefined)
      skipped.push({ lineItemId: line.id, reason: `No product number: ${line.variant.sku}` });
    else {
      const senderName = entries.value.find((e) => e.sender)?.sender;
      const greetingCard = greetingCardOf(order, line);
      plans.push({
        lineItemId: line.id,
        productKey: String(number),
        sku: line.variant.sku,
        message: entries.value.find((e) => e.message)?.message ?? '',
        ...(senderName ? { senderName } : {}),
        recipients: entries.value,
        ...(greetingCard ? { greetingCard } : {}),
      });
    }
  }
  return { plans, skipped };
}

/**
 * The greeting card riding with `gift` in `order`: a line whose custom.parentExternalId is the gift line's externalId
 * and that has a greetingCardMessage (core-cart-checkout §4 greeting card lines); undefined when there is none.
 */
export function greetingCardOf(order: Order, gift: LineItem): GiftGreetingCard | undefined {
  const parent = gift.custom.externalId;
  if (parent === undefined) return undefined;
  const card = order.cart.lineItems.find((l) => l.custom.parentExternalId === parent && l.custom.greetingCardMessage);
  return card ? { sku: card.variant.sku, message: card.custom.greetingCardMessage! } : undefined;
}

/**
 * The customer who placed `order`, or undefined for a guest: the cart's customer, else (an order placed by a
 * signed-in customer or for one in CX mode, whose session owns the cart by the customer's id) the cart's owner id.
 */
export function senderCustomerIdOf(order: Order): string | undefined {
  if (order.cart.customerId) return order.cart.customerId;
  const signedIn = order.checkoutType === 'Customer' || order.checkoutType === 'CX';
  return signedIn ? order.cart.anonymousId : undefined;
}

/**
 * The sender of `order`'s gifts, or undefined without an e-mail: the entries' name, else the billing name, else the
 * e-mail.
 */
export function giftSenderOf(order: Order, senderName?: string): GiftSender | undefined {
  const email = order.customerEmail ?? order.cart.customerEmail;
  if (!email) return undefined;
  const name = senderName?.trim() || order.billingAddress?.name?.trim() || email;
  const customerId = senderCustomerIdOf(order);
  return { ...(customerId ? { customerId } : {}), email, name };
}

/** A gift's title for people: the landing option's title ('Custom Gift Tray, Premium'), else 'a gift'. */
export function giftTitleOf(productKey: string): string {
  return giftOptionOfProduct(productKey)?.title ?? 'a gift';
}

/** A choice shown to a gift's recipient: its product number, name and image path. */
export interface GiftChoiceItem {
  readonly productNumber: number;
  readonly name: string;
  readonly imageUrl: string;
}

/**
 * What a gift's recipient may choose from: the allowed product numbers and how many to choose, and, when the catalog
 * knows them, each allowed product's name and image (`items`, in `productNumbers` order).
 */
export interface GiftChoices {
  readonly productNumbers: readonly number[];
  readonly count: number;
  readonly items?: readonly GiftChoiceItem[];
}

/**
 * Checks a recipient's selection against the gift's choices (§4 Tray customizer: 5 sections, one product each, all
 * filled; Box customizer: 3719 exactly 6): exactly `count` product numbers, each allowed (a product may be chosen more
 * than once). Errors 'gift/invalid-choice': 'Please choose exactly {count} items.' or 'This choice is not available
 * for this gift: {n}.' (details.productNumber).
 */
export function checkGiftSelection(selection: readonly number[], choices: GiftChoices): Result<readonly number[]> {
  if (selection.length !== choices.count)
    return err(
      domainError('gift/invalid-choice', `Please choose exactly ${choices.count} items.`, { count: choices.count }),
    );
  const allowed = new Set(choices.productNumbers);
  const bad = selection.find((n) => !allowed.has(n));
  if (bad !== undefined)
    return err(
      domainError('gift/invalid-choice', `This choice is not available for this gift: ${bad}.`, { productNumber: bad }),
    );
  return ok([...selection]);
}

/** Whether the recipient `recipientId` of `drop` may still redeem: 'gift/not-found' or 'gift/already-redeemed'. */
export function redeemableRecipient(drop: GiftDrop, recipientId: string): Result<GiftRecipient> {
  const r = drop.recipients.find((x) => x.id === recipientId);
  if (!r) return err(domainError('gift/not-found', 'No gift with that link.'));
  if (r.status === 'redeemed') return err(domainError('gift/already-redeemed', 'This gift has already been redeemed.'));
  return ok(r);
}
