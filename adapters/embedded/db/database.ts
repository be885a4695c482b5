/**
 * The one database of the embedded default: PGlite in a data directory (or in memory), or PostgreSQL when
 * DATABASE_URL is set. Both run the same SQL migrations (DESIGN §1).
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A database handle: queries, multi-statement scripts, transactions and close. */
export interface Database extends Queryable {
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the handle (flushes PGlite to disk). */
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs and health. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * true when this process is the database's only client: PGlite runs inside the process, and a data directory
   * is opened by one process at a time (the data-directory lock of adapters/wiring). In-process caches of rows
   * that only this process writes (carts, sessions, discounts) are then coherent; on PostgreSQL, which other
   * processes share, they stay off.
   */
  readonly exclusive: boolean;
  /**
   * PostgreSQL's connection pool right now: connections open (`total`), of them unused (`idle`), and queries queued
   * for a connection (`waiting`); absent on PGlite (one in-process connection). Read by the metrics (metrics.ts).
   */
  poolStats?(): PoolStats;
}

/** A connection pool's counts at one moment (Database.poolStats). */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** Where the database lives: a PGlite directory, PGlite in memory (tests) or a PostgreSQL URL. */
export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'memory' }
  | { readonly kind: 'postgres'; readonly url: string };

/** Opens the database at `location`. PGlite directories must be opened by one process at a time. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const { openPostgres } = await import('./postgres');
    return openPostgres(location.url);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(location.kind === 'pglite' ? location.dataDir : undefined);
}
