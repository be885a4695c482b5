import type { Cart } from '../../../core/cart';
import type { Queryable } from '../db/database';
import { commitGroup, type GroupedWrite } from './group-commit';

/** Carts written by one statement at most. */
export const CART_WRITE_BATCH_MAX = 64;

/** One conditional write waiting for its statement. */
interface PendingWrite extends GroupedWrite {
  readonly cart: Cart;
  readonly expectedVersion: number;
}

/** `UPDATE carts … FROM (VALUES …)` for `n` carts: each row is (id, expected version, version, key, doc). */
function batchSql(n: number): string {
  const rows: string[] = [];
  for (let i = 0; i < n; i++) {
    const b = i * 5;
    rows.push(`($${b + 1}::text, $${b + 2}::int, $${b + 3}::int, $${b + 4}::text, $${b + 5}::jsonb)`);
  }
  return `UPDATE carts AS c SET doc = v.doc, version = v.version, key = v.key, updated_at = now()
    FROM (VALUES ${rows.join(', ')}) AS v(id, expected, version, key, doc)
    WHERE c.id = v.id AND c.version = v.expected RETURNING c.id`;
}

/**
 * Group commit of cart updates: each `write` is a conditional update (`… WHERE id = $id AND version =
 * $expected`) of one cart, and the writes that arrive while a statement runs go together in the next one, up to
 * CART_WRITE_BATCH_MAX carts. A write resolves only after its statement has committed (an accepted write is
 * never lost), with true when it was applied and false when the cart was not at the expected version (another
 * write won, or the cart is gone). On the embedded database one statement costs about as much as four carts'
 * worth of rows, so under load most of a write's cost is shared.
 *
 * Two writes of the same cart never share a statement (an UPDATE applies one row per target): the second waits
 * for the next statement, where its version check decides it. When a statement fails (say a cart key already
 * used), its writes are retried one by one, so only the faulty write rejects, with the database's error.
 */
export class CartWrites {
  private pending = new Map<string, PendingWrite>();
  /** Writes of a cart that already has one in `pending`, in arrival order. */
  private deferred: PendingWrite[] = [];
  private flushing = false;

  constructor(private readonly db: Queryable) {}

  /**
   * Writes `cart` (its id, version, key and document) if the stored cart is at `expectedVersion`. Resolves true
   * when written, false on a version mismatch or a missing cart; rejects with the database's error.
   */
  write(cart: Cart, expectedVersion: number): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.enqueue({ cart, expectedVersion, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Let the requests already read from their sockets add their writes before the first statement.
        setImmediate(() => void this.flush());
      }
    });
  }

  /** Into the next statement, unless it already writes this cart or is full: then into a later one. */
  private enqueue(w: PendingWrite): void {
    if (this.pending.has(w.cart.id) || this.pending.size >= CART_WRITE_BATCH_MAX) this.deferred.push(w);
    else this.pending.set(w.cart.id, w);
  }

  private async flush(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = [...this.pending.values()];
      this.pending = new Map();
      const waiting = this.deferred;
      this.deferred = [];
      waiting.forEach((w) => this.enqueue(w));
      await this.commit(batch);
    }
    this.flushing = false;
  }

  private commit(batch: readonly PendingWrite[]): Promise<void> {
    const statement = (writes: readonly PendingWrite[]) => {
      const params: unknown[] = [];
      for (const w of writes) params.push(w.cart.id, w.expectedVersion, w.cart.version, w.cart.key ?? null, w.cart);
      return this.db.query<{ id: string }>(batchSql(writes.length), params);
    };
    return commitGroup(batch, statement, (w) => w.cart.id);
  }
}
