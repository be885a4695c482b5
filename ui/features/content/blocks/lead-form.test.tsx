// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BLOCK_OPTION_SCHEMAS } from '../../../../core/content';
import { copy } from '../../../copy';
import { LeadFormBlock } from './lead-form';
import { leadFieldError, leadFormBody, postLead } from './lead-form-model';

// spec: shell-account §3 Lead form (gladlyEmail, hubspotFormId or formId, fileUrl, fileName, payload); §5 "Lead form:
// validators email, phone, required; submit disabled while validation fails. Slider forms: 'This field is required',
// 'Please enter a valid email', phone exactly 10 digits"; §8 Lead form success and failure.

afterEach(cleanup);

const OPTIONS = BLOCK_OPTION_SCHEMAS['Lead Form'].parse({
  title: 'Talk to our business team',
  gladlyEmail: 'business@nutshell.example',
  hubspotFormId: 'hs-123',
  fileUrl: '/files/catalog.pdf',
  fileName: 'Wholesale catalog',
  fields: [
    { name: 'fullName', label: 'Full name', required: true, autocomplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'phone', label: 'Phone', type: 'tel' },
    { name: 'message', label: 'Message', type: 'textarea' },
  ],
});
const [NAME, EMAIL, PHONE] = OPTIONS.fields;

describe('leadFieldError', () => {
  it("says 'This field is required', 'Please enter a valid email' and wants a phone of exactly 10 digits", () => {
    expect(leadFieldError(NAME!, '  ')).toBe('This field is required');
    expect(leadFieldError(EMAIL!, 'jane@')).toBe('Please enter a valid email');
    expect(leadFieldError(EMAIL!, 'jane@example.com')).toBeUndefined();
    expect(leadFieldError(PHONE!, '')).toBeUndefined();
    expect(leadFieldError(PHONE!, '555-0199')).toBe('Please enter a valid phone number');
    expect(leadFieldError(PHONE!, '(800) 555-01999')).toBe('Please enter a valid phone number');
    expect(leadFieldError(PHONE!, '800.555.0199')).toBe('Please enter a valid phone number');
    expect(leadFieldError(PHONE!, '(800) 555-0199')).toBeUndefined();
  });

  it('posts gladlyEmail, hubspotFormId, fileUrl, fileName and the payload by field name', async () => {
    const body = leadFormBody(OPTIONS, { fullName: ' Jane Doe ', email: 'jane@example.com' });
    expect(body).toEqual({
      gladlyEmail: 'business@nutshell.example',
      hubspotFormId: 'hs-123',
      fileUrl: '/files/catalog.pdf',
      fileName: 'Wholesale catalog',
      payload: { fullName: 'Jane Doe', email: 'jane@example.com', phone: '', message: '' },
    });
    const calls: [string, RequestInit | undefined][] = [];
    const ok = await postLead(body, async (url, init) => {
      calls.push([String(url), init]);
      return new Response('{"data":{"sent":true}}', { status: 200 });
    });
    expect(ok).toBe(true);
    expect(calls[0]![0]).toBe('/api/lead-forms');
    expect(calls[0]![1]).toMatchObject({ method: 'POST', headers: { 'x-nutshell-csrf': '1' } });
    expect(await postLead(body, async () => new Response('', { status: 500 }))).toBe(false);
  });
});

describe('LeadFormBlock', () => {
  it('labels its fields with autocomplete tokens and disables submit while a touched field fails', () => {
    render(<LeadFormBlock options={OPTIONS} send={async () => true} />);
    const name = screen.getByLabelText(/Full name/);
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText(/Email/).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/Phone/).getAttribute('autocomplete')).toBe('tel');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.blur(name);
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'jane@' } });
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '555 0199' } });
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
  });

  it('shows every message on a submit of an untouched form and sends nothing', () => {
    const sent: unknown[] = [];
    render(<LeadFormBlock options={OPTIONS} send={async (b) => (sent.push(b), true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it('thanks the sender and offers the file on success', async () => {
    const sent: Record<string, unknown>[] = [];
    render(<LeadFormBlock options={OPTIONS} send={async (b) => (sent.push(b), true)} />);
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Jane Doe' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '(800) 555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Thank you for contacting us! We will reach out within 1 business day'),
    ).toBeTruthy();
    expect(sent[0]).toMatchObject({ hubspotFormId: 'hs-123', payload: { phone: '(800) 555-0199' } });
    const file = screen.getByRole('link', { name: 'Download Wholesale catalog' });
    expect(file.getAttribute('href')).toBe('/files/catalog.pdf');
  });

  it('tells the sender to call Customer Experience when the server fails, and keeps the form', async () => {
    render(<LeadFormBlock options={OPTIONS} send={async () => false} />);
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Jane Doe' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'jane@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `Something happened on our end, please contact Customer Experience at ${copy.helpPhone}.`,
      ),
    );
    expect(screen.getByLabelText(/Full name/)).toBeTruthy();
  });
});
