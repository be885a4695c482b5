import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BUSINESS_ACCOUNT_PATHS, type BusinessProfile, type BusinessSource } from '../../../core/business';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { AppLink } from '../../components/app-link';
import { accountCopy } from '../../copy/account-copy';
import { businessCopy } from '../../copy/business-copy';
import type { RootStore } from '../../stores/root-store';
import type { SessionStore } from '../../stores/session-store';
import { BusinessAccountLink } from '../business/business-account-link';
import { BusinessForm } from '../business/business-form';
import { BusinessFormStore } from '../business/business-form-store';
import { useSession } from './use-session';
import '../../styles/account.css';
import '../../styles/account-area.css';

const t = businessCopy.register;

/** The registration's source from the query: 'User Converted' when it says so, else 'Account Creation'. */
export function registrationSource(query: string | null): BusinessSource {
  return query === 'User Converted' ? 'User Converted' : 'Account Creation';
}

/**
 * After a business account is created: the session becomes a business contact with a business account (the utility
 * bar, the account links and the sidebar follow), a notice says so on the next page, which is /account/business.
 */
function registered(root: RootStore, session: SessionStore, profile: BusinessProfile): void {
  const summary = session.summary;
  session.summary = {
    ...summary,
    userHasBusinessAccount: true,
    businessAccountInfo: { businessName: profile.companyName },
    contact: summary.contact ? { ...summary.contact, isB2b: true, businessIndustry: profile.industry } : null,
  };
  root.notifications.keepThroughNavigation({ notices: [{ message: t.created }] });
  root.navigator.go(BUSINESS_ACCOUNT_PATHS.view);
}

/** The signed-in customer's registration form. */
const RegisterForm = observer(function RegisterForm({ source }: { source: BusinessSource }) {
  const root = useStores();
  const session = useSession();
  const [form] = useState(() => new BusinessFormStore(root));
  const submit = async () => {
    const profile = await form.create(source);
    if (profile) registered(root, session, profile);
  };
  return <BusinessForm form={form} submitText={t.submit} busyText={t.submitting} onSubmit={() => void submit()} />;
});

/**
 * /business/register (spec: core-cart-checkout §2 "/business/register | B2B registration", §6 Business; shell-account
 * §4 Sign-in flow 3 "A new business account outside checkout goes to /business/register, recording the source as
 * Account Creation"): the business registration form for a signed-in customer, sent with the query's `source`
 * ('User Converted' from Convert to Business Account, else 'Account Creation'). A visitor is asked to sign in or
 * create a business account (the login modal); a customer who has one is sent on to View Business Account.
 */
export const BusinessRegisterPage = observer(function BusinessRegisterPage() {
  const session = useSession();
  const [params] = useSearchParams();
  usePageAnnouncement(t.title);
  const body = () => {
    if (!session.signedIn) {
      return (
        <div className="business-register__actions">
          <p>{t.signedOut}</p>
          <BusinessAccountLink className="button button--primary" />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => session.openLogin({ destination: BUSINESS_ACCOUNT_PATHS.register })}
          >
            {t.signIn}
          </button>
        </div>
      );
    }
    if (session.summary.userHasBusinessAccount) {
      return (
        <div className="business-register__actions">
          <p>{t.already}</p>
          <AppLink to={BUSINESS_ACCOUNT_PATHS.view} className="button button--primary">
            {businessCopy.links.view}
          </AppLink>
        </div>
      );
    }
    return <RegisterForm source={registrationSource(params.get('source'))} />;
  };
  return (
    <section className="business-register" aria-labelledby="business-register-title">
      <h1 id="business-register-title">{t.title}</h1>
      <p className="business-register__intro">{t.intro}</p>
      {body()}
    </section>
  );
});

/**
 * /business (spec: shell-account §1 routes, §2 Top utility bar '{product} For Business'): what a business account
 * offers (wholesale cases, the bulk order upload, resale certificates), each linking to its page, and the business
 * account link of core-cart-checkout §6 (Create, Convert or View Business Account).
 */
export function BusinessLandingPage() {
  const t = businessCopy.landing;
  const title = accountCopy.utility.forBusiness;
  usePageAnnouncement(title);
  return (
    <section className="business-register business-landing" aria-labelledby="business-landing-title">
      <h1 id="business-landing-title">{title}</h1>
      <p className="business-register__intro">{t.intro}</p>
      <ul className="business-landing__features">
        {t.features.map((f) => (
          <li key={f.path} className="account-card">
            <h2>{f.title}</h2>
            <p>{f.text}</p>
            <AppLink to={f.path}>{f.link}</AppLink>
          </li>
        ))}
      </ul>
      <h2>{t.getStarted}</h2>
      <BusinessAccountLink className="button button--primary" />
    </section>
  );
}
