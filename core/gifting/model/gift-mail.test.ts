import { describe, expect, it } from 'vitest';
import { giftDropRecipientMail, giftRedeemLink } from './gift-mail';

describe("the recipient's mail (catalogue-gifting §4 Gift drop)", () => {
  it('names the sender, gives the message with the sender and the single-use link, escaped in HTML', () => {
    const link = giftRedeemLink('https://shop.example.com', 'Ab_c-12');
    expect(link).toBe('https://shop.example.com/gift-drop/redeem?key=Ab_c-12');
    const mail = giftDropRecipientMail({
      to: 'sam@example.com',
      recipientName: 'Sam',
      senderName: 'Pat & Co',
      giftTitle: 'Custom Gift Tray, Premium',
      message: 'Enjoy <3',
      link,
    });
    expect(mail.kind).toBe('gift-drop-recipient');
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('Pat & Co sent you a gift');
    expect(mail.text).toBe(
      'Hello Sam,\n\nPat & Co sent you Custom Gift Tray, Premium. Choose your treats and where to send them.\n\n' +
        'Their message:\nEnjoy <3 - Pat & Co\n\nChoose your gift (the link works once):\n' +
        'https://shop.example.com/gift-drop/redeem?key=Ab_c-12\n\n' +
        'Gifts ship within the United States (including Hawaii and Alaska) and Puerto Rico.\n',
    );
    expect(mail.html).toContain('<blockquote>Enjoy &lt;3 - Pat &amp; Co</blockquote>');
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('leaves the message out when there is none', () => {
    const mail = giftDropRecipientMail({
      to: 'sam@example.com',
      recipientName: 'Sam',
      senderName: 'Pat',
      giftTitle: 'Custom Gift Box, Medium',
      message: ' ',
      link: 'http://localhost/gift-drop/redeem?key=k',
    });
    expect(mail.text).not.toContain('Their message:');
    expect(mail.html).not.toContain('blockquote');
  });
});
