import { readFileSync } from 'node:fs';
import type { MailRecording } from './mail-recording';
import { sampleMails } from './mail-samples';
import { parseMime } from './mime';

/**
 * The store's mail against what the SMTP adapter sent to a local SMTP server when it was recorded
 * (fixtures/recorded/mail.json, `npm run record`), with no server: each message built again today has the recorded
 * envelope, From, To and Subject, and the recorded plain-text and HTML parts, byte for byte once decoded.
 */
const recording = JSON.parse(
  readFileSync(new URL('../../fixtures/recorded/mail.json', import.meta.url), 'utf8'),
) as MailRecording;
const built = sampleMails();

describe('replay of the recorded mail', () => {
  it('holds one message per sample, in order', () => {
    expect(recording.messages).toHaveLength(built.length);
    expect(built.map((m) => m.kind)).toEqual([
      'sign-in-link',
      'password-reset',
      'set-password',
      'welcome',
      'order-confirmation',
    ]);
  });

  it.each(built.map((m, i) => [m.kind, i] as const))('%s matches its recording', (_kind, i) => {
    const message = built[i]!;
    const recorded = recording.messages[i]!;
    expect(recorded.mailFrom).toBe('orders@nutshell.local');
    expect(recorded.rcptTo).toEqual([message.to]);
    const mime = parseMime(recorded.raw);
    expect(mime.headers.get('from')).toBe('Nutshell <orders@nutshell.local>');
    expect(mime.headers.get('to')).toBe(message.to);
    expect(mime.headers.get('subject')).toBe(message.subject);
    expect(mime.headers.get('content-type')).toMatch(/^multipart\/alternative;/);
    expect(mime.parts).toEqual([
      { contentType: 'text/plain; charset=utf-8', body: message.text },
      { contentType: 'text/html; charset=utf-8', body: message.html },
    ]);
  });

  it('the order confirmation arrived with its lines, totals, addresses and receipt link', () => {
    const text = parseMime(recording.messages[4]!.raw).parts[0]!.body;
    expect(text).toContain('Nuts & <Bolts> Trail Mix, 1 lb · Qty 1: $11.24\n');
    expect(text).toContain('Subtotal: $32.47\nDiscount: -$1.25\nShipping: $5.99\nTax: $1.93\nTotal: $39.14\n');
    expect(text).toContain('Shipping addresses\nPat Jones\n');
    expect(text).toContain('View your receipt: http://localhost:3000/checkout/receipt?token=receipt-token-1\n');
    const html = parseMime(recording.messages[4]!.raw).parts[1]!.body;
    expect(html).toContain('Nuts &amp; &lt;Bolts&gt; Trail Mix');
  });
});
