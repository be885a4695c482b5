import type { ComponentType } from 'react';
import type { AccountAreaData, AccountAreaPage } from '../../../ports/account-area';
import type { AccountAreaStore } from '../../stores/account-area-store';
import { WalletPage } from './wallet-page';
import { YourAccountPage } from './your-account-page';

/** What every account page is given: its data (the customer, flags and its own field) and the area's store. */
export interface AccountAreaPageProps {
  readonly data: AccountAreaData;
  readonly store: AccountAreaStore;
}

/** Shown for a page whose view is not there yet. */
function Pending() {
  return null;
}

/** The view of each account-area page (ports/account-area.ts ACCOUNT_AREA_PAGES), under the area's heading. */
export const ACCOUNT_AREA_VIEWS: Readonly<Record<AccountAreaPage, ComponentType<AccountAreaPageProps>>> = {
  'your-account': YourAccountPage,
  communications: Pending,
  'address-book': Pending,
  wallet: WalletPage,
  'order-history': Pending,
  'easy-reorder': Pending,
  favorites: Pending,
  'order-detail': Pending,
  'order-tracking': Pending,
};
