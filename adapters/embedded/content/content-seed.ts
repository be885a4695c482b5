import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentDataError, contentFileSchema, type ContentEntry } from '../../../core/content';
import type { Database } from '../db/database';
import { writeEntryRow } from './embedded-content';
import { repoUrl } from '../repo-root';

/** The folder of the seeded content (read as data; DESIGN §2 import rules): one entry per `**\/*.json` file. */
export const CONTENT_FIXTURES_DIR = repoUrl('fixtures/content/');

/** A fixture file's form: contentFileSchema with the model named. */
const fixtureSchema = contentFileSchema.required({ modelName: true });

/** The seed id of an entry: 32 hex digits of SHA-256 over its model and name, the same in every database. */
export function seedEntryId(modelName: string, name: string): string {
  return createHash('sha256').update(`${modelName}\u0000${name}`).digest('hex').slice(0, 32);
}

/** Every `.json` file under `dir`, sorted by path. */
async function jsonFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => join(dir, n));
}

/**
 * The content fixtures under `dir` (default fixtures/content) as entries stamped at `nowMs`, each checked: its file
 * form (contentFileSchema, `modelName` required) and its data by its model (core `contentDataError`). Throws naming
 * the file when one is invalid, or when two files name the same entry.
 */
export async function loadContentFixtures(
  nowMs: number,
  dir: string = fileURLToPath(CONTENT_FIXTURES_DIR),
): Promise<ContentEntry[]> {
  const entries: ContentEntry[] = [];
  const seen = new Set<string>();
  for (const file of await jsonFiles(dir)) {
    const parsed = fixtureSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const f = parsed.data;
    const invalid = contentDataError(f.modelName, f.data);
    if (invalid) throw new Error(`${file}: ${invalid.message}`);
    const key = `${f.modelName}/${f.name}`;
    if (seen.has(key)) throw new Error(`${file}: a second entry named ${key}`);
    seen.add(key);
    entries.push({
      id: seedEntryId(f.modelName, f.name),
      name: f.name,
      modelName: f.modelName,
      published: f.published,
      data: f.data,
      query: f.query ?? [],
      ...(f.priority !== undefined ? { priority: f.priority } : {}),
      lastUpdated: nowMs,
      createdDate: nowMs,
    });
  }
  return entries;
}

/**
 * Seeds the content fixtures (spec: shell-account §7 CMS content): inserts each entry whose (model, name) is missing
 * and never touches an existing one, so an editor's change survives every start. Answers how many were inserted.
 */
export async function seedContent(db: Database, nowMs: number, dir?: string): Promise<{ inserted: number }> {
  const entries = await loadContentFixtures(nowMs, dir);
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_entries');
  if ((count?.n ?? 0) >= entries.length && (await allPresent(db, entries))) return { inserted: 0 };
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const e of entries) inserted += (await writeEntryRow(tx, e, 'nothing')).length;
  });
  return { inserted };
}

/** Whether every fixture entry's (model, name) is already stored (a warm start's one query). */
async function allPresent(db: Database, entries: readonly ContentEntry[]): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM content_entries WHERE model_name || $2 || name = ANY($1)',
    [entries.map((e) => `${e.modelName}\u0001${e.name}`), '\u0001'],
  );
  return row?.n === entries.length;
}
