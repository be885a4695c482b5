import { useLocation } from 'react-router';
import type { SignKeyPageProps } from '../../../ports/storefront-backend';
import { BusinessLandingPage, BusinessRegisterPage } from './business-register-page';
import { SignInPage } from './sign-in-page';
import { SignKeyPage } from './sign-key-page';
import type { SignKeyKind } from './sign-key-store';

/** A mailed link's resolved page (ports/storefront-backend.ts ResolvedPage). */
export interface SignKeyResolved {
  readonly pageType: SignKeyKind;
  readonly props: SignKeyPageProps;
}

/**
 * The account's pages, one on-demand chunk (ui/app/pages.ts `AccountRoute`): a mailed link's page when `link` is
 * given (core-cart-checkout §2 magic-link and reset-password pages), else by path: '/business' (the utility bar's
 * '{product} For Business'), '/business/register' or the '/sign/in' page.
 */
export default function AccountPage({ link }: { link?: SignKeyResolved }) {
  const { pathname } = useLocation();
  if (link) return <SignKeyPage pageType={link.pageType} props={link.props} />;
  if (pathname === '/business') return <BusinessLandingPage />;
  return pathname === '/business/register' ? <BusinessRegisterPage /> : <SignInPage />;
}
