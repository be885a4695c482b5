import { makeAutoObservable, runInAction } from 'mobx';
import {
  validateBusinessFields,
  type BusinessProfile,
  type BusinessProfileFields,
  type BusinessSource,
} from '../../../core/business';
import type { Envelope } from '../../../core/notifications';
import type { BusinessFormInput } from '../../../ports/account-backend';
import type { FormOutcome } from '../../components/form-outcome';
import { exceptionText } from '../../copy';
import { businessCopy } from '../../copy/business-copy';
import { AddressFieldsForm } from '../../stores/address-fields-form';
import { addressFormValues } from '../../stores/address-form-store';
import type { RootStore } from '../../stores/root-store';

/** The business form's own fields (the address is `BusinessFormStore.address`). */
export type BusinessField = 'companyName' | 'industry' | 'taxId' | 'phone' | 'teamSize';

/** A profile's phone (its ten digits) as shown: '(201) 555-0123'; other text as it is. */
export function phoneText(digits: string): string {
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/** The form's values of a profile, or blank ones. */
function valuesOf(profile: BusinessProfileFields | undefined): Record<BusinessField, string> {
  return {
    companyName: profile?.companyName ?? '',
    industry: profile?.industry ?? '',
    taxId: profile?.taxId ?? '',
    phone: profile ? phoneText(profile.phone) : '',
    teamSize: profile?.teamSize ?? '',
  };
}

/**
 * The business registration and Business Account forms (spec: core-cart-checkout §6 Business, §7 business-units
 * calls; §5 address rules; shell-account §5 phone messages): company name, industry, tax id, phone and team size,
 * checked by core's `validateBusinessFields` (the server's own rules), and the business address over the checkout's
 * address fields (`AddressFieldsForm`: its name and company are the company name). A field's message shows once it
 * is touched or the form submitted. `create(source)` sends POST /api/business-units, `update()` PUT
 * /api/business-units/me/profile; each answers the saved profile, or undefined with the outcome's alert.
 */
export class BusinessFormStore {
  values: Record<BusinessField, string>;
  readonly touched = new Set<BusinessField>();
  submitted = false;
  busy = false;
  outcome: FormOutcome | undefined = undefined;
  /** Messages the server gave by field (its `fields`), until the field changes. */
  serverErrors: Partial<Record<string, string>> = {};
  readonly address: AddressFieldsForm;

  constructor(
    private readonly root: RootStore,
    profile?: BusinessProfile,
  ) {
    this.values = valuesOf(profile);
    const initial = profile ? addressFormValues(profile.address, '') : undefined;
    this.address = new AddressFieldsForm(() => ({ needsEmail: false, needsStreet: true }), initial, true);
    makeAutoObservable<BusinessFormStore, 'root'>(this, { root: false, address: false });
    this.syncAddressName();
  }

  /** What the form sends: the typed text of every field. */
  get input(): BusinessFormInput {
    const a = this.address.values;
    return {
      ...this.values,
      address: {
        street1: a.street1,
        street2: a.street2,
        city: a.city,
        state: a.state,
        postalCode: a.postalCode,
        country: a.country,
      },
    };
  }

  /** Every field's message by core's rules ('address.street1' and so on for the address), shown or not. */
  private get allErrors(): Readonly<Record<string, string>> {
    const checked = validateBusinessFields(this.input);
    return checked.ok ? {} : ((checked.error.details?.fields ?? {}) as Record<string, string>);
  }

  /** A field's message: the server's for it, else core's once touched or after a submit. */
  error(field: BusinessField): string | undefined {
    const shown = this.submitted || this.touched.has(field);
    return this.serverErrors[field] ?? (shown ? this.allErrors[field] : undefined);
  }

  /** Whether every field, the address's included, passes core's rules. */
  get valid(): boolean {
    return Object.keys(this.allErrors).length === 0;
  }

  set(field: BusinessField, value: string): void {
    this.values = { ...this.values, [field]: value };
    delete this.serverErrors[field];
    this.outcome = undefined;
    if (field === 'companyName') this.syncAddressName();
  }

  touch(field: BusinessField): void {
    this.touched.add(field);
  }

  /** Creates the session's business account with `source`; the profile, or undefined (the outcome says why). */
  create(source: BusinessSource): Promise<BusinessProfile | undefined> {
    return this.send(async () =>
      (await this.root.services.loadAccount()).createBusinessAccount({ ...this.input, source }),
    );
  }

  /** Saves the changed fields of the session's business profile; the profile, or undefined. */
  async update(): Promise<BusinessProfile | undefined> {
    const profile = await this.send(async () =>
      (await this.root.services.loadAccount()).updateBusinessProfile(this.input),
    );
    if (profile) runInAction(() => (this.outcome = { kind: 'saved', text: businessCopy.account.saved }));
    return profile;
  }

  /** The address's name and company follow the company name (core/business: the address is the company's). */
  private syncAddressName(): void {
    this.address.set('name', this.values.companyName);
    this.address.set('company', this.values.companyName);
  }

  /** Checks the form, then runs the call: the profile, or undefined with the alert and the server's field messages. */
  private async send(
    call: () => Promise<Envelope<{ readonly profile: BusinessProfile }>>,
  ): Promise<BusinessProfile | undefined> {
    this.submitted = true;
    this.address.submitted = true;
    if (!this.valid || this.busy) return undefined;
    this.busy = true;
    this.outcome = undefined;
    let answer: Envelope<{ readonly profile: BusinessProfile }> | undefined;
    let failure: string | undefined;
    try {
      answer = await call();
    } catch (e) {
      failure = exceptionText(e);
    }
    return runInAction(() => {
      this.busy = false;
      const profile = answer?.data?.profile;
      if (profile) return profile;
      const first = answer?.errors?.[0] as { message?: string; fields?: unknown } | undefined;
      const fields = first?.fields;
      this.serverErrors = fields && typeof fields === 'object' ? { ...(fields as Record<string, string>) } : {};
      this.outcome = { kind: 'error', text: failure ?? first?.message ?? businessCopy.form.failed };
      return undefined;
    });
  }
}
