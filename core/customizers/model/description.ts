import type { CustomizerKind } from './constants';

/** One item of a custom line's description: its name and, in a mix, its parts. */
export interface DescribedItem {
  readonly name: string;
  readonly parts?: number;
}

/**
 * The readable description of a custom item, the cart line's `customizationsDescription` (spec: core-cart-checkout
 * §3 line custom fields; catalogue-gifting §4): a mix 'My Mix: 3 parts Almonds, 1 part Raisins' (its name, when it
 * has one, then each ingredient's parts, 'part' for 1); a box or tray its items' names in slot order, 'Almonds,
 * Raisins'. Empty (null) slots are left out.
 */
export function describeCustomization(
  kind: CustomizerKind,
  name: string | undefined,
  items: readonly (DescribedItem | null)[],
): string {
  const filled = items.filter((i): i is DescribedItem => i !== null);
  if (kind !== 'mix') return filled.map((i) => i.name).join(', ');
  const list = filled.map((i) => `${i.parts ?? 1} ${(i.parts ?? 1) === 1 ? 'part' : 'parts'} ${i.name}`).join(', ');
  const title = name?.trim();
  return title ? `${title}: ${list}` : list;
}
