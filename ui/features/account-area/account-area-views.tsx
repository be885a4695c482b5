import type { ComponentType } from 'react';
import type { AccountAreaData, AccountAreaPage } from '../../../ports/account-area';
import type { AccountAreaStore } from '../../stores/account-area-store';
import { AddressBookPage } from './address-book-page';
import { CommunicationsPage } from './communications-page';
import { WalletPage } from './wallet-page';
import { YourAccountPage } from './your-account-page';
import { OrderHistoryPage } from './order-history-page';
import { OrderDetailPage } from './order-detail-page';
import { OrderTrackingPage } from './order-tracking-page';
import { EasyReorderPage } from './easy-reorder-page';
import { FavoritesPage } from './favorites-page';
import { BusinessAccountPage } from './business-account-page';
import { ResellerCertificationPage } from './reseller-certification-page';
import { AutoDeliveryDetailPage, AutoDeliveryListPage, AutoDeliveryRedesignPage } from './auto-delivery-page';

/** What every account page is given: its data (the customer, flags and its own field) and the area's store. */
export interface AccountAreaPageProps {
  readonly data: AccountAreaData;
  readonly store: AccountAreaStore;
}

/** The view of each account-area page (ports/account-area.ts ACCOUNT_AREA_PAGES), under the area's heading. */
export const ACCOUNT_AREA_VIEWS: Readonly<Record<AccountAreaPage, ComponentType<AccountAreaPageProps>>> = {
  'your-account': YourAccountPage,
  communications: CommunicationsPage,
  'address-book': AddressBookPage,
  wallet: WalletPage,
  'order-history': OrderHistoryPage,
  'easy-reorder': EasyReorderPage,
  favorites: FavoritesPage,
  business: BusinessAccountPage,
  'reseller-certification': ResellerCertificationPage,
  'order-detail': OrderDetailPage,
  'order-tracking': OrderTrackingPage,
  'auto-delivery': AutoDeliveryListPage,
  'auto-delivery-redesign': AutoDeliveryRedesignPage,
  'auto-delivery-detail': AutoDeliveryDetailPage,
  'auto-delivery-redesign-detail': AutoDeliveryDetailPage,
};
