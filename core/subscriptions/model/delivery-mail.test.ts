import { deliveryDeclinedMail } from './delivery-mail';

describe('deliveryDeclinedMail', () => {
  const mail = deliveryDeclinedMail({
    to: 'pat@example.com',
    shipOn: '2026-12-01',
    failure: 'Your card was declined. <Call "bank"> & retry',
    siteUrl: 'https://shop.example.com',
  });

  it('tells the customer the delivery was not placed, why, and where to send it now', () => {
    expect(mail.kind).toBe('auto-delivery-declined');
    expect(mail.to).toBe('pat@example.com');
    expect(mail.subject).toBe('Your Auto-Delivery order could not be placed');
    expect(mail.text).toBe(
      'We could not place your Auto-Delivery order scheduled to ship Tuesday, December 1.\n\n' +
        'Reason: Your card was declined. <Call "bank"> & retry\n\n' +
        'Please update your payment method, then choose Send Now on your Auto-Delivery page:\n\n' +
        'https://shop.example.com/account/auto-delivery\n',
    );
  });

  it('escapes every text in the HTML and links to the Auto-Delivery page', () => {
    expect(mail.html).toBe(
      '<p>We could not place your Auto-Delivery order scheduled to ship Tuesday, December 1.</p>' +
        '<p>Reason: Your card was declined. &lt;Call &quot;bank&quot;&gt; &amp; retry</p>' +
        '<p>Please update your payment method, then choose Send Now on your Auto-Delivery page: ' +
        '<a href="https://shop.example.com/account/auto-delivery">https://shop.example.com/account/auto-delivery</a></p>',
    );
    expect(mail.html).not.toContain('<Call');
  });
});
