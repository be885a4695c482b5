import { z } from 'zod';
import { CUSTOMIZER_KINDS, type CustomizerKind, type Slot } from '../../../core/customizers';

/** What `nutshell customizer` encodes: a custom mix, box or tray, or the gift box bundle 9910-03 ('bundle'). */
export type CliCustomizerKind = CustomizerKind | 'bundle';

/** `<kind>`: mix, box, tray or bundle. */
export const customizerKind = z.enum([...CUSTOMIZER_KINDS, 'bundle'], { error: 'must be mix, box, tray or bundle' });

/** A mix slot `1007:3` (product number and parts), a box, tray or bundle slot `1007`, or `-` for an empty one. */
const MIX_SLOT = /^(\d{1,6}):(\d{1,2})$/;
const PLAIN_SLOT = /^\d{1,6}$/;

/**
 * The slot a command-line token names for `kind`, or a sentence saying what was expected. The numbers' ranges (1 to
 * 215999, parts 1 to 9) are the selection's rules, checked by core's validateSelection (a bundle's: 3 gift boxes,
 * bundle-selection.ts).
 */
export function slotOfToken(kind: CliCustomizerKind, token: string, index: number): Slot | null | string {
  if (kind === 'mix') {
    const match = MIX_SLOT.exec(token);
    if (match) return { productNumber: Number(match[1]), parts: Number(match[2]) };
    return `slot ${index} '${token}' is not a product number and its parts, like 1007:3`;
  }
  if (token === '-') return null;
  if (PLAIN_SLOT.test(token)) return { productNumber: Number(token) };
  return `slot ${index} '${token}' is not a product number (like 1007) or - for an empty slot`;
}
