/** commercetools orders → domain Orders (WIRE.md Orders). */
import { usd } from '../../core/shared';
import { omitUndefined } from '../../core/shared';
import type { Order, Payment, TotalLine } from '../../core/cart';
import { z } from 'zod';
import { type CtCart, type CtOrder } from './ct-schemas';
import { text, type CtLookup } from './from-ct-values';
import { address, cart, fieldText } from './from-ct-cart';

const paymentObj = z.looseObject({
  id: z.string(),
  amountPlanned: z.looseObject({ centAmount: z.number().int() }),
  paymentMethodInfo: z
    .looseObject({ method: z.string().optional(), name: z.record(z.string(), z.string()).optional() })
    .optional(),
  custom: z.looseObject({ fields: z.record(z.string(), z.unknown()) }).optional(),
});
const paymentMethods = ['card', 'gift_certificate', 'store_credit', 'offline'] as const;
/** Order custom fields of the order itself (the other fields are the cart's). */
const ORDER_FIELDS: ReadonlySet<string> = new Set([
  'receiptToken',
  'idempotencyKey',
  'totals',
  'payments',
  'cartVersion',
]);

function jsonField<T>(f: Record<string, unknown>, k: string, schema: z.ZodType<T>): T | undefined {
  const raw = f[k];
  if (typeof raw !== 'string') return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A commercetools Order → a domain Order; `receiptToken`, `totals` and `payments` come from its custom fields. */
export function order(
  o: CtOrder,
  lookup: CtLookup,
  schemas: { totals: z.ZodType<TotalLine[]>; payments: z.ZodType<Payment[]> },
): Order {
  const f = o.custom?.fields ?? {};
  const { orderNumber: _n, orderState: _s, cart: cartRef, paymentInfo, ...cartFields } = o;
  const cartCustom = o.custom
    ? { ...o.custom, fields: Object.fromEntries(Object.entries(f).filter(([k]) => !ORDER_FIELDS.has(k))) }
    : undefined;
  const cartVersion = typeof f.cartVersion === 'number' ? f.cartVersion : o.version;
  const asCart = cart(
    {
      ...cartFields,
      cartState: 'Ordered',
      id: cartRef?.id ?? o.id,
      version: cartVersion,
      custom: cartCustom,
    } as CtCart,
    lookup,
  );
  const expanded = (paymentInfo?.payments ?? []).flatMap((r) => {
    const p = paymentObj.safeParse(r.obj);
    if (!p.success) return [];
    const method = paymentMethods.find((m) => m === p.data.paymentMethodInfo?.method) ?? 'card';
    const last4 = p.data.custom?.fields.cardLast4;
    return [
      omitUndefined({
        id: p.data.id,
        method,
        amountPlanned: usd(p.data.amountPlanned.centAmount),
        cardLast4: typeof last4 === 'string' ? last4 : undefined,
        cardBrand: p.data.paymentMethodInfo?.name ? text(p.data.paymentMethodInfo.name) : undefined,
      }) as Payment,
    ];
  });
  return omitUndefined({
    id: o.id,
    orderNumber: o.orderNumber ?? o.id,
    orderState: o.orderState,
    createdAt: o.createdAt,
    customerEmail: o.customerEmail,
    shippingAddress: o.shippingAddress ? address(o.shippingAddress) : undefined,
    billingAddress: o.billingAddress ? address(o.billingAddress) : undefined,
    cart: asCart,
    totals: jsonField(f, 'totals', schemas.totals) ?? [],
    payments: jsonField(f, 'payments', schemas.payments) ?? expanded,
    receiptToken: fieldText(f, 'receiptToken') ?? '',
    idempotencyKey: fieldText(f, 'idempotencyKey'),
  });
}
