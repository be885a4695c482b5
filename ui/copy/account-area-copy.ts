import type { AccountAreaPage } from '../../ports/account-area';

/**
 * The account area's texts (spec: shell-account §2 Account area: the sidebar's entries, the orders table's columns
 * and its empty text, verbatim). Apart from copy.ts: only the account area's on-demand chunk shows them.
 */
export const accountAreaCopy = {
  /** Each page's title (its heading, the document title, the screen-reader announcement). */
  titles: {
    'your-account': 'Your Account',
    communications: 'Email Communications',
    'address-book': 'Address Book',
    wallet: 'Wallet',
    'order-history': 'Order History',
    'easy-reorder': 'Easy Reorder',
    favorites: 'Favorites',
    'order-detail': 'Order Details',
    'order-tracking': 'Track Your Order',
  } satisfies Record<AccountAreaPage, string>,
  sidebar: {
    label: 'Your account',
    yourAccount: 'Your Account',
    businessAccount: 'Business Account',
    communications: 'Email Communications',
    addressBook: 'Address Book',
    wallet: 'Wallet',
    orderHistory: 'Order History',
    easyReorder: 'Easy Reorder',
    favorites: 'Favorites',
    autoDelivery: 'Auto-Delivery',
    resellerCertifications: 'Reseller Certifications',
    orderUpload: 'Order Upload',
  },
  referCard: {
    title: 'Refer and Earn',
    text: 'Give friends $20 off their first order, and get $20 when they order.',
    link: 'Refer a friend',
  },
  loading: 'Loading your account…',
  loadFailed: 'We could not load this page. Please try again.',
  retry: 'Try again',
  /** The Wallet page (shell-account §2 Wallet; core-cart-checkout §7 saved methods). */
  wallet: {
    cards: 'Saved cards',
    card: (brand: string, last4: string) => `${brand} •••• ${last4}`,
    expires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${year}`,
    holder: (name: string) => `Name on card: ${name}`,
    default: 'Default',
    remove: 'Remove',
    removeCard: (brand: string, last4: string) => `Remove ${brand} •••• ${last4}`,
    confirm: (brand: string, last4: string) => `Remove ${brand} •••• ${last4} from your wallet?`,
    confirmRemove: 'Yes, remove',
    keep: 'Keep card',
    removing: 'Removing…',
    removed: (brand: string, last4: string) => `${brand} •••• ${last4} was removed from your wallet.`,
    empty: 'You have no saved cards yet. Cards you save at checkout appear here.',
  },
  orders: {
    columns: { date: 'Date', status: 'Status', trackingNumbers: 'Tracking Numbers', order: 'Order' },
    empty: "You haven't placed any orders yet.",
  },
} as const;
