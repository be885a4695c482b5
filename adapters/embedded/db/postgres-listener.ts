import pg from 'pg';
import type { DatabaseListener } from './database';

/** The first and the longest wait (ms) before reopening a lost listening connection. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * Database.listen on PostgreSQL (see there): LISTEN `channel` on a dedicated client of `url` (not a pool's, whose
 * connections come and go); a lost connection ('error' or 'end' before `close()`) is reopened with a doubling wait
 * from 0.25 s to 5 s, then `onResync()` runs. Throws when `channel` is not a plain identifier or the first
 * connection fails.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResync: () => void,
): Promise<DatabaseListener> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (e) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
      throw e;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
  };
  const retry = (waitMs: number) => {
    timer = setTimeout(() => {
      if (closed) return;
      connect().then(
        () => {
          if (!closed) onResync();
        },
        () => retry(Math.min(waitMs * 2, RETRY_MAX_MS)),
      );
    }, waitMs);
  };
  const lost = (c: pg.Client) => {
    if (closed || client !== c) return;
    client = undefined;
    c.end().catch(() => undefined);
    retry(RETRY_FIRST_MS);
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
