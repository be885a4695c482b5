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
   * Runs `fn` while holding the database-wide preparation lock (PostgreSQL: a session advisory lock), so that
   * processes starting together on one database migrate and seed one after another, never at once. Absent where
   * the database is exclusive (PGlite): there `fn` simply runs.
   */
  serialized?<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Listens on the notification channel `channel` (a lower-case SQL identifier) on a connection of its own:
   * `onMessage` gets each payload (NOTIFY, delivered after the sender's commit). When that connection is lost it is
   * reopened (retrying every 0.25 s up to every 5 s) and then `onResync` is called, since notifications sent
   * meanwhile are lost: the caller re-reads what it follows. Absent where the database is exclusive (PGlite: no other
   * process writes it). Throws when the first connection fails.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onResync: () => void): Promise<DatabaseListener>;
  /**
   * PostgreSQL's connection pool right now: connections open (`total`), of them unused (`idle`), and queries queued
   * for a connection (`waiting`); absent on PGlite (one in-process connection). Read by the metrics (metrics.ts).
   */
  poolStats?(): PoolStats;
}

/** A running `Database.listen`: `close()` stops listening and ends its connection. */
export interface DatabaseListener {
  close(): Promise<void>;
}

/** A connection pool's counts at one moment (Database.poolStats). */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/**
 * Where the database lives: a PGlite directory, PGlite in memory (tests) or a PostgreSQL URL. A memory database
 * starts empty, or from `image`: the path of a data-directory image that writePgliteImage wrote (the test suites start
 * each database from one image, migrated and seeded once per run, instead of running initdb, the migrations and the
 * catalogue seed again for every test file).
 */
export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'memory'; readonly image?: string }
  | { readonly kind: 'postgres'; readonly url: string };

/** Opens the database at `location`. PGlite directories must be opened by one process at a time. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const { openPostgres } = await import('./postgres');
    return openPostgres(location.url);
  }
  const { openPglite } = await import('./pglite');
  if (location.kind === 'pglite') return openPglite(location.dataDir);
  return openPglite(undefined, location.image);
}
