import type { AccountAreaData, AccountFlags } from '../../../ports/account-area';
import { ACCOUNT_AREA_PATHS } from '../../../ports/account-area';
import { isFeatureOn } from '../../../core/shared';
import { AppLink } from '../../components/app-link';
import { accountAreaCopy } from '../../copy/account-area-copy';
import { businessCopy } from '../../copy/business-copy';

const t = accountAreaCopy.sidebar;

/** The bulk order upload's page (core-cart-checkout §2 /order-upload). */
export const ORDER_UPLOAD_PATH = '/order-upload';

/** A sidebar entry: its text and path. */
interface SidebarEntry {
  readonly text: string;
  readonly path: string;
}

/**
 * Where the sidebar's Auto-Delivery entry leads (shell-account §2 "Auto-Delivery (/account/auto-delivery)";
 * catalogue-gifting §2 "the redesign is used when the autoDeliveryPortal flag is on").
 */
export function autoDeliveryEntryPath(data: Pick<AccountAreaData, 'featureFlags'>): string {
  return isFeatureOn(data.featureFlags, 'autoDeliveryPortal')
    ? ACCOUNT_AREA_PATHS['auto-delivery-redesign']
    : ACCOUNT_AREA_PATHS['auto-delivery'];
}

/**
 * The sidebar's entries for a customer (spec: shell-account §2 Account area), in the spec's order: Business Account
 * only for business contacts (is_b2b), Reseller Certifications only for resellers (is_reseller), Order Upload
 * (/order-upload, core-cart-checkout §2) only when bulk upload is available. Auto-Delivery leads to the redesign with
 * the autoDeliveryPortal flag on.
 */
export function sidebarEntries(data: Pick<AccountAreaData, 'flags' | 'featureFlags'>): readonly SidebarEntry[] {
  const { flags } = data;
  return [
    { text: t.yourAccount, path: ACCOUNT_AREA_PATHS['your-account'] },
    ...(flags.is_b2b ? [{ text: t.businessAccount, path: ACCOUNT_AREA_PATHS.business }] : []),
    { text: t.communications, path: ACCOUNT_AREA_PATHS.communications },
    { text: t.addressBook, path: ACCOUNT_AREA_PATHS['address-book'] },
    { text: t.wallet, path: ACCOUNT_AREA_PATHS.wallet },
    { text: t.orderHistory, path: ACCOUNT_AREA_PATHS['order-history'] },
    { text: t.easyReorder, path: ACCOUNT_AREA_PATHS['easy-reorder'] },
    { text: t.favorites, path: ACCOUNT_AREA_PATHS.favorites },
    { text: t.autoDelivery, path: autoDeliveryEntryPath(data) },
    ...(flags.is_reseller
      ? [{ text: t.resellerCertifications, path: ACCOUNT_AREA_PATHS['reseller-certification'] }]
      : []),
    ...(flags.is_bulk_upload_available ? [{ text: t.orderUpload, path: ORDER_UPLOAD_PATH }] : []),
  ];
}

/**
 * The Refer and Earn card's texts (shell-account §2 "A Refer and Earn promo card links to /refer"; §9 "Referral: $20
 * for referring a friend; $50 for referring a business"): a business contact's card offers the business referral.
 */
export function referCardCopy(flags: Pick<AccountFlags, 'is_b2b'>): { title: string; text: string; link: string } {
  return flags.is_b2b ? businessCopy.referCard : accountAreaCopy.referCard;
}

/**
 * The account area's sidebar (shell-account §2 Account area): a navigation landmark of links, the page shown marked
 * `aria-current="page"` (an order's pages count as Order History), and the Refer and Earn promo card linking to
 * /refer, unless `referralShown` is false (the disableReferral flag, shell-account §2 Footer; by default the
 * server's flags of `data`).
 */
export function AccountSidebar(props: {
  data: Pick<AccountAreaData, 'flags' | 'featureFlags'>;
  current: string;
  referralShown?: boolean;
}) {
  const { data, current } = props;
  const referralShown = props.referralShown ?? !isFeatureOn(data.featureFlags, 'disableReferral');
  const refer = referCardCopy(data.flags);
  return (
    <aside className="account-sidebar">
      <nav aria-label={t.label}>
        <ul className="account-sidebar__links">
          {sidebarEntries(data).map((entry) => (
            <li key={entry.path}>
              <AppLink to={entry.path} aria-current={entry.path === current ? 'page' : undefined}>
                {entry.text}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {referralShown && (
        <section className="refer-card" aria-labelledby="refer-card-title">
          <h2 id="refer-card-title">{refer.title}</h2>
          <p>{refer.text}</p>
          <AppLink to="/refer" className="button button--secondary">
            {refer.link}
          </AppLink>
        </section>
      )}
    </aside>
  );
}
