import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../adapters/embedded/db/database';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import type { CalendarDate } from '../../core/subscriptions';
import type { CommercePort } from '../../ports/commerce';
import { subscriber } from '../support/auto-delivery';

/**
 * Bulk seeding of due auto-delivery subscriptions for the reliability tests and the bench: one customer is made the
 * way the account pages make one (`subscriber`: signed up, a saved default address, a saved default card), and the
 * others are copies of their rows (customers, customer_addresses, saved_payment_methods) inserted in one statement
 * per table; the subscriptions are inserted in one statement too, each shipping on the given day to its customer's
 * address, paid with their card, so every customer has exactly one delivery that day.
 */

/** One seeded customer: their ids and their subscriptions (id, SKU, interval in days). */
export interface SeededCustomer {
  readonly customerId: string;
  readonly addressId: string;
  readonly cardId: string;
  readonly subscriptions: readonly { readonly id: string; readonly sku: string; readonly intervalDays: number }[];
}

/** What seedDueDeliveries made: the customers (one delivery each on `shipOn`) and the number of subscriptions. */
export interface SeededDay {
  readonly shipOn: CalendarDate;
  readonly customers: readonly SeededCustomer[];
  readonly subscriptions: number;
}

/** The intervals the seeded subscriptions cycle through, in days (each an auto-delivery option). */
export const SEED_INTERVALS = [14, 28, 42] as const;

/**
 * `count` distinct SKUs of active, in-stock variants eligible for auto-delivery (not wholesale), from the seeded
 * catalogue's first categories. Throws when there are fewer.
 */
export async function deliverableSkus(commerce: CommercePort, count: number): Promise<string[]> {
  const skus: string[] = [];
  for (const categoryKey of ['nuts', 'dried-fruit', 'snacks', 'chocolates-sweets', 'coffee-tea']) {
    const { results } = await commerce.listProducts({ categoryKey, limit: 50, offset: 0 });
    for (const v of results.flatMap((p) => p.variants)) {
      if (!v.active || v.backordered || v.wholesale || !v.autoDeliveryEligible || v.maximumPiecesPerOrder < 1) continue;
      if (!skus.includes(v.sku)) skus.push(v.sku);
      if (skus.length === count) return skus;
    }
  }
  throw new Error(`only ${skus.length} deliverable SKUs, ${count} wanted`);
}

/**
 * Makes the customers only (copies of one made through the account use cases), without subscriptions: the
 * processes test inserts the subscriptions later, once both servers are up. `label` keeps e-mails unique.
 */
export async function seedCustomers(
  services: EmbeddedServices,
  count: number,
  label: string,
): Promise<Omit<SeededCustomer, 'subscriptions'>[]> {
  const template = await subscriber(services, `${label}-template@example.com`);
  const made = Array.from({ length: count }, () => ({
    customerId: randomUUID(),
    addressId: randomUUID(),
    cardId: `pm_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
  }));
  const db = services.db;
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO customers (id, email, email_normalized, full_name, first_name, password_hash, is_b2b, is_guest, ' +
        'newsletter_opt_in, created_at) SELECT u.id, u.email, u.email, t.full_name, t.first_name, t.password_hash, ' +
        't.is_b2b, t.is_guest, t.newsletter_opt_in, t.created_at FROM unnest($1::text[], $2::text[]) AS u(id, email), ' +
        'customers t WHERE t.id = $3',
      [made.map((c) => c.customerId), made.map((_, i) => `${label}-${i}@example.com`), template.customerId],
    );
    await tx.query(
      'INSERT INTO customer_addresses (id, customer_id, address, is_default, created_at) ' +
        'SELECT u.id, u.customer_id, t.address, true, t.created_at FROM unnest($1::text[], $2::text[]) ' +
        'AS u(id, customer_id), customer_addresses t WHERE t.id = $3',
      [made.map((c) => c.addressId), made.map((c) => c.customerId), template.addressId],
    );
    await tx.query(
      'INSERT INTO saved_payment_methods (id, customer_id, gateway_token, brand, last4, expiration_month, ' +
        'expiration_year, cardholder_name, outcome, is_default, created_at) SELECT u.id, u.customer_id, ' +
        "'vault_' || u.id, t.brand, t.last4, t.expiration_month, t.expiration_year, t.cardholder_name, t.outcome, " +
        'true, t.created_at FROM unnest($1::text[], $2::text[]) AS u(id, customer_id), saved_payment_methods t ' +
        'WHERE t.id = $3',
      [made.map((c) => c.cardId), made.map((c) => c.customerId), template.cardId],
    );
  });
  return made;
}

/**
 * Inserts `perCustomer(i)` active subscriptions for the i-th customer (distinct SKUs from `skus`, quantity 1, the
 * intervals of SEED_INTERVALS in turn), all shipping on `shipOn` to the customer's address and paid with their card,
 * in one statement on `db`. Answers the customers with their subscriptions.
 */
export async function seedSubscriptions(
  db: Queryable,
  customers: readonly Omit<SeededCustomer, 'subscriptions'>[],
  options: { readonly skus: readonly string[]; readonly perCustomer: (i: number) => number; readonly shipOn: string },
): Promise<SeededDay> {
  const rows = customers.flatMap((c, i) =>
    Array.from({ length: options.perCustomer(i) }, (_, k) => ({
      c,
      sku: options.skus[k % options.skus.length]!,
      intervalDays: SEED_INTERVALS[(i + k) % SEED_INTERVALS.length]!,
    })),
  );
  const inserted = await db.query<{ id: string; customer_id: string; sku: string; interval_days: number }>(
    'INSERT INTO subscriptions (customer_id, sku, quantity, interval_days, next_ship_on, added_at, ' +
      'shipping_address_id, payment_method_id, channel_key) SELECT u.customer_id, u.sku, 1, u.interval_days, ' +
      "$5::date, now(), u.address_id, u.card_id, 'auto-delivery' FROM unnest($1::text[], $2::text[], $3::int[], " +
      '$4::text[], $6::text[]) AS u(customer_id, sku, interval_days, address_id, card_id) ' +
      'RETURNING id::text AS id, customer_id, sku, interval_days',
    [
      rows.map((r) => r.c.customerId),
      rows.map((r) => r.sku),
      rows.map((r) => r.intervalDays),
      rows.map((r) => r.c.addressId),
      options.shipOn,
      rows.map((r) => r.c.cardId),
    ],
  );
  const byCustomer = new Map<string, { id: string; sku: string; intervalDays: number }[]>();
  for (const s of inserted) {
    const list = byCustomer.get(s.customer_id) ?? [];
    list.push({ id: s.id, sku: s.sku, intervalDays: s.interval_days });
    byCustomer.set(s.customer_id, list);
  }
  return {
    shipOn: options.shipOn,
    customers: customers.map((c) => ({ ...c, subscriptions: byCustomer.get(c.customerId) ?? [] })),
    subscriptions: inserted.length,
  };
}

/** seedCustomers then seedSubscriptions: `count` customers, each with one delivery of `perCustomer(i)` on `shipOn`. */
export async function seedDueDeliveries(
  services: EmbeddedServices,
  options: {
    readonly customers: number;
    readonly perCustomer: (i: number) => number;
    readonly shipOn: CalendarDate;
    readonly label: string;
  },
): Promise<SeededDay> {
  const customers = await seedCustomers(services, options.customers, options.label);
  const skus = await deliverableSkus(services.commerce, 4);
  return seedSubscriptions(services.db, customers, { ...options, skus });
}
