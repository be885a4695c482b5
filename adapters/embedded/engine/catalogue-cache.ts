import { LRUCache } from 'lru-cache';

/** Entries kept at most: products by path, SKU and key, nutrition facts, the category list (415 products seeded). */
export const CATALOGUE_CACHE_MAX = 10_000;

/** A kept read: `value` may be undefined (a product that does not exist is a read worth keeping too). */
interface Kept {
  readonly value: unknown;
}

/**
 * The catalogue reads of ProductRepository (a product by path, SKU or key, the categories, nutrition facts), kept
 * in memory while they hold: a read-through cache dropped whole at every catalogue change (`changed()`), so a kept
 * read is exactly what the database held after the last change. On by construction only where every catalogue write
 * is this process's own (an exclusive database, PGlite: ProductRepository.setStock is the only runtime writer, the
 * seed runs before the engine); on a shared database it stays off until `follow()` (the server's catalogue follower,
 * search/catalog-follower.ts, calls `changed()` at each change notified by any process, migration 27; a change is
 * seen a notification late there, so ProductRepository keeps only page reads then). A read that
 * started before a change never lands in the cache after it (the generation check).
 *
 * Values are immutable (core's readonly data): the cache hands out the objects it keeps.
 */
export class CatalogueCache {
  private lru: LRUCache<string, Kept> | undefined;
  private generation = 0;

  /** `enabled`: every catalogue write goes through this process (the database is exclusive to it). */
  constructor(
    enabled: boolean,
    private readonly max = CATALOGUE_CACHE_MAX,
  ) {
    this.lru = enabled ? new LRUCache<string, Kept>({ max }) : undefined;
  }

  /** Turns the cache on for a shared database whose changes now reach `changed()` (the catalogue follower). */
  follow(): void {
    this.lru ??= new LRUCache<string, Kept>({ max: this.max });
    this.changed();
  }

  /** Whether reads are kept. */
  get enabled(): boolean {
    return this.lru !== undefined;
  }

  /** The kept read under `key` (`{ value }`, value possibly undefined), or undefined when none is kept. */
  peek(key: string): Kept | undefined {
    return this.lru?.get(key);
  }

  /** The current generation: pass it to `keep` with what was read, so a read older than a change is not kept. */
  get now(): number {
    return this.generation;
  }

  /** Keeps `value` under `key` when no change happened since `generation` (read before the read began). */
  keep(key: string, value: unknown, generation: number): void {
    if (generation === this.generation) this.lru?.set(key, { value });
  }

  /** The read under `key`: the kept one, else `load()`'s result, kept. */
  async through<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.peek(key);
    if (kept) return kept.value as T;
    const generation = this.generation;
    const value = await load();
    this.keep(key, value, generation);
    return value;
  }

  /** Drops every kept read: the catalogue changed (a product, its stock, a category). */
  changed(): void {
    this.generation++;
    this.lru?.clear();
  }
}
