import { observer } from 'mobx-react-lite';
import { BUSINESS_ACCOUNT_PATHS, businessAccountAction } from '../../../core/business';
import { AppLink } from '../../components/app-link';
import { businessCopy } from '../../copy/business-copy';
import { useSession } from '../account/use-session';

/**
 * The business account link (spec: core-cart-checkout §6 Business): 'Create Business Account' for a visitor, a button
 * that opens the login modal at sign-up with Business Account selected (after it, the sign-in flow goes to
 * /business/register); 'Convert to Business Account' for a customer without one, a link to /business/register as
 * 'User Converted'; 'View Business Account' for a customer with one, a link to /account/business.
 */
export const BusinessAccountLink = observer(function BusinessAccountLink({ className }: { className?: string }) {
  const session = useSession();
  const action = businessAccountAction({
    signedIn: session.signedIn,
    hasBusinessAccount: session.summary.userHasBusinessAccount,
  });
  const t = businessCopy.links;
  if (action === 'create') {
    return (
      <button
        type="button"
        className={className ?? 'button--link'}
        onClick={() => session.openLogin({ initialStep: 'sign-up', selectBusiness: true })}
      >
        {t.create}
      </button>
    );
  }
  return (
    <AppLink to={BUSINESS_ACCOUNT_PATHS[action]} className={className}>
      {action === 'view' ? t.view : t.convert}
    </AppLink>
  );
});
