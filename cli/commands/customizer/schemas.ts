import { z } from 'zod';
import { CUSTOMIZER_KINDS, type CustomizerKind, type Slot } from '../../../core/customizers';

/** `<kind>`: mix, box or tray. */
export const customizerKind = z.enum(CUSTOMIZER_KINDS, { error: 'must be mix, box or tray' });

/** A mix slot `1007:3` (product number and parts), a box or tray slot `1007`, or `-` for an empty one. */
const MIX_SLOT = /^(\d{1,6}):(\d{1,2})$/;
const PLAIN_SLOT = /^\d{1,6}$/;

/**
 * The slot a command-line token names for `kind`, or a sentence saying what was expected. The numbers' ranges (1 to
 * 215999, parts 1 to 9) are the selection's rules, checked by core's validateSelection.
 */
export function slotOfToken(kind: CustomizerKind, token: string, index: number): Slot | null | string {
  if (kind === 'mix') {
    const match = MIX_SLOT.exec(token);
    if (match) return { productNumber: Number(match[1]), parts: Number(match[2]) };
    return `slot ${index} '${token}' is not a product number and its parts, like 1007:3`;
  }
  if (token === '-') return null;
  if (PLAIN_SLOT.test(token)) return { productNumber: Number(token) };
  return `slot ${index} '${token}' is not a product number (like 1007) or - for an empty slot`;
}
