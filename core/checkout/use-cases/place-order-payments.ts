import { domainError, err, ok, usd, type Money, type Result } from '../../shared';
import type { Payment, TotalLine } from '../../cart/model';
import {
  OFFLINE_NONCE,
  isStoredValueNonce,
  planPayments,
  storedValueLabel,
  type PaymentPlan,
  type StoredValueFunds,
} from '../model/stored-value';
import type { StoredValuePort } from '../../../ports/stored-value';
import type { IdGenerator } from '../../../ports/ids';
import type { PaymentGatewayPort } from '../../../ports/payments';
import type { OrderPaymentStatePort } from '../../../ports/order-payment-state';
import type { Order } from '../../cart/model';

/** A CX agent placing the order for the customer (spec: core-cart-checkout §6): the agent's id, and whether admin. */
export interface CxContext {
  readonly agentCustomerId: string;
  readonly isAdmin: boolean;
}

/** How PlaceOrder will be paid: the stored-value plan and what pays its remainder (a card nonce, offline, or none). */
export interface ResolvedPayments {
  readonly plan: PaymentPlan;
  readonly funds: readonly StoredValueFunds[];
  /** The card nonce that pays `plan.cardAmount` (> 0), when a card pays. */
  readonly cardNonce?: string;
  /** true when the remainder (> 0) is paid offline (CX mode only). */
  readonly offline: boolean;
}

const UNUSABLE = 'That gift certificate or store credit can no longer be used. Please apply it again.';

/**
 * Reads paymentNonces as core-cart-checkout §7 place order sends them: the stored-value nonces first (store credit,
 * gift certificate), then at most one card nonce (a typed or saved card's, or 'offline' in CX mode). Each stored
 * value pays what remains up to its balance (planPayments over `total`); the card or offline pays the rest; a fully
 * covered order needs neither. Errors: 'validation/invalid' (a stored-value nonce after the card, two cards, or a
 * stored-value nonce without a stored-value port), 'payment/nonce-unknown' (a spent, unknown or other payer's
 * stored-value nonce), 'payment/offline-not-allowed' ('offline' outside CX mode), 'payment/card-required'.
 */
export async function resolvePayments(
  nonces: readonly string[],
  ctx: {
    readonly total: Money;
    readonly payer: string;
    readonly cx?: CxContext;
    readonly storedValue?: StoredValuePort;
  },
): Promise<Result<ResolvedPayments>> {
  const leading = nonces.findIndex((n) => !isStoredValueNonce(n));
  const storedNonces = leading === -1 ? nonces : nonces.slice(0, leading);
  const rest = leading === -1 ? [] : nonces.slice(leading);
  if (rest.length > 1 || rest.some(isStoredValueNonce) || (storedNonces.length > 0 && !ctx.storedValue)) {
    return err(domainError('validation/invalid', 'The order request is incomplete.'));
  }
  const [cardNonce] = rest;
  if (cardNonce === OFFLINE_NONCE && !ctx.cx) {
    return err(domainError('payment/offline-not-allowed', 'Offline payment is for staff only.'));
  }
  const funds: StoredValueFunds[] = [];
  for (const nonce of new Set(storedNonces)) {
    const f = await ctx.storedValue?.redeemable(nonce, ctx.payer);
    if (!f) return err(domainError('payment/nonce-unknown', UNUSABLE));
    funds.push(f);
  }
  const plan = planPayments(ctx.total, funds);
  if (plan.cardAmount.cents === 0) return ok({ plan, funds, offline: false });
  if (!cardNonce) {
    return err(domainError('payment/card-required', 'Please enter a card to pay the rest of your order.'));
  }
  if (cardNonce === OFFLINE_NONCE) return ok({ plan, funds, offline: true });
  return ok({ plan, funds, cardNonce, offline: false });
}

/** The order's stored-value and offline payments (each with amountPlanned), in the plan's order. */
export function storedValuePayments(resolved: ResolvedPayments, ids: IdGenerator): Payment[] {
  const payments: Payment[] = resolved.plan.debits.map((d) => ({
    id: `${d.kind === 'store_credit' ? 'sc' : 'gc'}_${ids.uuid()}`,
    method: d.kind,
    amountPlanned: d.amount,
  }));
  if (resolved.offline)
    payments.push({ id: `offline_${ids.uuid()}`, method: 'offline', amountPlanned: resolved.plan.cardAmount });
  return payments;
}

/**
 * The order's totals with what stored value paid: after 'Total', one 'Store Credit' and one 'Gift Certificate' line
 * (spec §3 labels) with the sum each kind paid, negative, in cents; none for a kind that paid nothing.
 */
export function totalsWithStoredValue(totals: readonly TotalLine[], plan: PaymentPlan): TotalLine[] {
  const lines: TotalLine[] = [...totals];
  for (const kind of ['store_credit', 'gift_certificate'] as const) {
    const paid = plan.debits.filter((d) => d.kind === kind).reduce((sum, d) => sum + d.amount.cents, 0);
    if (paid > 0) lines.push({ label: storedValueLabel(kind), amount: usd(-paid) });
  }
  return lines;
}

/**
 * Captures the order's card authorization `transactionId` for `amount` (cents) once the order has committed, and
 * records the outcome as the order's paymentState: 'Paid', or 'Failed' when the capture is declined (the shopper
 * then gives a new card: ChangePaymentMethod). Answers the order as recorded; never throws, since the order stands
 * whatever the gateway does: a gateway or store that fails leaves the order as it was (no payment state).
 */
export async function captureOrderPayment(
  order: Order,
  capture: { readonly transactionId: string; readonly amount: Money },
  ports: { readonly gateway: PaymentGatewayPort; readonly orderPayments: OrderPaymentStatePort },
): Promise<Order> {
  try {
    const captured = await ports.gateway.capture(capture.transactionId, capture.amount);
    const to = captured.ok ? 'Paid' : 'Failed';
    const recorded = await ports.orderPayments.changePaymentState(order.id, { to });
    return recorded.ok ? recorded.value : order;
  } catch {
    return order;
  }
}
