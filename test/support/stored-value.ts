import { usd } from '../../core/shared';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { value } from './embedded-test-services';

/**
 * Stored-value set-up shared by the integration tests (spec: core-cart-checkout §3 store credit and gift
 * certificates; catalogue-gifting §2): store credit granted as the CLI grants it, a customer with credit, a
 * certificate issued as an order would issue it, and the code a certificate's mail carries.
 */

/** Grants `amountCents` of 'Courtesy Credit' to the customer with `email`, issued by 'cli'; throws when refused. */
export async function grantStoreCredit(
  services: EmbeddedServices,
  email: string,
  amountCents: number,
  note?: string,
): Promise<void> {
  const grant = { email, amountCents, reason: 'Courtesy Credit' as const, issuedBy: 'cli' };
  value(await services.useCases.storedValue.issueStoreCredit.execute(note === undefined ? grant : { ...grant, note }));
}

/** Signs up a customer 'Sam Credit' with `email` and grants them `amountCents` of store credit; answers their id. */
export async function creditedCustomer(
  services: EmbeddedServices,
  email: string,
  amountCents: number,
  note?: string,
): Promise<string> {
  const input = { email, name: 'Sam Credit', password: 'Correct-Horse-9', isB2b: false, optInNewsletter: false };
  const created = value(
    await services.accounts.signUp({ ...input, attachGuestOrders: false, origin: 'http://localhost' }),
  );
  await grantStoreCredit(services, email, amountCents, note);
  return created.id;
}

/**
 * A certificate of `cents` issued for order `orderNumber` (line 'line-1', unit 1) to `recipientEmail`, marked mailed;
 * answers its code (readable only before it is marked mailed).
 */
export async function issuedCertificate(
  services: EmbeddedServices,
  orderNumber: string,
  cents: number,
  recipientEmail = 'gil@example.com',
): Promise<string> {
  const unit = { lineItemId: 'line-1', unit: 1, amount: usd(cents), recipientEmail };
  const [issued] = await services.storedValue.issueGiftCertificates(orderNumber, [unit]);
  if (!issued) throw new Error(`no certificate issued for ${orderNumber}`);
  await services.storedValue.markGiftCertificateMailed(issued.id);
  return issued.code;
}

/** The code of the newest gift certificate mailed to `to` (grouped ABCD-EFGH-JKLM-NPQR); throws when none was. */
export async function mailedCertificateCode(services: EmbeddedServices, to: string): Promise<string> {
  const [mail] = await services.outbox.list({ limit: 1, to });
  const code = /Gift certificate code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mail?.text ?? '');
  if (!code?.[1]) throw new Error(`no certificate mailed to ${to}`);
  return code[1];
}
