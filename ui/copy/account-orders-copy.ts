import { WAREHOUSE_TIME_ZONE } from '../../core/shipping';

/** Dates of orders as people read them ('June 9, 2025'), on the warehouse's calendar so server and browser agree. */
const orderDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: WAREHOUSE_TIME_ZONE,
});

/** The day an order was placed, from its ISO 8601 instant: 'June 9, 2025' (the text itself when it is no date). */
export function formatOrderDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : orderDate.format(ms);
}

/**
 * The texts of the account area's order pages: Order History, an order's detail and tracking pages, Easy Reorder
 * and Favorites (spec: shell-account §1 routes, §2 Account area; the orders table's columns and empty text are
 * accountAreaCopy.orders). Only the account area's on-demand chunk shows them.
 */
export const accountOrdersCopy = {
  history: {
    caption: 'Your orders, newest first',
    noTracking: '—',
    track: 'Track',
    trackLabel: (n: string) => `Track order ${n}`,
    orderLabel: (n: string) => `Order ${n} details`,
  },
  detail: {
    orderNumber: (n: string) => `Order #${n}`,
    placed: (date: string) => `Placed on ${date}`,
    status: (status: string) => `Status: ${status}`,
    items: 'Items',
    shipments: 'Shipments',
    shipment: (i: number, of: number) => `Shipment ${i} of ${of}`,
    delivery: (method: string) => `Delivery: ${method}`,
    shippingAddress: 'Shipping Address',
    billingAddress: 'Billing Address',
    payment: 'Payment',
    card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    otherPayment: 'Paid',
    totals: 'Order Total',
    track: 'Track this order',
    back: 'Back to Order History',
  },
  tracking: {
    preparing: 'Your order is being prepared',
    preparingText: 'Tracking numbers appear here once your package ships.',
    trackingNumbers: 'Tracking numbers',
    estimatedDelivery: (date: string) => `Estimated delivery: ${date}`,
    details: 'View order details',
  },
  reorder: {
    button: 'Reorder',
    buttonLabel: (n: string) => `Reorder order ${n}`,
    working: 'Adding to your cart…',
    done: (n: string) => `The items of order ${n} are in your cart.`,
    skipped: (names: readonly string[]) => `No longer available, so not added: ${names.join(', ')}.`,
    nothing: 'None of the items of this order are available any more.',
    failed: 'We could not reorder this order. Please try again.',
    viewCart: 'View Cart',
  },
  easyReorder: {
    products: 'Buy It Again',
    orders: 'Past Orders',
    empty: "You haven't placed any orders yet.",
    addToCart: 'Add to Cart',
    addToCartLabel: (name: string) => `Add ${name} to cart`,
    quantity: (n: number) => `Qty ${n}`,
  },
  favorites: {
    empty: "You haven't saved any favorites yet.",
    browse: 'Browse products',
    addToCart: 'Add to Cart',
    addToCartLabel: (name: string) => `Add ${name} to cart`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name} from favorites`,
  },
} as const;
