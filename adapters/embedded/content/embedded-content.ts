import {
  ContentEditError,
  contentDataError,
  servedEntries,
  type ContentEntry,
  type ContentModelName,
  type ContentState,
  type TargetingCondition,
} from '../../../core/content';
import { domainError } from '../../../core/shared';
import type { Clock } from '../../../ports/clock';
import type { ContentDraft, ContentEditorPort, ContentPort, ContentRequest } from '../../../ports/content';
import type { IdGenerator } from '../../../ports/ids';
import type { Database, Queryable } from '../db/database';

/** How often, at most, a read asks the database whether another process changed the content, in ms. */
export const CONTENT_FRESHNESS_CHECK_MS = 1000;

const COLUMNS = 'id, model_name, name, published, data, query, priority, start_date, end_date, created_at, updated_at';

interface EntryRow {
  id: string;
  model_name: string;
  name: string;
  published: string;
  data: Record<string, unknown>;
  query: TargetingCondition[];
  priority: number | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const ms = (t: Date | string): number => new Date(t).getTime();
const dateOf = (t: number | undefined): Date | null => (t === undefined ? null : new Date(t));

function entryOf(r: EntryRow): ContentEntry {
  return {
    id: r.id,
    name: r.name,
    modelName: r.model_name as ContentModelName,
    published: r.published as ContentState,
    data: r.data,
    query: r.query,
    ...(r.priority !== null ? { priority: r.priority } : {}),
    ...(r.start_date !== null ? { startDate: ms(r.start_date) } : {}),
    ...(r.end_date !== null ? { endDate: ms(r.end_date) } : {}),
    lastUpdated: ms(r.updated_at),
    createdDate: ms(r.created_at),
  };
}

/** Writes `entry` (a full entry) as its row, inserting or replacing the row of its (model, name). */
export async function writeEntryRow(q: Queryable, entry: ContentEntry, onConflict: 'update' | 'nothing') {
  const conflict =
    onConflict === 'nothing'
      ? 'DO NOTHING'
      : 'DO UPDATE SET published = $4, data = $5, query = $6, priority = $7, start_date = $8, end_date = $9, ' +
        'updated_at = $11';
  return q.query<EntryRow>(
    `INSERT INTO content_entries (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ` +
      `ON CONFLICT (model_name, name) ${conflict} RETURNING ${COLUMNS}`,
    [
      entry.id,
      entry.modelName,
      entry.name,
      entry.published,
      JSON.stringify(entry.data),
      JSON.stringify(entry.query),
      entry.priority ?? null,
      dateOf(entry.startDate),
      dateOf(entry.endDate),
      new Date(entry.createdDate),
      new Date(entry.lastUpdated),
    ],
  );
}

/**
 * ContentPort and ContentEditorPort on the embedded database (migration 24, `content_entries`; spec: shell-account
 * §7 CMS content). Reads serve core's `servedEntries` at the clock's now from an in-process cache of each model's
 * rows (every page render reads the header models). The cache rule: a write through this store drops the cache at
 * once; a read asks the database for `max(updated_at)` and the row count at most once per
 * CONTENT_FRESHNESS_CHECK_MS and drops the cache when either changed, so another process's write (the CLI, a
 * second server) shows within a second. `put` checks `data` by the model's schema (core `contentDataError`) and
 * throws ContentEditError('validation/invalid' with `details.issues`); an unknown id or name throws
 * ContentEditError('content/not-found'). Ids are 32 hex digits (a UUID without dashes).
 */
export class EmbeddedContent implements ContentPort, ContentEditorPort {
  private readonly cache = new Map<ContentModelName, readonly ContentEntry[]>();
  private stamp: string | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  async entries(model: ContentModelName, request: ContentRequest): Promise<readonly ContentEntry[]> {
    return servedEntries(await this.cached(model), request.userAttributes, {
      now: this.clock.nowMs(),
      includeUnpublished: request.includeUnpublished,
      limit: request.limit ?? 1,
    });
  }

  async list(model?: ContentModelName): Promise<readonly ContentEntry[]> {
    const rows = await this.db.query<EntryRow>(
      `SELECT ${COLUMNS} FROM content_entries WHERE $1::text IS NULL OR model_name = $1 ORDER BY model_name, name`,
      [model ?? null],
    );
    return rows.map(entryOf);
  }

  async get(model: ContentModelName, idOrName: string): Promise<ContentEntry | undefined> {
    const [row] = await this.db.query<EntryRow>(
      `SELECT ${COLUMNS} FROM content_entries WHERE model_name = $1 AND (id = $2 OR name = $2) ` +
        'ORDER BY (id = $2) DESC LIMIT 1',
      [model, idOrName],
    );
    return row ? entryOf(row) : undefined;
  }

  async put(model: ContentModelName, draft: ContentDraft): Promise<ContentEntry> {
    const invalid = contentDataError(model, draft.data);
    if (invalid) throw new ContentEditError(invalid);
    const at = this.clock.nowMs();
    const old = await this.get(model, draft.name);
    const entry: ContentEntry = {
      id: old?.id ?? this.ids.uuid().replace(/-/g, '').toLowerCase(),
      name: draft.name,
      modelName: model,
      published: draft.published ?? old?.published ?? 'draft',
      data: { ...draft.data },
      query: draft.query ?? old?.query ?? [],
      ...optional('priority', draft.priority ?? old?.priority),
      ...optional('startDate', draft.startDate ?? old?.startDate),
      ...optional('endDate', draft.endDate ?? old?.endDate),
      createdDate: old?.createdDate ?? at,
      lastUpdated: at,
    };
    const [row] = await writeEntryRow(this.db, entry, 'update');
    this.invalidate();
    return entryOf(row!);
  }

  async setState(model: ContentModelName, idOrName: string, state: ContentState): Promise<ContentEntry> {
    const old = await this.get(model, idOrName);
    if (!old) throw new ContentEditError(notFound(model, idOrName));
    const [row] = await this.db.query<EntryRow>(
      `UPDATE content_entries SET published = $2, updated_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
      [old.id, state, new Date(this.clock.nowMs())],
    );
    this.invalidate();
    return entryOf(row!);
  }

  /** Drops the cache (after a write here, or a seed). */
  invalidate(): void {
    this.cache.clear();
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private async cached(model: ContentModelName): Promise<readonly ContentEntry[]> {
    await this.checkFreshness();
    const hit = this.cache.get(model);
    if (hit) return hit;
    const rows = await this.db.query<EntryRow>(
      `SELECT ${COLUMNS} FROM content_entries WHERE model_name = $1 AND published <> 'archived'`,
      [model],
    );
    const entries = rows.map(entryOf);
    this.cache.set(model, entries);
    return entries;
  }

  private async checkFreshness(): Promise<void> {
    const now = this.monotonicMs();
    if (now - this.checkedAt < CONTENT_FRESHNESS_CHECK_MS) return;
    this.checkedAt = now;
    const [row] = await this.db.query<{ stamp: string }>(
      "SELECT coalesce(max(updated_at)::text, '') || '/' || count(*)::text AS stamp FROM content_entries",
    );
    if (row?.stamp !== this.stamp) this.cache.clear();
    this.stamp = row?.stamp;
  }
}

/** `{ [key]: value }` when value is defined, else nothing (absent stays absent). */
function optional<K extends string>(key: K, value: number | undefined): { [P in K]?: number } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: number };
}

function notFound(model: ContentModelName, idOrName: string) {
  return domainError('content/not-found', `No ${model} entry has the id or name '${idOrName}'.`);
}
