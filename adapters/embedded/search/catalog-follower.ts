import type { Product } from '../../../core/catalogue';
import type { Database, DatabaseListener } from '../db/database';
import { CATALOG_CHANNEL } from '../db/catalog-changes';

/** A batch of more changed products than this is applied as one rebuild (a seed, a bulk price change). */
export const FOLLOW_REBUILD_OVER = 200;

/** The index operations the follower uses (EmbeddedSearch's public methods). */
export interface FollowedIndex {
  upsertProduct(product: Product): void;
  removeProduct(key: string): void;
  rebuild(): Promise<unknown>;
}

/** Where the follower reads a changed product: its current row by key, undefined once deleted. */
export interface ProductReader {
  byKeys(keys: readonly string[]): Promise<readonly Product[]>;
}

/**
 * Keeps this process's search index in step with catalogue changes made by any process on a shared database
 * (migration 27's notifications on `nutshell_catalog`, Database.listen). Each payload is a product key: the product
 * is read again and upserted, or removed when gone; an empty payload, a batch over FOLLOW_REBUILD_OVER keys or a
 * reopened connection (notifications may have been lost) rebuilds the whole index. Work runs one batch at a time,
 * reading after the notification (so after the change committed), in arrival order; a failed read is logged and
 * turns into a rebuild at the next change. Once listening it builds the index (`rebuild()`) and resolves when that
 * is done (throws, listening no more, when it fails). Resolves undefined, building nothing, on a database without
 * `listen` (PGlite: one process, whose own writes re-index directly).
 */
export async function followCatalog(
  db: Database,
  index: FollowedIndex,
  products: ProductReader,
  log: (message: string, error?: unknown) => void = () => undefined,
): Promise<DatabaseListener | undefined> {
  if (!db.listen) return undefined;
  const keys = new Set<string>();
  let rebuildWanted = false;
  let running: Promise<void> | undefined;
  const apply = async (): Promise<void> => {
    while (rebuildWanted || keys.size > 0) {
      const batch = [...keys];
      keys.clear();
      if (rebuildWanted || batch.length > FOLLOW_REBUILD_OVER) {
        rebuildWanted = false;
        await index.rebuild();
        continue;
      }
      const found = await products.byKeys(batch);
      for (const p of found) index.upsertProduct(p);
      const present = new Set(found.map((p) => p.key));
      for (const key of batch) if (!present.has(key)) index.removeProduct(key);
    }
  };
  const kick = (): void => {
    // Started on the next turn of the event loop, so the notifications that arrived together go in one batch.
    running ??= new Promise((resolve) => setImmediate(resolve))
      .then(apply)
      .catch((e: unknown) => {
        rebuildWanted = true;
        log('search index: following a catalogue change failed; rebuilding at the next change', e);
      })
      .finally(() => {
        running = undefined;
        // A key that arrived as the last batch finished; after a failure, only new changes start it again.
        if (keys.size > 0) kick();
      });
  };
  const listener = await db.listen(
    CATALOG_CHANNEL,
    (payload) => {
      if (payload === '') rebuildWanted = true;
      else keys.add(payload);
      kick();
    },
    () => {
      rebuildWanted = true;
      kick();
    },
  );
  // The first build, listening already: a change notified while it reads is applied after it, never lost.
  const first = index.rebuild();
  running = first.then(
    () => {
      running = undefined;
      if (keys.size > 0 || rebuildWanted) kick();
    },
    () => undefined,
  );
  try {
    await first;
  } catch (e) {
    await listener.close();
    throw e;
  }
  return listener;
}
