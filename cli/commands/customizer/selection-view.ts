import type { Slot } from '../../../core/customizers';
import { EMPTY_SLOT, encodeProductNumber, GIFT_SHIPMENT_TIMINGS } from '../../../core/customizers';
import { renderTable, type Column, type RenderOptions } from '../../output/table';
import type { CliCustomizerKind } from './schemas';

/** An encoded customizer selection and its slots, what `nutshell customizer encode|decode` prints. */
export interface SelectionView {
  readonly kind: CliCustomizerKind;
  /** The encoded selection (a custom line's externalId). */
  readonly selection: string;
  /** The slots in order; null for an empty box or tray slot. */
  readonly slots: readonly (Slot | null)[];
}

/** The --json form: `{ kind, selection, slots: [{ productNumber, parts? } | null] }`. */
export function selectionJson(view: SelectionView): unknown {
  return view;
}

/**
 * The table of a selection: one row per slot (its 1-based index, product number, its 3 characters and, for a mix,
 * its parts, for a bundle its shipment's timing ('ship immediately', …; catalogue-gifting §9); '—' and '000' for an
 * empty slot), then 'Selection: {encoded}'.
 */
export function renderSelection(view: SelectionView, options: RenderOptions): string {
  const mix = view.kind === 'mix';
  const bundle = view.kind === 'bundle';
  const columns: Column[] = [
    { head: 'Slot', align: 'right' },
    { head: 'Product number', align: 'right' },
    { head: 'Encoded' },
    ...(mix ? [{ head: 'Parts', align: 'right' as const }] : []),
    ...(bundle ? [{ head: 'Ships' }] : []),
  ];
  const rows = view.slots.map((slot, i) => {
    const cells = slot
      ? [String(i + 1), String(slot.productNumber), encodeProductNumber(slot.productNumber)]
      : [String(i + 1), '—', EMPTY_SLOT];
    if (mix) return [...cells, String(slot?.parts ?? '')];
    return bundle ? [...cells, GIFT_SHIPMENT_TIMINGS[i] ?? ''] : cells;
  });
  return `${renderTable(columns, rows, options)}Selection: ${view.selection}\n`;
}
