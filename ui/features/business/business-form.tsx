import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { BUSINESS_INDUSTRIES, TEAM_SIZES } from '../../../core/business';
import { SelectField, TextField } from '../../components/form-field';
import { businessCopy } from '../../copy/business-copy';
import { AddressFields } from '../checkout/address-fields';
import { Outcome } from '../../components/form-outcome';
import type { BusinessField, BusinessFormStore } from './business-form-store';
import './business.css';

const t = businessCopy.form;

/**
 * The business form (spec: core-cart-checkout §6 Business): company name, industry, tax id, phone and team size, then
 * the business address (the checkout's address fields without name, company and phone), each labelled with its
 * autocomplete token and its message; `submitText` on the submit button (busy: `busyText`). `onSubmit` runs after
 * the browser's submit is stopped; the store checks every field first.
 */
export const BusinessForm = observer(function BusinessForm(props: {
  form: BusinessFormStore;
  submitText: string;
  busyText: string;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const { form } = props;
  const text = (field: BusinessField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={field}
      value={form.values[field]}
      error={form.error(field)}
      onValue={(v) => form.set(field, v)}
      onBlur={() => form.touch(field)}
      {...extra}
    />
  );
  const select = (field: BusinessField, label: string, placeholder: string, options: readonly string[]) => (
    <SelectField
      label={label}
      name={field}
      value={form.values[field]}
      error={form.error(field)}
      placeholder={placeholder}
      options={options.map((o) => ({ value: o, label: field === 'teamSize' ? t.teamSizeOption(o) : o }))}
      onValue={(v) => {
        form.set(field, v);
        form.touch(field);
      }}
      onBlur={() => form.touch(field)}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="account-form business-form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t.businessTitle}</legend>
        {text('companyName', t.companyName, { autoComplete: 'organization' })}
        {select('industry', t.industry, t.chooseIndustry, BUSINESS_INDUSTRIES)}
        {text('taxId', t.taxId, { autoComplete: 'off', inputMode: 'numeric', placeholder: '12-3456789' })}
        {text('phone', t.phone, { type: 'tel', autoComplete: 'tel' })}
        {select('teamSize', t.teamSize, t.chooseTeamSize, TEAM_SIZES)}
      </fieldset>
      <fieldset>
        <legend>{t.addressTitle}</legend>
        <AddressFields form={form.address} withContact={false} />
      </fieldset>
      {props.children}
      <Outcome outcome={form.outcome} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? props.busyText : props.submitText}
      </button>
    </form>
  );
});
