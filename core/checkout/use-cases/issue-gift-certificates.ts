import { giftCertificateMail, giftCertificateUnitsOf, type Order } from '../../cart/model';
import type { MailPort } from '../../../ports/mail';
import type { StoredValuePort } from '../../../ports/stored-value';

/**
 * Issues the gift certificates an order bought and mails each to its recipient (catalogue-gifting §2 gift
 * certificate; core-cart-checkout §4 Placing an order): one certificate per unit of each gift certificate line, with a
 * random code and the unit's amount, through the mail port (giftCertificateMail). Idempotent per order line and unit:
 * a repeated call issues nothing new and mails only certificates whose mail was not sent (a certificate is marked
 * mailed after its send succeeds, so a crash or a mail failure between the two is completed by the next call, at the
 * cost of a possible second copy of the same code, never a lost one). Answers how many were mailed by this call. A
 * mail that throws stops this call and the error propagates (PlaceOrder ignores it: the order stands).
 */
export class IssueGiftCertificates {
  constructor(
    private readonly storedValue: StoredValuePort,
    private readonly mail: MailPort,
  ) {}

  async execute(order: Order): Promise<number> {
    const units = giftCertificateUnitsOf(order);
    if (units.length === 0) return 0;
    const pending = await this.storedValue.issueGiftCertificates(order.orderNumber, units);
    for (const certificate of pending) {
      await this.mail.send(giftCertificateMail(certificate));
      await this.storedValue.markGiftCertificateMailed(certificate.id);
    }
    return pending.length;
  }
}
