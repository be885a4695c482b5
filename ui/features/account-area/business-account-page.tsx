import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { BUSINESS_ACCOUNT_PATHS, type BusinessProfile } from '../../../core/business';
import { ACCOUNT_AREA_PATHS, type AccountFlags } from '../../../ports/account-area';
import { useStores } from '../../app/stores-context';
import { AppLink } from '../../components/app-link';
import { businessCopy } from '../../copy/business-copy';
import { BusinessForm } from '../business/business-form';
import { BusinessFormStore, phoneText } from '../business/business-form-store';
import type { AccountAreaPageProps } from './account-area-views';
import { ORDER_UPLOAD_PATH } from './account-sidebar';
import '../../styles/account-area.css';

const t = businessCopy.account;

/** The profile's facts: company, industry, tax id, phone, address, team size and how it was registered. */
function BusinessFacts({ profile }: { profile: BusinessProfile }) {
  const a = profile.address;
  const place = `${a.city ?? ''}, ${a.state ?? ''} ${a.postalCode ?? ''}`.trim();
  return (
    <section className="account-card" aria-labelledby="business-details-title">
      <h2 id="business-details-title">{t.detailsTitle}</h2>
      <dl className="account-facts">
        <dt>{t.companyName}</dt>
        <dd>{profile.companyName}</dd>
        <dt>{t.industry}</dt>
        <dd>{profile.industry}</dd>
        <dt>{t.taxId}</dt>
        <dd>{profile.taxId ?? t.noTaxId}</dd>
        <dt>{t.phone}</dt>
        <dd>{phoneText(profile.phone)}</dd>
        <dt>{t.address}</dt>
        <dd>
          {[a.street1, a.street2, place].filter(Boolean).map((line) => (
            <span key={line} className="account-facts__line">
              {line}
            </span>
          ))}
        </dd>
        <dt>{t.teamSize}</dt>
        <dd>{businessCopy.form.teamSizeOption(profile.teamSize)}</dd>
        <dt>{t.source}</dt>
        <dd>{profile.source}</dd>
      </dl>
    </section>
  );
}

/** Links to what a business account may use: wholesale, and by flag the order upload and resale certificates. */
function BusinessTools({ flags }: { flags: AccountFlags }) {
  return (
    <section className="account-card" aria-labelledby="business-tools-title">
      <h2 id="business-tools-title">{t.toolsTitle}</h2>
      <ul className="business-tools">
        <li>
          <AppLink to="/wholesale" className="button button--secondary">
            {t.wholesale}
          </AppLink>
        </li>
        {flags.is_bulk_upload_available && (
          <li>
            <AppLink to={ORDER_UPLOAD_PATH} className="button button--secondary">
              {t.orderUpload}
            </AppLink>
          </li>
        )}
        {flags.is_reseller && (
          <li>
            <AppLink to={ACCOUNT_AREA_PATHS['reseller-certification']} className="button button--secondary">
              {t.resellerCertifications}
            </AppLink>
          </li>
        )}
      </ul>
    </section>
  );
}

/** "Update business details": the registration's form, filled, saved with PUT /api/business-units/me/profile. */
const EditBusiness = observer(function EditBusiness({ profile, props }: { profile: BusinessProfile; props: Props }) {
  const root = useStores();
  const [form] = useState(() => new BusinessFormStore(root, profile));
  const save = async () => {
    const saved = await form.update();
    if (saved) props.store.update({ businessProfile: saved });
  };
  return (
    <section className="account-card" aria-labelledby="business-edit-title">
      <h2 id="business-edit-title">{t.editTitle}</h2>
      <BusinessForm form={form} submitText={t.save} busyText={t.saving} onSubmit={() => void save()} />
    </section>
  );
});

type Props = AccountAreaPageProps;

/**
 * Business Account (/account/business; spec: shell-account §2 "Business Account (only for business contacts)";
 * core-cart-checkout §6 Business, §7 business-units calls): the business profile's details, the tools a business
 * account has (wholesale; the order upload and resale certificates by flag) and the form that updates the details.
 * A business contact who has not registered the business yet is sent to /business/register.
 */
export const BusinessAccountPage = observer(function BusinessAccountPage(props: Props) {
  const { data } = props;
  const profile = data.businessProfile;
  if (!profile) {
    return (
      <section className="account-card">
        <p>{t.notRegistered}</p>
        <AppLink to={BUSINESS_ACCOUNT_PATHS.register} className="button button--primary">
          {t.register}
        </AppLink>
      </section>
    );
  }
  return (
    <div className="account-sections">
      <BusinessFacts profile={profile} />
      <BusinessTools flags={data.flags} />
      <EditBusiness profile={profile} props={props} />
    </div>
  );
});
