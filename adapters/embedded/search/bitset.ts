/**
 * Fixed-size sets of record indexes (0 ≤ i < size) as bits in a Uint32Array, for the query path's candidate
 * sets and filters: membership, union and intersection in place, complement, and iteration in ascending order.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  /** A set holding every index below `size`. */
  static full(size: number): Bitset {
    return new Bitset(size).reset(true);
  }

  /** A set holding `indexes` (each below `size`). */
  static of(size: number, indexes: Iterable<number>): Bitset {
    const b = new Bitset(size);
    for (const i of indexes) b.add(i);
    return b;
  }

  add(i: number): void {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }

  has(i: number): boolean {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }

  /** Keeps only the indexes also in `other` (same size). */
  andInPlace(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let k = 0; k < a.length; k++) a[k]! &= b[k]!;
    return this;
  }

  /** Adds the indexes of `other` (same size). */
  orInPlace(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let k = 0; k < a.length; k++) a[k]! |= b[k]!;
    return this;
  }

  /** The indexes below `size` not in this set, written into `into` (same size; a new set by default). */
  not(into: Bitset = new Bitset(this.size)): Bitset {
    for (let k = 0; k < this.words.length; k++) into.words[k] = ~this.words[k]!;
    into.clearTail();
    return into;
  }

  /** Makes this set hold every index below `size` (`all`) or none. */
  reset(all: boolean): this {
    this.words.fill(all ? 0xffffffff : 0);
    if (all) this.clearTail();
    return this;
  }

  /** Number of indexes in the set. */
  count(): number {
    let n = 0;
    for (let k = 0; k < this.words.length; k++) n += popcount(this.words[k]!);
    return n;
  }

  /** The indexes in the set, ascending: in a new array, or at the start of `into` (at least `size` long). */
  toArray(into?: Int32Array): Int32Array {
    const out = into ? into.subarray(0, this.count()) : new Int32Array(this.count());
    let j = 0;
    for (let k = 0; k < this.words.length; k++) {
      let w = this.words[k]!;
      while (w !== 0) {
        const t = w & -w;
        out[j++] = (k << 5) + 31 - Math.clz32(t);
        w ^= t;
      }
    }
    return out;
  }

  private clearTail(): void {
    const extra = (this.words.length << 5) - this.size;
    if (extra > 0) this.words[this.words.length - 1]! &= 0xffffffff >>> extra;
  }
}

/** Number of set bits of a 32-bit word. */
export function popcount(w: number): number {
  w -= (w >>> 1) & 0x55555555;
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
