import { domainError, err, ok, type Result } from '../../../core/shared';
import type { CalendarDate, SubscriptionRecord } from '../../../core/subscriptions';
import type {
  DeliveryRun,
  DeliveryRunOutcome,
  DeliveryRunStatus,
  SubscriptionChanges,
  SubscriptionDraft,
  SubscriptionStore,
} from '../../../ports/subscriptions';
import type { Clock } from '../../../ports/clock';
import type { Database, Queryable } from '../db/database';
import {
  OPEN,
  RUN_COLUMNS,
  SUBSCRIPTION_COLUMNS,
  toRecord,
  toRun,
  type RunRow,
  type SubscriptionRow,
} from './subscription-rows';

/** Each changeable field's column; `undefined` leaves it, `null` clears it. */
const CHANGE_COLUMNS: Readonly<Record<keyof SubscriptionChanges, string>> = {
  quantity: 'quantity',
  intervalDays: 'interval_days',
  nextShipOn: 'next_ship_on',
  shippingAddressId: 'shipping_address_id',
  paymentMethodId: 'payment_method_id',
  active: 'active',
  cancelReason: 'cancel_reason',
};

/**
 * The SubscriptionStore on the embedded database (PGlite or PostgreSQL; migration 18, `schema.ts`). Every change is
 * one statement or one transaction; runs are made with `ON CONFLICT DO NOTHING` on the open-run index and claimed
 * with `FOR UPDATE SKIP LOCKED` and a lease on the database's clock, so several server processes on one PostgreSQL
 * share the work without doing any twice (ports/subscriptions.ts).
 */
export class EmbeddedSubscriptionStore implements SubscriptionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The clock's now, as the timestamptz parameter leases and `updated_at` are written and compared with. */
  private now(): string {
    return new Date(this.clock.nowMs()).toISOString();
  }

  async create(draft: SubscriptionDraft): Promise<SubscriptionRecord> {
    const [row] = await this.db.query<SubscriptionRow>(
      'INSERT INTO subscriptions (customer_id, sku, quantity, interval_days, next_ship_on, added_at, ' +
        'shipping_address_id, payment_method_id, channel_key, source_order_number) ' +
        'VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ' +
        `RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [
        draft.customerId,
        draft.sku,
        draft.quantity,
        draft.intervalDays ?? null,
        draft.nextShipOn ?? null,
        draft.addedAt,
        draft.shippingAddressId,
        draft.paymentMethodId ?? null,
        draft.channelKey,
        draft.sourceOrderNumber ?? null,
      ],
    );
    return toRecord(row!);
  }

  async get(customerId: string, id: string): Promise<SubscriptionRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const [row] = await this.db.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE id = $1 AND customer_id = $2`,
      [id, customerId],
    );
    return row && toRecord(row);
  }

  async ownerOf(subscriptionId: string): Promise<string | undefined> {
    if (!/^\d{1,18}$/.test(subscriptionId)) return undefined;
    const [row] = await this.db.query<{ customer_id: string }>('SELECT customer_id FROM subscriptions WHERE id = $1', [
      subscriptionId,
    ]);
    return row?.customer_id;
  }

  async list(customerId: string, options: { readonly includeInactive?: boolean } = {}) {
    const rows = await this.db.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE customer_id = $1 ` +
        `${options.includeInactive ? '' : 'AND active '}ORDER BY id`,
      [customerId],
    );
    return rows.map(toRecord);
  }

  async update(
    customerId: string,
    id: string,
    version: number,
    changes: SubscriptionChanges,
  ): Promise<Result<SubscriptionRecord>> {
    const sets: string[] = ['version = version + 1'];
    const params: unknown[] = [id, customerId, version];
    for (const [field, column] of Object.entries(CHANGE_COLUMNS) as [keyof SubscriptionChanges, string][]) {
      const value = changes[field];
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
    const [row] = await this.db.query<SubscriptionRow>(
      `UPDATE subscriptions SET ${sets.join(', ')} WHERE id = $1 AND customer_id = $2 AND version = $3 ` +
        `RETURNING ${SUBSCRIPTION_COLUMNS}`,
      params,
    );
    if (row) return ok(toRecord(row));
    const current = await this.get(customerId, id);
    if (!current) return err(domainError('subscription/not-found', 'No subscription with that id.'));
    return err(
      domainError('subscription/version-conflict', 'The subscription changed meanwhile.', {
        currentVersion: current.version,
      }),
    );
  }

  async enqueueDue(today: CalendarDate): Promise<number> {
    const rows = await this.db.query(
      'INSERT INTO delivery_runs (customer_id, shipping_address_id, ship_on, status, created_at, updated_at) ' +
        "SELECT DISTINCT customer_id, shipping_address_id, next_ship_on, 'pending', $2::timestamptz, " +
        '$2::timestamptz FROM subscriptions ' +
        'WHERE active AND next_ship_on <= $1::date ' +
        `ON CONFLICT (customer_id, shipping_address_id, ship_on) WHERE status IN ${OPEN} DO NOTHING RETURNING id`,
      [today, this.now()],
    );
    return rows.length;
  }

  async openRun(customerId: string, shippingAddressId: string, shipOn: CalendarDate) {
    const key = [customerId, shippingAddressId, shipOn];
    const [reopened] = await this.db.query<RunRow>(
      "UPDATE delivery_runs SET status = 'pending', failure = NULL, updated_at = $4 WHERE customer_id = $1 " +
        `AND shipping_address_id = $2 AND ship_on = $3 AND status = 'declined' RETURNING ${RUN_COLUMNS}`,
      [...key, this.now()],
    );
    if (reopened) return toRun(reopened);
    const [made] = await this.db.query<RunRow>(
      'INSERT INTO delivery_runs (customer_id, shipping_address_id, ship_on, status, created_at, updated_at) ' +
        "VALUES ($1, $2, $3, 'pending', $4, $4) " +
        `ON CONFLICT (customer_id, shipping_address_id, ship_on) WHERE status IN ${OPEN} DO NOTHING ` +
        `RETURNING ${RUN_COLUMNS}`,
      [...key, this.now()],
    );
    if (made) return toRun(made);
    const [open] = await this.db.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM delivery_runs WHERE customer_id = $1 AND shipping_address_id = $2 ` +
        "AND ship_on = $3 AND (status = 'pending' OR (status = 'claimed' AND lease_until <= $4))",
      [...key, this.now()],
    );
    return open && toRun(open);
  }

  async claimRun(worker: string, leaseMs: number, runId?: string): Promise<DeliveryRun | undefined> {
    const now = this.clock.nowMs();
    const leaseUntil = new Date(now + Math.max(1, Math.round(leaseMs))).toISOString();
    const params: unknown[] = [worker, new Date(now).toISOString(), leaseUntil];
    if (runId !== undefined) {
      if (!/^\d{1,18}$/.test(runId)) return undefined;
      params.push(runId);
    }
    const [row] = await this.db.query<RunRow>(
      "UPDATE delivery_runs SET status = 'claimed', worker = $1, attempts = attempts + 1, updated_at = $2, " +
        'lease_until = $3 WHERE id = (SELECT id FROM delivery_runs WHERE ' +
        "(status = 'pending' OR (status = 'claimed' AND lease_until <= $2))" +
        (runId === undefined ? '' : ' AND id = $4') +
        ` ORDER BY ship_on, id LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING ${RUN_COLUMNS}`,
      params,
    );
    return row && toRun(row);
  }

  async dueSubscriptions(run: DeliveryRun): Promise<readonly SubscriptionRecord[]> {
    const rows = await this.db.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE customer_id = $1 AND shipping_address_id = $2 ` +
        'AND active AND next_ship_on = $3::date ORDER BY id',
      [run.customerId, run.shippingAddressId, run.shipOn],
    );
    return rows.map(toRecord);
  }

  finishRun(runId: string, worker: string, outcome: DeliveryRunOutcome): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [run] = await tx.query<RunRow>(
        'UPDATE delivery_runs SET status = $3, order_number = $4, failure = $5, worker = NULL, lease_until = NULL, ' +
          `updated_at = $6 WHERE id = $1 AND status = 'claimed' AND worker = $2 RETURNING ${RUN_COLUMNS}`,
        [
          runId,
          worker,
          outcome.status,
          outcome.status === 'ordered' ? outcome.orderNumber : null,
          outcome.status === 'declined' ? outcome.failure : null,
          this.now(),
        ],
      );
      if (!run) return false;
      if (outcome.status === 'ordered') await advance(tx, toRun(run), outcome.advance);
      return true;
    });
  }

  async runsOf(customerId: string, statuses: readonly DeliveryRunStatus[]): Promise<readonly DeliveryRun[]> {
    const rows = await this.db.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM delivery_runs WHERE customer_id = $1 AND status = ANY($2::text[]) ` +
        'ORDER BY ship_on DESC, id DESC',
      [customerId, [...statuses]],
    );
    return rows.map(toRun);
  }

  async runsOn(shipOn: CalendarDate): Promise<readonly DeliveryRun[]> {
    const rows = await this.db.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM delivery_runs WHERE ship_on = $1::date ORDER BY id`,
      [shipOn],
    );
    return rows.map(toRun);
  }
}

/** Moves ordered subscriptions on (one statement; a one-time one ends), unless skipped or moved meanwhile. */
async function advance(
  tx: Queryable,
  run: DeliveryRun,
  moves: Extract<DeliveryRunOutcome, { status: 'ordered' }>['advance'],
): Promise<void> {
  if (moves.length === 0) return;
  await tx.query(
    'UPDATE subscriptions AS s SET next_ship_on = m.next_ship_on, active = (m.next_ship_on IS NOT NULL), ' +
      'version = s.version + 1 FROM unnest($1::bigint[], $2::date[]) AS m(id, next_ship_on) ' +
      'WHERE s.id = m.id AND s.customer_id = $3 AND s.next_ship_on <= $4::date',
    [moves.map((m) => m.subscriptionId), moves.map((m) => m.nextShipOn ?? null), run.customerId, run.shipOn],
  );
}
