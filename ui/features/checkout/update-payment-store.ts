import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '../../../core/cart';
import { errorText, exceptionText, orderCopy } from '../../copy';
import type { BrowserServices } from '../../../adapters/wiring/browser-services';
import { CARD_FIELDS, type CardField } from '../../stores/payment-store';

/** Which order: by the receipt's token (a guest's receipt) or by number (the customer's own order page). */
export type OrderRef = { readonly receiptToken: string } | { readonly orderNumber: string };

/**
 * The receipt's (and the account's order page's) "Update payment method" form (spec: core-cart-checkout §7 POST
 * /api/orders/change-payment-method):
 * the payment step's card fields, tokenized into a nonce, then the order paid with it. `onPaid` gets the order,
 * now 'Paid'; a refusal (the gateway's message, e.g. 'Your card was declined.') is shown and the form stays.
 */
export class UpdatePaymentStore {
  values: Record<CardField, string> = { number: '', expMonth: '', expYear: '', cvc: '', postalCode: '' };
  submitted = false;
  submitting = false;
  error: string | undefined = undefined;

  constructor(
    private readonly services: Pick<BrowserServices, 'backend' | 'payments'>,
    private readonly ref: OrderRef,
    private readonly onPaid: (order: Order) => void,
  ) {
    makeAutoObservable<UpdatePaymentStore, 'services' | 'ref' | 'onPaid'>(this, {
      services: false,
      ref: false,
      onPaid: false,
    });
  }

  /** "{label} is required" for each empty or malformed field, once the form was submitted. */
  get fieldErrors(): Partial<Record<CardField, string>> {
    if (!this.submitted) return {};
    const v = this.values;
    const c = orderCopy.card;
    const wrong: Partial<Record<CardField, boolean>> = {
      number: !/^\d{12,19}$/.test(v.number.replace(/[\s-]/g, '')),
      expMonth: !(Number(v.expMonth) >= 1 && Number(v.expMonth) <= 12),
      expYear: !/^\d{4}$/.test(v.expYear),
      cvc: !/^\d{3,4}$/.test(v.cvc),
      postalCode: v.postalCode.trim() === '',
    };
    const out: Partial<Record<CardField, string>> = {};
    for (const f of CARD_FIELDS) if (wrong[f]) out[f] = c.required(c[f]);
    return out;
  }

  set(field: CardField, value: string): void {
    this.values = { ...this.values, [field]: value };
  }

  /** Tokenizes the card and pays the order with it. */
  async submit(): Promise<void> {
    this.submitted = true;
    this.error = undefined;
    if (Object.keys(this.fieldErrors).length > 0 || this.submitting) return;
    this.submitting = true;
    try {
      const v = this.values;
      const token = await this.services.payments.tokenizeCard({
        number: v.number.replace(/[\s-]/g, ''),
        expMonth: Number(v.expMonth),
        expYear: Number(v.expYear),
        cvc: v.cvc,
        postalCode: v.postalCode.trim(),
      });
      if (!token.ok) {
        runInAction(() => (this.error = errorText(token.error)));
        return;
      }
      const paid = await this.services.backend.changePaymentMethod(this.ref, token.value.nonce);
      const order = paid.data?.order;
      if (order) this.onPaid(order);
      else runInAction(() => (this.error = paid.errors?.[0]?.message ?? orderCopy.receipt.paymentFailed));
    } catch (e) {
      runInAction(() => (this.error = exceptionText(e)));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
