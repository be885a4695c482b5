import { TypoCandidates } from './typo-candidates';
import { FieldAnalyser } from './field-analyser';
import { PostingLists } from './posting-lists';

/** The posting keys of an empty or removed slot. */
const NO_KEYS = new Int32Array(0);

/**
 * The full-text index of one record set (spec: shell-account §7 Search service): per indexed word and field,
 * a posting list of (document slot, occurrences); per document slot, its field lengths; per field, the
 * average length; and the vocabulary sorted for prefix ranges with its typo index. Documents are added and
 * removed one at a time (a removed document's slot is reused); posting lists are unordered.
 *
 * Field lengths count distinct words as typed and the averages are kept incrementally after each add and
 * remove, exactly as minisearch 7 kept them, so that BM25 scores (bm25.ts) stay what they were.
 */
export class InvertedIndex {
  readonly fields: readonly string[];
  /** Number of documents indexed. */
  documentCount = 0;
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  /** Per term id × field: [slot, occurrences, slot, occurrences, …]. */
  private postings = new PostingLists();
  private readonly averages: number[];
  private readonly slotOf = new Map<string, number>();
  private readonly docOf: (string | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  /** Per slot × field: distinct words, or -1 when the document had no such field. */
  private lengths = new Int32Array(0);
  /** Per slot: its posting keys (term id × fields + field), for removal; unset for a slot filled by addAll. */
  private readonly keysOf: (Int32Array | undefined)[] = [];
  /** The posting keys of the slots addAll filled, in one array (CSR by slot), rather than one small array each. */
  private bulkKeys: { readonly keys: Int32Array; readonly offsets: Int32Array } | undefined;
  /** The tokenizer of documents added one at a time (its memo grows with the words as typed). */
  private analyser: FieldAnalyser | undefined;
  private vocabulary: { readonly sorted: readonly string[]; readonly typos: TypoCandidates } | undefined;

  /** An empty index over `fields`, in ranking order (the first is the most important). */
  constructor(fields: readonly string[]) {
    this.fields = fields;
    this.averages = fields.map(() => 0);
  }

  /** Slots are below this bound. */
  get slotCapacity(): number {
    return this.docOf.length;
  }

  /** Number of fields. */
  get fieldCount(): number {
    return this.fields.length;
  }

  /** The slot of the document `doc`, or undefined when absent. */
  slot(doc: string): number | undefined {
    return this.slotOf.get(doc);
  }

  /** The document in `slot`, or undefined for a free slot. */
  doc(slot: number): string | undefined {
    return this.docOf[slot];
  }

  /** The term id of the normalised word `term`, or undefined when it was never indexed. */
  termId(term: string): number | undefined {
    return this.termIds.get(term);
  }

  /** The word of `termId`. */
  term(termId: number): string {
    return this.terms[termId]!;
  }

  /** The posting list of `termId` in field number `field`: interleaved slot and occurrences, `used` numbers long. */
  posting(termId: number, field: number): { readonly data: Int32Array | undefined; readonly used: number } {
    const key = termId * this.fields.length + field;
    return this.postings.get(key);
  }

  /** Distinct words of `field` in the document in `slot` (-1: the document had no such field). */
  fieldLength(slot: number, field: number): number {
    return this.lengths[slot * this.fields.length + field]!;
  }

  /** Average distinct words of field number `field` over the documents. */
  averageFieldLength(field: number): number {
    return this.averages[field]!;
  }

  /** Adds the document `doc` with `text` (field → text; absent fields are skipped). Throws if `doc` is present. */
  add(doc: string, text: Readonly<Record<string, string | undefined>>): void {
    if (this.slotOf.has(doc)) throw new Error(`document ${doc} is already indexed`);
    const slot = this.freeSlots.pop() ?? this.docOf.length;
    this.claim(doc, slot);
    const pairs: number[] = [];
    this.analyse(slot, text, (this.analyser ??= new FieldAnalyser((t) => this.idOf(t))), pairs);
    this.count(slot);
    this.keysOf[slot] = this.attach(slot, pairs);
  }

  /**
   * Adds every document of `docs` to an empty index, as `add` in that order would (same averages, bit for
   * bit), but with slots in the documents' text order and posting lists ascending by slot, so that queries
   * walk the per-slot arrays (and the record table's, whose documents are in text order) in sequence. The
   * posting lists are laid out in one array (CSR by posting key), sized exactly. Throws if the index is not
   * empty or an id repeats.
   */
  addAll(
    docs: readonly { readonly doc: string; readonly text: () => Readonly<Record<string, string | undefined>> }[],
  ): void {
    if (this.docOf.length > 0) throw new Error('addAll needs an empty index');
    const bySlot = docs
      .map((_, i) => i)
      .sort((a, b) => (docs[a]!.doc < docs[b]!.doc ? -1 : docs[a]!.doc > docs[b]!.doc ? 1 : 0));
    bySlot.forEach((i, slot) => {
      if (slot > 0 && docs[bySlot[slot - 1]!]!.doc === docs[i]!.doc)
        throw new Error(`document ${docs[i]!.doc} is already indexed`);
    });
    const slotOfIndex = new Int32Array(docs.length);
    bySlot.forEach((i, slot) => {
      slotOfIndex[i] = slot;
      this.claim(docs[i]!.doc, slot);
    });
    // Each document's postings in slot order, as (key, occurrences) pairs in one growing array.
    const analyser = (this.analyser ??= new FieldAnalyser((t) => this.idOf(t)));
    const offsets = new Int32Array(docs.length + 1);
    const scratch: number[] = [];
    let pairs = new Int32Array(1 << 16);
    let used = 0;
    bySlot.forEach((i, slot) => {
      scratch.length = 0;
      this.analyse(slot, docs[i]!.text(), analyser, scratch);
      if (used + scratch.length > pairs.length) {
        const grown = new Int32Array(Math.max(used + scratch.length, pairs.length * 2));
        grown.set(pairs.subarray(0, used));
        pairs = grown;
      }
      pairs.set(scratch, used);
      used += scratch.length;
      offsets[slot + 1] = used / 2;
    });
    // The averages follow the documents' order, as `add` would have kept them.
    for (let i = 0; i < docs.length; i++) this.count(slotOfIndex[i]!);
    // The tokenizer's memo of every word as typed is dropped: it would outlive the load by tens of MiB at 50,000
    // documents.
    this.analyser = undefined;
    const { lists, keys } = PostingLists.layOut(
      pairs.subarray(0, used),
      offsets,
      this.terms.length * this.fields.length,
    );
    this.postings = lists;
    this.bulkKeys = { keys, offsets };
    this.vocabulary = undefined;
  }

  /** Removes the document `doc`; nothing when absent. */
  remove(doc: string): void {
    const slot = this.slotOf.get(doc);
    if (slot === undefined) return;
    const F = this.fields.length;
    const count = this.documentCount;
    for (let f = 0; f < F; f++) {
      const length = this.lengths[slot * F + f]!;
      if (length < 0) continue;
      this.averages[f] = count === 1 ? 0 : (this.averages[f]! * count - length) / (count - 1);
    }
    this.documentCount--;
    for (const key of this.keysFor(slot)) if (this.postings.detach(key, slot)) this.vocabulary = undefined;
    this.keysOf[slot] = NO_KEYS;
    this.slotOf.delete(doc);
    this.docOf[slot] = undefined;
    this.freeSlots.push(slot);
  }

  /** The indexed words starting with `prefix` (itself included), in text order. */
  withPrefix(prefix: string): string[] {
    const { sorted } = this.words();
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
    return out;
  }

  /** The typo index of the indexed words (rebuilt after the vocabulary changed). */
  typoCandidates(): TypoCandidates {
    return this.words().typos;
  }

  private words(): { readonly sorted: readonly string[]; readonly typos: TypoCandidates } {
    if (!this.vocabulary) {
      const F = this.fields.length;
      const live = this.terms.filter((_, id) => {
        for (let f = 0; f < F; f++) if (this.postings.usedOf(id * F + f) > 0) return true;
        return false;
      });
      const typos = new TypoCandidates(live);
      this.vocabulary = { sorted: live.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), typos };
    }
    return this.vocabulary;
  }

  /** Gives `slot` (free, at most one past the last) to `doc`. */
  private claim(doc: string, slot: number): void {
    if (slot === this.docOf.length) this.docOf.push(undefined);
    this.ensureLengths(slot + 1);
    this.slotOf.set(doc, slot);
    this.docOf[slot] = doc;
  }

  /**
   * Sets the field lengths of the document in `slot` from `text` and appends its postings to `pairs` as
   * (posting key, occurrences).
   */
  private analyse(
    slot: number,
    text: Readonly<Record<string, string | undefined>>,
    analyser: FieldAnalyser,
    pairs: number[],
  ): void {
    const F = this.fields.length;
    this.fields.forEach((field, f) => {
      const value = text[field];
      this.lengths[slot * F + f] = value === undefined || value === null ? -1 : analyser.analyse(value, F, f, pairs);
    });
  }

  /**
   * Counts the document in `slot` in the fields' running averages of distinct words (kept as minisearch 7
   * kept them, so the order of calls matters).
   */
  private count(slot: number): void {
    const F = this.fields.length;
    const count = this.documentCount++;
    for (let f = 0; f < F; f++) {
      const length = this.lengths[slot * F + f]!;
      if (length < 0) continue;
      this.averages[f] = ((this.averages[f] || 0) * count + length) / (count + 1);
    }
  }

  /** Appends the postings `pairs` (from analyse) of the document in `slot`; returns their keys. */
  private attach(slot: number, pairs: readonly number[]): Int32Array {
    const keys = new Int32Array(pairs.length / 2);
    for (let k = 0; k < pairs.length; k += 2) {
      if (this.postings.append(pairs[k]!, slot, pairs[k + 1]!)) this.vocabulary = undefined;
      keys[k / 2] = pairs[k]!;
    }
    return keys;
  }

  /** The posting keys of the document in `slot`. */
  private keysFor(slot: number): Int32Array {
    const own = this.keysOf[slot];
    if (own) return own;
    const bulk = this.bulkKeys;
    return bulk && slot + 1 < bulk.offsets.length
      ? bulk.keys.subarray(bulk.offsets[slot]!, bulk.offsets[slot + 1]!)
      : NO_KEYS;
  }

  private idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(term, id);
      this.terms.push(term);
    }
    return id;
  }

  private ensureLengths(slots: number): void {
    const needed = slots * this.fields.length;
    if (this.lengths.length >= needed) return;
    const grown = new Int32Array(Math.max(needed, this.lengths.length * 2)).fill(-1);
    grown.set(this.lengths);
    this.lengths = grown;
  }
}
