import { z } from 'zod';
import { carrierOptionsOf, type CarrierOptions } from '../../../core/shipping';
import type { Queryable } from '../db/database';

/** The stored flags (`customers.carrier_options`, migration 15): only false ones matter; others read allowed. */
const storedSchema = z.record(z.string(), z.unknown()).catch({});

/** The flags of a stored jsonb value, every absent or unreadable flag allowing its carrier. */
function flagsOf(value: unknown): CarrierOptions {
  const stored = storedSchema.parse(value);
  return carrierOptionsOf(Object.fromEntries(Object.entries(stored).filter(([, v]) => v === false)));
}

/** The carrier allow flags of `customerId`; all allowed for an id that is no customer (a guest's session). */
export async function readCarrierOptions(db: Queryable, customerId: string): Promise<CarrierOptions> {
  const [row] = await db.query<{ carrier_options: unknown }>('SELECT carrier_options FROM customers WHERE id = $1', [
    customerId,
  ]);
  return flagsOf(row?.carrier_options);
}

/** Stores `flags` for `customerId`; the flags stored, or undefined when there is no such customer. */
export async function writeCarrierOptions(
  db: Queryable,
  customerId: string,
  flags: CarrierOptions,
): Promise<CarrierOptions | undefined> {
  const disallowed = Object.fromEntries(Object.entries(flags).filter(([, allowed]) => !allowed));
  const [row] = await db.query<{ carrier_options: unknown }>(
    'UPDATE customers SET carrier_options = $2 WHERE id = $1 RETURNING carrier_options',
    [customerId, disallowed],
  );
  return row ? flagsOf(row.carrier_options) : undefined;
}
