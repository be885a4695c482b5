/**
 * commercetools → domain decoding (WIRE.md Values): the reference lookup, localized text, money, channel keys and the
 * discount read models that the catalogue, cart and order decoders share.
 */
import { usd, type Money } from '../../core/shared';
import { omitUndefined } from '../../core/shared';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../core/cart';
import { ctChannelSchema, ctDiscountCodeSchema, type CtRef } from './ct-schemas';
import type { z as Z } from 'zod';
import type { ctCartDiscountSchema } from './ct-schemas';

/** Maximum quantity of a line (spec: core-cart-checkout §9 cart maxQuantity 4999). */
export const MAX_LINE_QUANTITY = 4999;

/** Reference resolution for decoding: keys and names of referenced resources by id. */
export interface CtLookup {
  readonly channelKey: (id: string) => string | undefined;
  readonly categoryKey: (id: string) => string | undefined;
  readonly discountCode: (id: string) => DiscountCodeInfo | undefined;
  readonly productDiscountName: (id: string) => string | undefined;
}

/** The text of a LocalizedString: en-US, then en, then the first value. */
export function text(ls: Readonly<Record<string, string>> | undefined): string {
  if (!ls) return '';
  return ls['en-US'] ?? ls.en ?? Object.values(ls)[0] ?? '';
}

/** cent-precision money → Money. */
export function money(m: { centAmount: number }): Money {
  return usd(m.centAmount);
}

/** The key of the channel `ref` names (expanded first, then looked up; the id itself when unknown). */
export function channelKeyOf(ref: CtRef | undefined, lookup: CtLookup): string | undefined {
  if (!ref) return undefined;
  const obj = ctChannelSchema.safeParse(ref.obj);
  return obj.success ? obj.data.key : (lookup.channelKey(ref.id) ?? ref.id);
}

/** A commercetools discount code → the DiscountCodeInfo read model. */
export function discountCodeInfo(raw: unknown): DiscountCodeInfo | undefined {
  const d = ctDiscountCodeSchema.safeParse(raw);
  if (!d.success) return undefined;
  return omitUndefined({
    id: d.data.id,
    code: d.data.code,
    name: text(d.data.name),
    description: text(d.data.description),
    cartDiscountIds: d.data.cartDiscounts.map((r) => r.id),
    isActive: d.data.isActive,
    maxApplications: d.data.maxApplications,
    applicationCount: d.data.nutshellApplicationCount ?? 0,
  });
}

/** A commercetools cart discount → the CartDiscountInfo read model. */
export function cartDiscountInfo(d: Z.infer<typeof ctCartDiscountSchema>): CartDiscountInfo {
  return {
    id: d.id,
    key: d.key ?? d.id,
    name: text(d.name),
    description: text(d.description),
    cartPredicate: d.cartPredicate,
    value:
      d.value.type === 'relative'
        ? { type: 'relative', permyriad: d.value.permyriad }
        : { type: 'absolute', cents: d.value.money.find((m) => m.currencyCode === 'USD')?.centAmount ?? 0 },
    requiresDiscountCode: d.requiresDiscountCode,
    isActive: d.isActive,
    sortOrder: Number(d.sortOrder),
    ...(d.stackingMode === 'StopAfterThisDiscount' ? { stackingMode: d.stackingMode } : {}),
  };
}
