import { describe, expect, it } from 'vitest';
import { usd } from '../../shared';
import { giftCertificateMail } from './gift-certificate-mail';

describe('giftCertificateMail (catalogue-gifting §2 gift certificate)', () => {
  it('gives the recipient the amount, the grouped code and the message, escaped in HTML', () => {
    const mail = giftCertificateMail({
      code: 'ABCD-EFGH-JKLM-NPQR',
      amount: usd(2500),
      recipientEmail: 'friend@example.com',
      recipientName: 'Robin',
      message: 'Enjoy <3',
    });
    expect(mail.kind).toBe('gift-certificate');
    expect(mail.to).toBe('friend@example.com');
    expect(mail.subject).toBe('You received a $25.00 Nutshell gift certificate');
    expect(mail.text).toBe(
      'Hello Robin,\n\nYou received a Nutshell gift certificate for $25.00.\n\nEnjoy <3\n\n' +
        'Gift certificate code: ABCD-EFGH-JKLM-NPQR\n\n' +
        'Enter this code under "Apply a gift certificate" when you pay at checkout.\n',
    );
    expect(mail.html).toContain('<blockquote>Enjoy &lt;3</blockquote>');
    expect(mail.html).toContain('<strong style="font-family:monospace">ABCD-EFGH-JKLM-NPQR</strong>');
  });
});
