import Fastify from 'fastify';
import type { MailMessage } from '../../../core/shared';
import { LEAD_RATE_PER_ADDRESS, registerLeadFormRoutes } from './lead-form-routes';

// spec: shell-account §3 Lead form (gladlyEmail, hubspotFormId or formId, fileUrl, fileName, payload); §7 "POST
// /api/lead-forms | gladlyEmail, hubspotFormId, payload | success or failure text".

function server() {
  const sent: MailMessage[] = [];
  const app = Fastify();
  registerLeadFormRoutes(app, { mail: { send: async (m) => void sent.push(m) }, cxEmail: 'cx@nutshell.example' });
  const post = (body: unknown, csrf = true) =>
    app.inject({
      method: 'POST',
      url: '/api/lead-forms',
      headers: csrf ? { 'x-nutshell-csrf': '1' } : {},
      payload: body as object,
    });
  return { app, sent, post };
}

const LEAD = {
  gladlyEmail: 'business@nutshell.example',
  hubspotFormId: 'hs-123',
  fileUrl: '/files/catalog.pdf',
  fileName: 'Wholesale catalog',
  payload: { fullName: 'Jane <Doe>', email: 'jane@example.com' },
};

describe('POST /api/lead-forms', () => {
  it('mails the lead (kind lead-form) to the form gladlyEmail and answers in the envelope', async () => {
    const { sent, post } = server();
    const res = await post(LEAD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'lead-form',
      to: 'business@nutshell.example',
      subject: 'New lead from form hs-123',
    });
    expect(sent[0]!.text).toBe(
      'Form: hs-123\nfullName: Jane <Doe>\nemail: jane@example.com\nfile: Wholesale catalog /files/catalog.pdf',
    );
    expect(sent[0]!.html).toContain('<dd>Jane &lt;Doe&gt;</dd>');
  });

  it('sends a lead for another domain, or without gladlyEmail, to the store CX address only', async () => {
    const { sent, post } = server();
    await post({ ...LEAD, gladlyEmail: 'someone@elsewhere.example' });
    await post({ formId: 'contact', payload: { message: 'Hi' } });
    expect(sent.map((m) => m.to)).toEqual(['cx@nutshell.example', 'cx@nutshell.example']);
  });

  it('refuses a request without the CSRF header (403) and a bad body (400), mailing nothing', async () => {
    const { sent, post } = server();
    expect((await post(LEAD, false)).statusCode).toBe(403);
    const noForm = await post({ payload: { a: 'b' } });
    expect(noForm.statusCode).toBe(400);
    expect(noForm.json().errors[0]).toMatchObject({ key: 'validation/invalid' });
    expect(noForm.json().errors[0].message).toContain('hubspotFormId or formId is required');
    expect((await post({ ...LEAD, gladlyEmail: 'not-an-address' })).statusCode).toBe(400);
    expect((await post({ ...LEAD, payload: { 'bad name': 'x' } })).statusCode).toBe(400);
    expect((await post({ ...LEAD, extra: 1 })).statusCode).toBe(400);
    expect(sent).toHaveLength(0);
  });

  it(`allows ${LEAD_RATE_PER_ADDRESS} leads per address in 15 minutes, then answers 429 with Retry-After`, async () => {
    const { sent, post } = server();
    for (let i = 0; i < LEAD_RATE_PER_ADDRESS; i++) expect((await post(LEAD)).statusCode).toBe(200);
    const over = await post(LEAD);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(sent).toHaveLength(LEAD_RATE_PER_ADDRESS);
  });
});
