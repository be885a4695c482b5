import { CARRIERS, type CarrierOptions } from '../../core/shipping';
import { renderTable, type RenderOptions } from './table';

/** A customer's carrier allow flags as a table of Carrier (its label and CLI name) and Allowed (yes or no). */
export function renderCarrierOptions(flags: CarrierOptions, options: RenderOptions): string {
  const rows = CARRIERS.map((c) => [`${c.label} (${c.name})`, flags[c.flag] ? 'yes' : 'no']);
  return renderTable([{ head: 'Carrier' }, { head: 'Allowed' }], rows, options);
}
