import { domainError, err, ok, type Result } from '../../shared';
import {
  MIX_MAX_INGREDIENTS,
  MIX_MAX_PARTS,
  MIX_MIN_INGREDIENTS,
  MIX_MIN_PARTS,
  TRAY_SECTIONS,
  BOX_SELECTIONS,
  type CustomizerKind,
} from './constants';

/**
 * The customizer selection encoding (spec: catalogue-gifting §3 Customizer selection encoding): each selection is 3
 * characters, a base-60 encoding of its product number; a mix appends the part count (one digit, 1 to 9); an empty
 * slot of a box or tray is '000'. The encoded string is a custom line's `externalId`.
 */

/** One filled slot: a product number (1..215999) and, for a mix only, its parts (1..9). */
export interface Slot {
  readonly productNumber: number;
  readonly parts?: number;
}

/** The 60 symbols of the encoding, the digit of value i at index i. */
export const BASE60_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWX';

/** An empty box or tray slot (catalogue-gifting §3: 'Empty slots are '000''). */
export const EMPTY_SLOT = '000';

/** The largest product number 3 base-60 characters hold: 60³ − 1. */
export const MAX_PRODUCT_NUMBER = 60 ** 3 - 1;

/** The most selections a box holds: the largest of BOX_SELECTIONS. */
const BOX_MAX_SELECTIONS = Math.max(...Object.values(BOX_SELECTIONS));

/**
 * The product number of a SKU (the customizer contract's product key, catalogue-gifting §3; also the gift drop's
 * product key and gift choices, §4): the digits before its first '-' ('1007-03' → 1007), or undefined when that part
 * is not all digits or outside 1..215999 (it could not be encoded).
 */
export function productNumberOf(sku: string): number | undefined {
  const prefix = sku.split('-', 1)[0] ?? '';
  if (!/^\d{1,6}$/.test(prefix)) return undefined;
  const n = Number(prefix);
  return n >= 1 && n <= MAX_PRODUCT_NUMBER ? n : undefined;
}

/** `n` in 3 base-60 characters, most significant first. Throws RangeError for anything but an integer 1..215999. */
export function encodeProductNumber(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_PRODUCT_NUMBER) {
    throw new RangeError(`A product number must be a whole number from 1 to ${MAX_PRODUCT_NUMBER}, not ${n}.`);
  }
  const at = (i: number) => BASE60_ALPHABET.charAt(i);
  return at(Math.floor(n / 3600)) + at(Math.floor(n / 60) % 60) + at(n % 60);
}

const invalid = (message: string): Result<never> => err(domainError('customizer/invalid-selection', message));

/** How many slots a selection of `kind` may hold: a mix 1..10, a box 1..6, a tray 1..5. */
function slotLimits(kind: CustomizerKind): { readonly min: number; readonly max: number; readonly what: string } {
  if (kind === 'mix')
    return { min: MIX_MIN_INGREDIENTS, max: MIX_MAX_INGREDIENTS, what: 'A mix holds 1 to 10 ingredients' };
  if (kind === 'box')
    return { min: 1, max: BOX_MAX_SELECTIONS, what: `A box holds 1 to ${BOX_MAX_SELECTIONS} selections` };
  return { min: 1, max: TRAY_SECTIONS, what: `A tray has 1 to ${TRAY_SECTIONS} sections` };
}

/** Why `slot` (at 1-based `index`) cannot be in a selection of `kind`, or undefined. */
function slotProblem(kind: CustomizerKind, slot: Slot | null, index: number): string | undefined {
  if (slot === null) return kind === 'mix' ? `A mix has no empty slots (slot ${index} is empty).` : undefined;
  const n = slot.productNumber;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PRODUCT_NUMBER) {
    return `Slot ${index}: a product number must be a whole number from 1 to ${MAX_PRODUCT_NUMBER}, not ${n}.`;
  }
  if (kind !== 'mix') return slot.parts === undefined ? undefined : `Slot ${index}: only a mix has parts.`;
  const parts = slot.parts;
  if (parts === undefined || !Number.isInteger(parts) || parts < MIX_MIN_PARTS || parts > MIX_MAX_PARTS) {
    return `Slot ${index}: parts must be ${MIX_MIN_PARTS} to ${MIX_MAX_PARTS}, not ${parts ?? 'none'}.`;
  }
  return undefined;
}

/**
 * The slots when they make a selection of `kind` (a mix: 1 to 10 filled slots with 1 to 9 parts; a box: 1 to 6
 * slots, a tray 1 to 5, empty slots allowed, no parts), else 'customizer/invalid-selection' saying why.
 */
export function validateSelection(
  kind: CustomizerKind,
  slots: readonly (Slot | null)[],
): Result<readonly (Slot | null)[]> {
  const limits = slotLimits(kind);
  if (slots.length < limits.min || slots.length > limits.max) return invalid(`${limits.what}, not ${slots.length}.`);
  for (const [i, slot] of slots.entries()) {
    const problem = slotProblem(kind, slot, i + 1);
    if (problem) return invalid(problem);
  }
  return ok(slots);
}

/**
 * The encoded selection (catalogue-gifting §3): a mix's slots as 3 characters and the parts digit each; a box's or
 * tray's as 3 characters each, '000' for an empty (null) slot. Throws RangeError for slots validateSelection refuses.
 */
export function encodeSelection(kind: CustomizerKind, slots: readonly (Slot | null)[]): string {
  const valid = validateSelection(kind, slots);
  if (!valid.ok) throw new RangeError(valid.error.message);
  return slots
    .map((slot) => {
      if (slot === null) return EMPTY_SLOT;
      const symbols = encodeProductNumber(slot.productNumber);
      return kind === 'mix' ? `${symbols}${slot.parts ?? ''}` : symbols;
    })
    .join('');
}

/** The value of 3 base-60 symbols, or undefined with the first unknown symbol's offset. */
function decodeSymbols(symbols: string): { value: number } | { unknownAt: number } {
  let value = 0;
  for (let i = 0; i < symbols.length; i += 1) {
    const digit = BASE60_ALPHABET.indexOf(symbols.charAt(i));
    if (digit < 0) return { unknownAt: i };
    value = value * 60 + digit;
  }
  return { value };
}

/** One slot of an encoded selection: `chunk` starts at 0-based `offset`. */
function decodeSlot(kind: CustomizerKind, chunk: string, offset: number, index: number): Result<Slot | null> {
  const decoded = decodeSymbols(chunk.slice(0, 3));
  if ('unknownAt' in decoded) {
    const at = offset + decoded.unknownAt;
    return invalid(`Unknown symbol '${chunk.charAt(decoded.unknownAt)}' at position ${at + 1}.`);
  }
  if (decoded.value === 0)
    return kind === 'mix' ? invalid(`A mix has no empty slots (slot ${index} is '000').`) : ok(null);
  if (kind !== 'mix') return ok({ productNumber: decoded.value });
  const digit = chunk.charAt(3);
  if (!/^[1-9]$/.test(digit)) return invalid(`Slot ${index}: parts must be 1 to 9, not '${digit}'.`);
  return ok({ productNumber: decoded.value, parts: Number(digit) });
}

/**
 * The slots of an encoded selection of `kind` (the inverse of encodeSelection), or 'customizer/invalid-selection'
 * for a length that is not a whole number of slots (4 characters a mix slot, 3 a box or tray slot), an unknown
 * symbol, parts outside 1..9, '000' in a mix, a mix of 0 or more than 10 selections, a box of more than 6, a tray of
 * more than 5 sections, or an empty string.
 */
export function decodeSelection(kind: CustomizerKind, encoded: string): Result<readonly (Slot | null)[]> {
  const width = kind === 'mix' ? 4 : 3;
  if (encoded.length % width !== 0) {
    return invalid(`A ${kind} selection is a multiple of ${width} characters long, not ${encoded.length}.`);
  }
  const count = encoded.length / width;
  const limits = slotLimits(kind);
  if (count < limits.min || count > limits.max) return invalid(`${limits.what}, not ${count}.`);
  const slots: (Slot | null)[] = [];
  for (let i = 0; i < count; i += 1) {
    const slot = decodeSlot(kind, encoded.slice(i * width, (i + 1) * width), i * width, i + 1);
    if (!slot.ok) return slot;
    slots.push(slot.value);
  }
  return ok(slots);
}
