/**
 * The posting lists of the inverted index (inverted-index.ts), one per posting key (term id × fields + field):
 * interleaved [slot, occurrences, slot, occurrences, …] in an Int32Array and its used length in numbers. A
 * bulk load lays every list out in one array, each list an exact view of it; lists changed later grow into
 * arrays of their own (doubling), and a removal moves a list's last entry into the hole, so lists are
 * unordered after changes.
 */
export class PostingLists {
  private data: (Int32Array | undefined)[] = [];
  private used: number[] = [];

  /** The list of `key` and its used length in numbers (0 and undefined data when empty). */
  get(key: number): { readonly data: Int32Array | undefined; readonly used: number } {
    return { data: this.data[key], used: this.used[key] ?? 0 };
  }

  /** Used length in numbers of the list of `key` (twice its entries). */
  usedOf(key: number): number {
    return this.used[key] ?? 0;
  }

  /** Appends (slot, occurrences) to the list of `key`; returns whether the list was empty. */
  append(key: number, slot: number, occurrences: number): boolean {
    let data = this.data[key];
    const used = this.used[key] ?? 0;
    if (!data || used + 2 > data.length) {
      const grown = new Int32Array(Math.max(4, used * 2));
      if (data) grown.set(data.subarray(0, used));
      this.data[key] = data = grown;
    }
    data[used] = slot;
    data[used + 1] = occurrences;
    this.used[key] = used + 2;
    return used === 0;
  }

  /** Removes `slot` from the list of `key`; returns whether the list became empty. */
  detach(key: number, slot: number): boolean {
    const data = this.data[key];
    const used = this.used[key] ?? 0;
    let at = 0;
    while (data && at < used && data[at] !== slot) at += 2;
    if (!data || at >= used) return false;
    data[at] = data[used - 2]!;
    data[at + 1] = data[used - 1]!;
    this.used[key] = used - 2;
    if (used > 2) return false;
    this.data[key] = undefined;
    return true;
  }

  /**
   * Lists laid out from `pairs`, every document's (key, occurrences) slot after slot (slot s's are the pairs
   * `offsets[s] .. offsets[s + 1]`), keys below `keyCount`: each list ascending by slot, all in one array.
   * Returns them and the posting keys of every slot (CSR by `offsets`).
   */
  static layOut(
    pairs: Int32Array,
    offsets: Int32Array,
    keyCount: number,
  ): { readonly lists: PostingLists; readonly keys: Int32Array } {
    const start = new Int32Array(keyCount + 1);
    for (let k = 0; k < pairs.length; k += 2) start[pairs[k]! + 1]! += 2;
    for (let key = 0; key < keyCount; key++) start[key + 1]! += start[key]!;
    const pool = new Int32Array(pairs.length);
    const keys = new Int32Array(pairs.length / 2);
    const at = start.slice(0, keyCount);
    for (let slot = 0; slot + 1 < offsets.length; slot++) {
      for (let k = offsets[slot]! * 2; k < offsets[slot + 1]! * 2; k += 2) {
        const key = pairs[k]!;
        const p = at[key]!;
        pool[p] = slot;
        pool[p + 1] = pairs[k + 1]!;
        at[key] = p + 2;
        keys[k / 2] = key;
      }
    }
    const lists = new PostingLists();
    lists.data = new Array<Int32Array | undefined>(keyCount);
    lists.used = new Array<number>(keyCount).fill(0);
    for (let key = 0; key < keyCount; key++) {
      const used = start[key + 1]! - start[key]!;
      if (used === 0) continue;
      lists.data[key] = pool.subarray(start[key]!, start[key + 1]!);
      lists.used[key] = used;
    }
    return { lists, keys };
  }
}
