import type { Order } from '../core/cart';
import type { ProductCard } from '../core/catalogue';
import type { ReorderableOrder } from '../core/checkout';
import type { ResaleCertificate } from '../core/resellers';
import type { BusinessProfile } from '../core/business';
import type { Customer, SavedAddress, SavedPaymentMethod } from '../core/customers';
import type { FeatureFlags } from '../core/shared';
import type { CalendarDate, Delivery, Subscription } from '../core/subscriptions';
import type { DeliveryRun } from './subscriptions';

/**
 * The pages of the account area (spec: shell-account §2 Account area; §1 routes /account, /account/easy-reorder,
 * /account/favorites, /account/order-history, /orders/{id}, /orders/{id}/track; catalogue-gifting §2
 * /account/auto-delivery, /account/auto-delivery-redesign and their detail pages): each behind sign-in,
 * server-rendered with its data (`AccountAreaData`), loaded on demand in the browser.
 */
export const ACCOUNT_AREA_PAGES = [
  'your-account',
  'communications',
  'address-book',
  'wallet',
  'order-history',
  'easy-reorder',
  'favorites',
  'business',
  'reseller-certification',
  'order-detail',
  'order-tracking',
  'auto-delivery',
  'auto-delivery-redesign',
  'auto-delivery-detail',
  'auto-delivery-redesign-detail',
] as const;

/** One of ACCOUNT_AREA_PAGES. */
export type AccountAreaPage = (typeof ACCOUNT_AREA_PAGES)[number];

/** The pages with a path of their own (the others are an order's or a delivery's, with its id in the path). */
type FixedPathPage = Exclude<
  AccountAreaPage,
  'order-detail' | 'order-tracking' | 'auto-delivery-detail' | 'auto-delivery-redesign-detail'
>;

/** The account pages' own paths (shell-account §2 Account area), in the sidebar's order. */
export const ACCOUNT_AREA_PATHS: Readonly<Record<FixedPathPage, string>> = {
  'your-account': '/account',
  communications: '/account/communications',
  'address-book': '/account/address-book',
  wallet: '/account/wallet',
  'order-history': '/account/order-history',
  'easy-reorder': '/account/easy-reorder',
  favorites: '/account/favorites',
  business: '/account/business',
  'reseller-certification': '/account/reseller-certification',
  'auto-delivery': '/account/auto-delivery',
  'auto-delivery-redesign': '/account/auto-delivery-redesign',
};

/** An order's number as it may appear in /orders/{id} (the store's order numbers: letters, digits and dashes). */
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Where an account-area path leads: the page, for /orders/{id} pages the order's number, and for a delivery's detail
 * page the id as written in the path (any segment: one that names no delivery falls back to the list page).
 */
export interface AccountAreaRoute {
  readonly page: AccountAreaPage;
  readonly orderId?: string;
  readonly deliveryId?: string;
}

/** A delivery detail page's path: /account/auto-delivery/details/{id} or the redesign's. */
const DELIVERY_DETAIL = /^\/account\/(auto-delivery|auto-delivery-redesign)\/details\/([^/]{1,100})$/;

/**
 * The account-area page at `pathname` (no trailing slash), or undefined for any other path (and for an order id
 * that cannot be an order number): '/account' → your-account, '/orders/N-1001/track' → order-tracking of 'N-1001'.
 */
export function accountAreaRouteOf(pathname: string): AccountAreaRoute | undefined {
  for (const [page, path] of Object.entries(ACCOUNT_AREA_PATHS)) {
    if (pathname === path) return { page: page as AccountAreaPage };
  }
  const detail = DELIVERY_DETAIL.exec(pathname);
  if (detail) {
    const page = detail[1] === 'auto-delivery' ? 'auto-delivery-detail' : 'auto-delivery-redesign-detail';
    return { page, deliveryId: detail[2]! };
  }
  const order = /^\/orders\/([^/]+)(\/track)?$/.exec(pathname);
  if (!order || !ORDER_ID.test(order[1]!)) return undefined;
  return { page: order[2] ? 'order-tracking' : 'order-detail', orderId: order[1]! };
}

/**
 * One row of the order history (spec: shell-account §2 "Orders table columns: Date, Status, Tracking Numbers, Order";
 * §3 Order row: id, date, year, status). `id` is the order number the rows link with (/orders/{id},
 * /orders/{id}/track); `date` is the ISO 8601 instant it was placed; `totalCents` the order's total in cents.
 */
export interface OrderHistoryRow {
  readonly id: string;
  readonly date: string;
  readonly year: number;
  readonly status: string;
  readonly trackingNumbers: readonly string[];
  readonly totalCents: number;
}

/**
 * What an account-area page starts from, for the signed-in customer only: the server puts it in the page state
 * (ports/page-renderer.ts `PageState.account`) and answers it to GET /api/account/page?path= when the browser
 * navigates there. Every page has `customer`, `flags` and `featureFlags` (the sidebar's conditional entries); each
 * page adds its own field and the others stay absent.
 */
export interface AccountAreaData {
  /** The path the data is for, e.g. '/account/order-history'. */
  readonly path: string;
  readonly page: AccountAreaPage;
  /** The signed-in customer (name, e-mail, newsletter choice, login types). */
  readonly customer: Customer;
  /** The account flags of shell-account §2 (is_b2b, is_reseller, is_bulk_upload_available). */
  readonly flags: AccountFlags;
  /**
   * The session's feature flags in effect (core/shared feature-flags.ts: session over site; shell-account §4), e.g.
   * autoDeliveryPortal: the sidebar's Auto-Delivery link leads to the redesign. Absent: none set.
   */
  readonly featureFlags?: FeatureFlags;
  /**
   * Your Account: whether the account has a password (a password change needs the current one); false for a guest's
   * or a social sign-in's account, which sets its first password through the mailed set-password link.
   */
  readonly hasPassword?: boolean;
  /** Address Book: the saved addresses, the default first. */
  readonly addresses?: readonly SavedAddress[];
  /** Wallet: the saved cards. */
  readonly paymentMethods?: readonly SavedPaymentMethod[];
  /** Order History: the customer's orders, newest first. */
  readonly orders?: readonly OrderHistoryRow[];
  /** /orders/{id} and /orders/{id}/track: the customer's order of that number. */
  readonly order?: Order;
  /** Easy Reorder: the products of past orders (still sold, most recent first) and the past orders' lines. */
  readonly easyReorder?: EasyReorderData;
  /** Favorites: the customer's favorite products as cards, most recently added first. */
  readonly favorites?: readonly ProductCard[];
  /** The auto-delivery pages (list, redesign, and their detail pages). */
  readonly autoDelivery?: AutoDeliveryPageData;
  /**
   * Business Account (/account/business, core-cart-checkout §6 Business): the customer's business profile, or null
   * when the business contact has not registered the business yet (the page links to /business/register).
   */
  readonly businessProfile?: BusinessProfile | null;
  /**
   * Reseller Certifications (/account/reseller-certification, resellers only; shell-account §2 Reseller
   * Certifications): the customer's resale certificates, newest first, without their files.
   */
  readonly resaleCertificates?: readonly ResaleCertificate[];
}

/**
 * What the auto-delivery pages start from (spec: catalogue-gifting §2, §3 Subscription and Auto-delivery order, §7
 * "get next deliveries; get subscriptions (includeInactive)"): the upcoming deliveries soonest first, the runs a
 * declined card left unplaced (newest first), where a product can still join a delivery (impulse upsell), the
 * customer's subscriptions active and inactive in §4's order, today (the warehouse's calendar date), and the saved
 * addresses (default first) and cards of the address and card pickers. A detail page adds `deliveryId`, the detail id
 * of the delivery it shows (core/subscriptions deliveryDetailId).
 */
export interface AutoDeliveryPageData {
  readonly deliveries: readonly Delivery<Subscription>[];
  readonly declined: readonly DeliveryRun[];
  readonly impulseUpsell?: { readonly shipOn: CalendarDate; readonly shippingAddressId: string };
  readonly today: CalendarDate;
  readonly subscriptions: readonly Subscription[];
  readonly addresses: readonly SavedAddress[];
  readonly paymentMethods: readonly SavedPaymentMethod[];
  /**
   * Products the impulse upsell offers (present with `impulseUpsell`): products of the customer's past orders still
   * sold, at most 8, those already in that delivery left out.
   */
  readonly upsellProducts?: readonly { readonly sku: string; readonly name: string }[];
  readonly deliveryId?: string;
}

/**
 * Easy Reorder's data (spec: shell-account §1 /account/easy-reorder): `products`, the products of the customer's
 * past orders, each once, most recently ordered first, only those still sold; `orders`, the newest past orders with
 * their lines, newest first, each offered for "Reorder".
 */
export interface EasyReorderData {
  readonly products: readonly ProductCard[];
  readonly orders: readonly ReorderableOrder[];
}

/** The account flags (shell-account §2 "Account flags: is_b2b, is_reseller, is_bulk_upload_available"). */
export interface AccountFlags {
  readonly is_b2b: boolean;
  readonly is_reseller: boolean;
  readonly is_bulk_upload_available: boolean;
}
