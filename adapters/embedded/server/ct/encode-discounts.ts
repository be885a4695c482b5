/**
 * The discount read models in commercetools' wire shape: cart discounts and discount codes, as GET /cart-discounts
 * and /discount-codes of the commercetools-compatible API answer them (and an order's expanded discount codes).
 */
import type { CartDiscount, DiscountCode } from '@commercetools/platform-sdk';
import { omitUndefined } from '../../../../core/shared';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../../../core/cart';
import { ctMoney, ls, SEEDED_AT } from './encode-values';

/** A cart discount read model → a commercetools CartDiscount. */
export function ctCartDiscount(d: CartDiscountInfo): CartDiscount {
  return {
    id: d.id,
    key: d.key,
    version: 1,
    name: ls(d.name),
    description: ls(d.description),
    cartPredicate: d.cartPredicate,
    value:
      d.value.type === 'relative'
        ? { type: 'relative', permyriad: d.value.permyriad }
        : {
            type: 'absolute',
            money: [ctMoney({ cents: d.value.cents, currency: 'USD' })],
            applicationMode: 'ProportionateDistribution',
          },
    target: { type: 'lineItems', predicate: 'true' },
    sortOrder: String(d.sortOrder),
    isActive: d.isActive,
    requiresDiscountCode: d.requiresDiscountCode,
    stackingMode: d.stackingMode ?? 'Stacking',
    references: [],
    stores: [],
    createdAt: SEEDED_AT,
    lastModifiedAt: SEEDED_AT,
  } as unknown as CartDiscount;
}

/**
 * A discount code read model → a commercetools DiscountCode (applicationCount is not a commercetools field: it is sent
 * as `nutshellApplicationCount`).
 */
export function ctDiscountCode(d: DiscountCodeInfo): DiscountCode & { nutshellApplicationCount: number } {
  return omitUndefined({
    id: d.id,
    code: d.code,
    version: 1,
    name: ls(d.name),
    description: ls(d.description),
    cartDiscounts: d.cartDiscountIds.map((id) => ({ typeId: 'cart-discount' as const, id })),
    isActive: d.isActive,
    maxApplications: d.maxApplications,
    references: [],
    groups: [],
    createdAt: SEEDED_AT,
    lastModifiedAt: SEEDED_AT,
    nutshellApplicationCount: d.applicationCount,
  }) as DiscountCode & { nutshellApplicationCount: number };
}
