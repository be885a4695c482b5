import type { Address } from '../core/cart';
import type { Result } from '../core/shared';
import type {
  GiftChoiceItem,
  GiftChoices,
  GiftDrop,
  GiftGreetingCard,
  GiftRecipientStatus,
  GiftSender,
} from '../core/gifting';

/**
 * What a new gift drop is made of (one per placed order's digital gift line): its id, order and line, sender, product
 * number and SKU, message, time, each recipient with its id and its plain redeem key (the store keeps only the
 * key's SHA-256), and the greeting card sent with it, if any.
 */
export interface GiftDropDraft {
  readonly id: string;
  readonly orderNumber: string;
  readonly lineItemId: string;
  readonly sender: GiftSender;
  readonly productKey: string;
  readonly sku: string;
  readonly message: string;
  readonly createdAt: string;
  readonly recipients: readonly {
    readonly id: string;
    readonly name: string;
    readonly email: string;
    readonly key: string;
  }[];
  readonly greetingCard?: GiftGreetingCard;
}

/**
 * A recipient's redemption as the store records it: the selection, the address, the ship date, when, and the number
 * of the fulfilment order made for it (GiftFulfilment), when there is one.
 */
export interface GiftRedemption {
  readonly selection: readonly number[];
  readonly shippingAddress: Address;
  readonly shipOn: string;
  readonly redeemedAt: string;
  readonly orderNumber?: string;
}

/**
 * The order a redeemed gift ships as (spec: catalogue-gifting §4 Gift drop "which creates their shipment";
 * core-cart-checkout §7 orders): one line of the gift's SKU (`sku`, e.g. '9901-05') carrying the recipient's selection
 * encoded (`externalId`, catalogue-gifting §3) and readable (`customizationsDescription`), priced 0 cents (the sender
 * paid), shipped to `shippingAddress` (the recipient's), under `email`. `recipientId` keys it: asking twice for one
 * recipient answers the first order. A gift sent with a greeting card (`greetingCard`) adds one card line, also at 0
 * cents, with its message (core-cart-checkout §4 greeting card lines).
 */
export interface GiftOrderRequest {
  readonly recipientId: string;
  readonly sku: string;
  readonly externalId: string;
  readonly customizationsDescription: string;
  readonly shippingAddress: Address;
  readonly email: string;
  readonly greetingCard?: GiftGreetingCard;
}

/**
 * Places a redeemed gift's fulfilment order in the commerce engine (no charge). Errors: the engine's (e.g.
 * 'product/sku-not-found' for a SKU it does not sell), typed; nothing is redeemed then.
 */
export interface GiftFulfilment {
  placeGiftOrder(request: GiftOrderRequest): Promise<Result<{ readonly orderNumber: string }>>;
}

/**
 * The gift drops (spec: catalogue-gifting §4 Gift drop; core-cart-checkout §4 digital gift lines). Redeem keys are
 * random, single use and kept only as their SHA-256 (hex), like the customers' sign keys: the plain key goes by mail
 * and never back. Every change is atomic.
 */
export interface GiftDropStore {
  /**
   * Makes the drop of an order line, once: `created` false (and the drop already there, keys unchanged) when one exists
   * for (orderNumber, lineItemId).
   */
  create(draft: GiftDropDraft): Promise<{ readonly drop: GiftDrop; readonly created: boolean }>;
  /** The drop and recipient of a live redeem key (a resend kills the old key), or undefined. */
  findByKey(key: string): Promise<{ readonly drop: GiftDrop; readonly recipientId: string } | undefined>;
  /** A drop by id, or undefined. */
  get(id: string): Promise<GiftDrop | undefined>;
  /** The drop holding the recipient `recipientId`, or undefined. */
  findByRecipient(recipientId: string): Promise<GiftDrop | undefined>;
  /** The drops the customer `customerId` sent, newest first. */
  listBySender(customerId: string): Promise<readonly GiftDrop[]>;
  /** The newest drops, at most `limit`, only those whose sender e-mail is `senderEmail` (any case) when given. */
  listRecent(options: { readonly limit: number; readonly senderEmail?: string }): Promise<readonly GiftDrop[]>;
  /**
   * Records the recipient's redemption, only while the recipient is 'sent' (a conditional update): the drop afterwards,
   * 'gift/not-found' for an unknown recipient, 'gift/already-redeemed' when redeemed meanwhile.
   */
  redeem(recipientId: string, redemption: GiftRedemption): Promise<Result<GiftDrop>>;
  /**
   * Records the number of the fulfilment order of a redeemed recipient, only while redeemed without another order (a
   * conditional update; the same number again is a no-op): the drop afterwards, or 'gift/not-found' ('No redemption
   * of that gift recipient.') for an unknown recipient, one not redeemed, or one whose redemption has another order.
   */
  recordOrder(recipientId: string, orderNumber: string): Promise<Result<GiftDrop>>;
  /**
   * Takes back a redemption whose fulfilment order could not be placed: a recipient 'redeemed' without an order
   * number is 'sent' again, its selection, address, ship date and redemption time cleared (a conditional update);
   * anything else is left as it is.
   */
  release(recipientId: string): Promise<void>;
  /**
   * Gives the recipient a new redeem key (the old one dead) and `sentAt`, only while 'sent': the drop afterwards,
   * 'gift/not-found' or 'gift/already-redeemed'.
   */
  resend(recipientId: string, key: string, sentAt: string): Promise<Result<GiftDrop>>;
}

/**
 * What a gift's recipient may choose from (catalogue-gifting §4 Tray customizer, Box customizer; §9): for a gift's
 * product number, the allowed product numbers and how many to choose (9901: the tray ingredients, 5; 9900: those not
 * premium, 5; 3719: the mini-box products, 6), or undefined for a product that is no such gift.
 */
export interface GiftChoiceCatalog {
  choicesFor(productKey: string): Promise<GiftChoices | undefined>;
}

/** What the redeem page shows for a key: the gift, its sender, the message with the sender and the choices. */
export interface GiftForRedeem {
  readonly giftId: string;
  readonly recipientId: string;
  readonly recipientName: string;
  readonly title: string;
  readonly productKey: string;
  readonly sku: string;
  readonly senderName: string;
  /** The message with the sender appended after ' - ' (core-cart-checkout §5); '' without a message. */
  readonly message: string;
  readonly status: GiftRecipientStatus;
  /** How many items to choose and from which product numbers (empty once redeemed). */
  readonly count: number;
  readonly productNumbers: readonly number[];
  /**
   * The names and images of what the recipient may choose (before redeeming) or chose (after: one per distinct
   * product of the selection); empty when the catalog has none.
   */
  readonly items: readonly GiftChoiceItem[];
  /** Once redeemed: the choice, the ship date and where it ships. */
  readonly selection?: readonly number[];
  readonly shipOn?: string;
  readonly shippingAddress?: Address;
  /** Once redeemed: the number of the order the gift ships as (e.g. '100123'), when one was made. */
  readonly orderNumber?: string;
}

/** A sender's gift as the sender sees it: the drop without anything secret (it never holds keys). */
export type SentGift = GiftDrop;

/**
 * The server's view of the gifting use cases (the /api/gift-drop routes). Errors: 'gift/not-found',
 * 'gift/already-redeemed', 'gift/invalid-choice', 'gift/invalid-address', 'validation/invalid-address'.
 */
export interface GiftDropService {
  /** What the key's recipient may choose; 'gift/not-found' for an unknown or dead key. */
  forRedeem(key: string): Promise<Result<GiftForRedeem>>;
  /** Redeems the key's gift with `selection` (product numbers, slot order) to `address` (unknown, validated). */
  redeem(input: {
    readonly key: string;
    readonly selection: readonly number[];
    readonly address: unknown;
  }): Promise<Result<GiftForRedeem>>;
  /** The gifts the customer sent, newest first, with each recipient's status. */
  sent(customerId: string): Promise<Result<readonly SentGift[]>>;
  /** The names and images of a gift's choices by its product number ('3719'); 'gift/invalid-choice' for no gift. */
  choices(productKey: string): Promise<Result<readonly GiftChoiceItem[]>>;
}
