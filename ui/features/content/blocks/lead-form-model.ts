import type { BlockOptions } from '../../../../core/content';

/** A lead form's field (the Lead Form block's `fields`). */
export type LeadField = BlockOptions<'Lead Form'>['fields'][number];

/**
 * The lead form's texts (spec: shell-account §5 "Slider forms: 'This field is required', 'Please enter a valid
 * email', phone exactly 10 digits", §5 phone "Please enter a valid phone number"; §8 Lead form success and failure).
 * `failure` takes the help phone.
 */
export const leadFormCopy = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  success: 'Thank you for contacting us! We will reach out within 1 business day',
  failure: (phone: string) => `Something happened on our end, please contact Customer Experience at ${phone}.`,
  sending: 'Sending…',
  download: (name: string) => `Download ${name}`,
} as const;

/** The phone number's digits: exactly 10 (shell-account §5 "phone exactly 10 digits"). */
export const LEAD_PHONE_DIGITS = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Characters a phone number may be written with (§5: digits, parentheses, plus, dash and space). */
const PHONE_CHARS = /^[0-9()+\- ]*$/;

/**
 * The message of `value` in `field` (shell-account §5 Lead form validators email, phone, required), or undefined when
 * it is fine: a required field left blank; an e-mail field that is not an address; a phone field with other
 * characters than digits, parentheses, plus, dash and space, or not exactly 10 digits. An optional field left blank
 * is fine.
 */
export function leadFieldError(field: LeadField, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return field.required ? leadFormCopy.required : undefined;
  if (field.type === 'email' && !EMAIL.test(text)) return leadFormCopy.email;
  if (field.type === 'tel') {
    const digits = text.replace(/\D/g, '');
    if (!PHONE_CHARS.test(text) || digits.length !== LEAD_PHONE_DIGITS) return leadFormCopy.phone;
  }
  return undefined;
}

/** The autocomplete token of a field: the block's, else one inferred from its type ('email', 'tel'), else 'on'. */
export function leadAutocomplete(field: LeadField): string {
  if (field.autocomplete) return field.autocomplete;
  return field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'on';
}

/**
 * The body of POST /api/lead-forms (shell-account §3 Lead form: gladlyEmail, hubspotFormId or formId, fileUrl,
 * fileName, payload): the block's addresses and ids, and `payload` the values by field name (trimmed).
 */
export function leadFormBody(
  options: BlockOptions<'Lead Form'>,
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const payload = Object.fromEntries(options.fields.map((f) => [f.name, (values[f.name] ?? '').trim()]));
  return {
    ...(options.gladlyEmail ? { gladlyEmail: options.gladlyEmail } : {}),
    ...(options.hubspotFormId ? { hubspotFormId: options.hubspotFormId } : {}),
    ...(options.formId ? { formId: options.formId } : {}),
    ...(options.fileUrl ? { fileUrl: options.fileUrl } : {}),
    ...(options.fileName ? { fileName: options.fileName } : {}),
    payload,
  };
}

/** Posts a lead (POST /api/lead-forms with the CSRF header): true when the server answered 2xx. */
export async function postLead(
  body: Record<string, unknown>,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  try {
    const response = await fetcher('/api/lead-forms', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nutshell-csrf': '1' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}
