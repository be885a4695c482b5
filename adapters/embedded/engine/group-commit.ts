/** A write waiting for its group-committed statement: settled once that statement (or its retry) has committed. */
export interface GroupedWrite {
  readonly resolve: (written: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Commits `batch` with one `statement` (which answers the ids it wrote) and settles each write: true when its id
 * (`idOf`) is among them, false when not (a version mismatch, a conflict skipped). When the statement fails, the
 * writes are retried one by one, so only the faulty one rejects, with the database's error. Shared by CartWrites
 * and BatchedInsert.
 */
export async function commitGroup<W extends GroupedWrite>(
  batch: readonly W[],
  statement: (batch: readonly W[]) => Promise<readonly { id: string }[]>,
  idOf: (write: W) => string,
): Promise<void> {
  let written: Set<string>;
  try {
    written = new Set((await statement(batch)).map((r) => r.id));
  } catch (e) {
    if (batch.length === 1) {
      batch[0]!.reject(e);
      return;
    }
    for (const w of batch) await commitGroup([w], statement, idOf);
    return;
  }
  for (const w of batch) w.resolve(written.has(idOf(w)));
}
