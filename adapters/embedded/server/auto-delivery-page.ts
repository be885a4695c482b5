import { defaultFirst, type Customer } from '../../../core/customers';
import { isFeatureOn, type FeatureFlags, type Result } from '../../../core/shared';
import {
  AUTO_DELIVERY_PATHS,
  deliveryDetailId,
  deliveryForDetailId,
  type NextDeliveries,
} from '../../../core/subscriptions';
import type { AccountAreaData, AccountAreaRoute, AutoDeliveryPageData } from '../../../ports/account-area';
import type { AccountService } from '../../../ports/account-service';
import type { AutoDeliveryService } from '../../../ports/auto-delivery-service';
import type { PaymentVaultPort } from '../../../ports/payments';
import type { StorefrontService } from '../../../ports/storefront-service';

/**
 * The reads of the auto-delivery service the pages need (ports/auto-delivery-service.ts; catalogue-gifting §7 "get
 * next deliveries; get subscriptions (includeInactive)").
 */
export type AutoDeliveryPageReads = Pick<AutoDeliveryService, 'nextDeliveries' | 'subscriptions'>;

/** What the auto-delivery pages read from: the auto-delivery service, the address book and the wallet. */
export interface AutoDeliveryPageDeps {
  readonly autoDelivery?: AutoDeliveryPageReads;
  readonly accounts: Pick<AccountService, 'listAddresses'>;
  readonly vault?: Pick<PaymentVaultPort, 'listCards'>;
  /** The customer's past orders' products (Easy Reorder): what the impulse upsell offers. */
  readonly storefront?: Pick<StorefrontService, 'easyReorder'>;
}

/** The most products the impulse upsell offers. */
const UPSELL_PRODUCTS = 8;

/**
 * The products the impulse upsell offers for the delivery `upsell` names: the customer's past orders' products still
 * sold, less those already in that delivery, at most UPSELL_PRODUCTS.
 */
async function upsellProductsOf(
  deps: AutoDeliveryPageDeps,
  customerId: string,
  next: NextDeliveries,
): Promise<Pick<AutoDeliveryPageData, 'upsellProducts'>> {
  const upsell = next.impulseUpsell;
  if (!upsell || !deps.storefront) return {};
  const joined = next.deliveries.find(
    (d) => d.shipOn === upsell.shipOn && d.shippingAddressId === upsell.shippingAddressId,
  );
  const inDelivery = new Set(joined?.subscriptions.map((s) => s.sku) ?? []);
  const { products } = await deps.storefront.easyReorder(customerId);
  const offered = products.filter((p) => !inDelivery.has(p.sku)).slice(0, UPSELL_PRODUCTS);
  return { upsellProducts: offered.map((p) => ({ sku: p.sku, name: p.name })) };
}

/** A page that answers 302 elsewhere instead of rendering (the flag's redesign, a detail id that names nothing). */
export interface AccountAreaRedirect {
  readonly redirect: string;
}

/** The value of a Result, or a thrown Error (the service's only failure here is a malformed customer id: a bug). */
function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`auto-delivery page data: ${result.error.code}`);
  return result.value;
}

/** The list page a detail page falls back to: the classic list or the redesign's. */
function listPathOf(page: AccountAreaRoute['page']): string {
  return page === 'auto-delivery-redesign-detail' ? AUTO_DELIVERY_PATHS.redesign : AUTO_DELIVERY_PATHS.list;
}

/**
 * The auto-delivery pages' data (spec: catalogue-gifting §2 routes and detail ids; §3; §7; shell-account §4 flag
 * autoDeliveryPortal): with the flag on, /account/auto-delivery redirects to /account/auto-delivery-redesign; a
 * detail page whose id names none of the customer's deliveries (or is not numeric) redirects to its list page;
 * otherwise the deliveries, declined runs, impulse upsell, every subscription (inactive ones too), the saved
 * addresses (default first) and cards, and on a detail page its delivery's detail id. 'not-found' without the
 * auto-delivery service (a server without auto-delivery).
 */
export async function autoDeliveryPageData(
  deps: AutoDeliveryPageDeps,
  ctx: { readonly customer: Customer; readonly route: AccountAreaRoute; readonly featureFlags: FeatureFlags },
): Promise<Partial<AccountAreaData> | AccountAreaRedirect | 'not-found'> {
  const { route, customer } = ctx;
  if (!deps.autoDelivery) return 'not-found';
  if (route.page === 'auto-delivery' && isFeatureOn(ctx.featureFlags, 'autoDeliveryPortal')) {
    return { redirect: AUTO_DELIVERY_PATHS.redesign };
  }
  const detail = route.page === 'auto-delivery-detail' || route.page === 'auto-delivery-redesign-detail';
  const [next, subscriptions, addresses, cards] = await Promise.all([
    deps.autoDelivery.nextDeliveries(customer.id),
    deps.autoDelivery.subscriptions(customer.id, true),
    deps.accounts.listAddresses(customer.id),
    deps.vault?.listCards(customer.id) ?? Promise.resolve([]),
  ]);
  const { deliveries, declined, impulseUpsell, today } = valueOf(next);
  const upsellProducts = await upsellProductsOf(deps, customer.id, valueOf(next));
  const data: AutoDeliveryPageData = {
    deliveries,
    declined,
    ...(impulseUpsell ? { impulseUpsell } : {}),
    today,
    subscriptions: valueOf(subscriptions),
    addresses: defaultFirst(addresses),
    paymentMethods: cards,
    ...upsellProducts,
  };
  if (!detail) return { autoDelivery: data };
  const redesign = route.page === 'auto-delivery-redesign-detail';
  const delivery = deliveryForDetailId(deliveries, route.deliveryId ?? '', redesign);
  if (!delivery) return { redirect: listPathOf(route.page) };
  return { autoDelivery: { ...data, deliveryId: deliveryDetailId(delivery, redesign) } };
}
