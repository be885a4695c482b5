import {
  ChangeSubscriptionState,
  CreateSubscription,
  ListNextDeliveries,
  ListSubscriptions,
  PlaceDeliveryOrder,
  RunDueDeliveries,
  SendDeliveryNow,
  SkipDelivery,
  UpdateSubscription,
} from '../../core/subscriptions';
import type { Clock } from '../../ports/clock';
import type { CommercePort } from '../../ports/commerce';
import type { CustomerStore } from '../../ports/customers';
import type { MailPort } from '../../ports/mail';
import type { PaymentVaultPort } from '../../ports/payments';
import type { SubscriptionStore } from '../../ports/subscriptions';
import type { AutoDeliveryService } from '../../ports/auto-delivery-service';
import type { CartUseCases, CheckoutUseCases, StorefrontPorts } from './storefront';

/**
 * Auto-delivery (spec: catalogue-gifting §3, §4, §7; DESIGN "Identity, mail and jobs"): a customer's subscriptions and
 * deliveries, their changes, send now, and the scheduler's day (`runDue`), whose orders go through the checkout's
 * own PlaceOrder (with its confirmation mail).
 */
export interface SubscriptionUseCases {
  readonly listSubscriptions: ListSubscriptions;
  readonly listNextDeliveries: ListNextDeliveries;
  readonly createSubscription: CreateSubscription;
  readonly updateSubscription: UpdateSubscription;
  /** skip, cancel (with a reason), resume one subscription. */
  readonly changeState: ChangeSubscriptionState;
  readonly skipDelivery: SkipDelivery;
  readonly sendNow: SendDeliveryNow;
  readonly placeDelivery: PlaceDeliveryOrder;
  readonly runDue: RunDueDeliveries;
}

/** The ports the subscriptions section is built from; `mail` and `siteUrl` for the "could not be placed" mail. */
export interface SubscriptionParts {
  readonly store: SubscriptionStore;
  readonly commerce: CommercePort;
  readonly customers: CustomerStore;
  readonly vault: PaymentVaultPort;
  readonly clock: Clock;
  readonly mail?: MailPort;
  readonly siteUrl?: string;
  /** How long a worker holds a delivery run, in ms of wall clock (default 60 s, RunDueDeliveries). */
  readonly leaseMs?: number;
}

/**
 * Builds the subscriptions section (called by createStorefront only) over the storefront's cart and checkout use
 * cases: a delivery's cart is addressed by SetShippingAddress, its offer chosen by QuoteShipping and
 * SelectDeliveryOption, and it is placed by PlaceOrder, exactly as a shopper's checkout does.
 */
export function subscriptionUseCases(
  p: SubscriptionParts,
  cart: Pick<CartUseCases, 'setShippingAddress'>,
  checkout: Pick<CheckoutUseCases, 'quoteShipping' | 'selectDeliveryOption' | 'placeOrder'>,
): SubscriptionUseCases {
  const reads = { store: p.store, commerce: p.commerce, clock: p.clock };
  const owned = { ...reads, customers: p.customers, vault: p.vault };
  const changeState = new ChangeSubscriptionState(reads);
  const placeDelivery = new PlaceDeliveryOrder({
    store: p.store,
    commerce: p.commerce,
    customers: p.customers,
    vault: p.vault,
    setShippingAddress: cart.setShippingAddress,
    quoteShipping: checkout.quoteShipping,
    selectDeliveryOption: checkout.selectDeliveryOption,
    placeOrder: checkout.placeOrder,
    clock: p.clock,
    ...(p.mail && p.siteUrl !== undefined ? { mail: p.mail, siteUrl: p.siteUrl } : {}),
  });
  const lease = p.leaseMs === undefined ? {} : { leaseMs: p.leaseMs };
  const runDue = new RunDueDeliveries({ store: p.store, placeDelivery, clock: p.clock, ...lease });
  return {
    listSubscriptions: new ListSubscriptions(reads),
    listNextDeliveries: new ListNextDeliveries(reads),
    createSubscription: new CreateSubscription(owned),
    updateSubscription: new UpdateSubscription(owned),
    changeState,
    skipDelivery: new SkipDelivery({ store: p.store, changeState }),
    sendNow: new SendDeliveryNow({ store: p.store, runner: runDue, clock: p.clock, ...lease }),
    placeDelivery,
    runDue,
  };
}

/**
 * The subscriptions section when the checkout section and the commerce, customer, wallet and subscription ports are
 * there (the embedded profile), else undefined (called by createStorefront only).
 */
export function subscriptionSection(
  ports: StorefrontPorts,
  sections: { readonly cart: CartUseCases; readonly checkout?: CheckoutUseCases },
): SubscriptionUseCases | undefined {
  const { commerce, customers, vault, subscriptions, clock, mail, siteUrl } = ports;
  if (!sections.checkout || !commerce || !customers || !vault || !subscriptions) return undefined;
  const notices = mail && siteUrl !== undefined ? { mail, siteUrl } : {};
  const parts = { store: subscriptions, commerce, customers, vault, clock, ...notices };
  return subscriptionUseCases(parts, sections.cart, sections.checkout);
}

/** The server's and the CLI's view of the subscriptions section (ports/auto-delivery-service.ts). */
export function autoDeliveryService(s: SubscriptionUseCases): AutoDeliveryService {
  return {
    nextDeliveries: (customerId) => s.listNextDeliveries.execute({ customerId }),
    subscriptions: (customerId, includeInactive) => s.listSubscriptions.execute({ customerId, includeInactive }),
    create: (input) => s.createSubscription.execute(input),
    update: (input) => s.updateSubscription.execute(input),
    changeState: (action, input) => s.changeState.execute(action, input),
    skipDelivery: (target) => s.skipDelivery.execute(target),
    sendNow: (target, worker) => s.sendNow.execute(target, worker),
    runDue: (worker, options = {}) => s.runDue.execute(worker, options),
  };
}
