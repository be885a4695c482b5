import type { Queryable } from '../db/database';
import { commitGroup, type GroupedWrite } from './group-commit';

/** Rows written by one statement at most. */
export const INSERT_BATCH_MAX = 64;

/** One row waiting for its statement: its values, its id (what RETURNING answers for it) and its waiter. */
interface PendingRow extends GroupedWrite {
  readonly values: readonly unknown[];
  readonly id: string;
}

/**
 * Group commit of single-row INSERTs into one table: the rows that arrive while a statement runs go together in the
 * next one (`INSERT … VALUES (…), (…) <tail>`), up to INSERT_BATCH_MAX. On the embedded database a statement's fixed
 * cost is several rows' worth, so under load most of it is shared. A row's promise resolves only after its statement
 * has committed (an accepted write is never lost): true when the row was inserted, false when `tail`'s ON CONFLICT
 * DO NOTHING skipped it. When a statement fails, its rows are retried one by one, so only a faulty row rejects, with
 * the database's error.
 */
export class BatchedInsert {
  private pending: PendingRow[] = [];
  private flushing = false;

  /**
   * @param head `INSERT INTO table (c1, …, cN)`; `columns` is N.
   * @param tail what follows the VALUES: `RETURNING <id column> AS id`, optionally after `ON CONFLICT DO NOTHING`
   *   (which rows were inserted is read from it).
   */
  constructor(
    private readonly db: Queryable,
    private readonly head: string,
    private readonly columns: number,
    private readonly tail: string,
  ) {}

  /** Inserts one row (`values`: N values in column order; `id`: its RETURNING id). Resolves after commit. */
  insert(values: readonly unknown[], id: string): Promise<boolean> {
    if (values.length !== this.columns) throw new RangeError(`expected ${this.columns} values, got ${values.length}`);
    return new Promise<boolean>((resolve, reject) => {
      this.pending.push({ values, id, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Let the requests already read from their sockets add their rows before the first statement.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.slice(0, INSERT_BATCH_MAX);
      this.pending = this.pending.slice(INSERT_BATCH_MAX);
      await this.commit(batch);
    }
    this.flushing = false;
  }

  private sql(n: number): string {
    const rows: string[] = [];
    for (let i = 0; i < n; i++) {
      const b = i * this.columns;
      rows.push(`(${Array.from({ length: this.columns }, (_, c) => `$${b + c + 1}`).join(', ')})`);
    }
    return `${this.head} VALUES ${rows.join(', ')} ${this.tail}`;
  }

  private commit(batch: readonly PendingRow[]): Promise<void> {
    const statement = (rows: readonly PendingRow[]) =>
      this.db.query<{ id: string }>(
        this.sql(rows.length),
        rows.flatMap((r) => r.values),
      );
    return commitGroup(batch, statement, (r) => r.id);
  }
}
