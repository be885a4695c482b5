/**
 * The custom objects of the embedded engine (table `custom_objects`): reads, and the version-checked writes of
 * CommercePort.setCustomObject.
 */
import { domainError, err, ok, type Result } from '../../../core/shared';
import { ORDER_NUMBER_SEQUENCE, type CustomObject } from '../../../ports/commerce';
import type { IdGenerator } from '../../../ports/ids';
import type { Database } from '../db/database';
import { customObjectOfRow } from './resource-scans';

/** Single custom objects by container and key, on the one database. */
export class CustomObjectStore {
  constructor(
    private readonly db: Database,
    private readonly ids: IdGenerator,
  ) {}

  /** The object `key` of `container`, if any. */
  async get(container: string, key: string): Promise<CustomObject | undefined> {
    const [row] = await this.db.query<{ key: string; id: string | null; value: unknown; version: number }>(
      'SELECT key, id, value, version FROM custom_objects WHERE container = $1 AND key = $2',
      [container, key],
    );
    return row ? customObjectOfRow(container, row) : undefined;
  }

  /**
   * Writes `value` (stored as JSON) under `container`/`key`, version + 1 (1 for a new object). Only the container
   * of ORDER_NUMBER_SEQUENCE is writable. `expectedVersion` given, the stored version must equal it (0: no object
   * yet). Errors: custom-object/read-only, custom-object/version-conflict (with currentVersion when there is one).
   */
  async set(container: string, key: string, value: unknown, expectedVersion?: number): Promise<Result<CustomObject>> {
    if (container !== ORDER_NUMBER_SEQUENCE.container)
      return err(
        domainError('custom-object/read-only', `The container '${container}' is read-only on the local server.`),
      );
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string | null; version: number }>(
        'SELECT id, version FROM custom_objects WHERE container = $1 AND key = $2 FOR UPDATE',
        [container, key],
      );
      const conflict = (current: number | undefined) =>
        err(
          domainError(
            'custom-object/version-conflict',
            `Object ${container}/${key} has a different version than expected.`,
            current === undefined ? undefined : { currentVersion: current },
          ),
        );
      if (row && expectedVersion !== undefined && row.version !== expectedVersion) return conflict(row.version);
      if (!row && expectedVersion !== undefined && expectedVersion !== 0) return conflict(undefined);
      const id = row?.id ?? this.ids.uuid();
      const version = (row?.version ?? 0) + 1;
      await tx.query(
        `INSERT INTO custom_objects (container, key, id, version, value) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (container, key) DO UPDATE SET version = $4, value = $5`,
        [container, key, id, version, JSON.stringify(value)],
      );
      return ok({ id, key, value, version });
    });
  }
}
