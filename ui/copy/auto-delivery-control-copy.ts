/**
 * Texts of the add-to-auto-delivery control on product pages and cart lines and of the 'Added to Auto-Delivery' panel
 * (spec: catalogue-gifting §2 panel and control, §4 Subscription; core-cart-checkout §2 Cart side panels). Interval
 * labels ('Every 4 Weeks', 'Ships one time') come from the core's `intervalLabel`.
 */
export const autoDeliveryControlCopy = {
  intervalLabel: 'Deliver every',
  add: 'Add to Auto-Delivery',
  adding: 'Adding',
  manage: 'Manage',
  remove: 'Remove',
  removing: 'Removing',
  /** The added control's group name, for assistive technology. */
  addedLabel: 'Auto-Delivery',
  removeLabel: (name: string) => `Remove ${name} from Auto-Delivery`,
  manageLabel: (name: string) => `Manage Auto-Delivery of ${name}`,
  addressBook: 'Add an address',
  wallet: 'Add a card',
  panelTitle: 'Added to Auto-Delivery',
  willShip: (date: string) => `Will ship ${date}`,
  manageAutoDelivery: 'Manage Auto-Delivery',
  continueShopping: 'Continue Shopping',
  close: 'Close',
  quantity: (n: number) => `Qty: ${n}`,
} as const;

/** Where the control's Manage links and the panel's 'Manage Auto-Delivery' go (catalogue-gifting §2 routes). */
export const AUTO_DELIVERY_ACCOUNT_PATH = '/account/auto-delivery';
