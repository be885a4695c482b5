import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import {
  ORDER_UPLOAD_LIMITS,
  ORDER_UPLOAD_MESSAGES,
  type OrderUploadRowError,
  type UploadProgress,
} from '../../../core/checkout';
import { domainError, err, type Result } from '../../../core/shared';
import { CLI_ERROR } from '../../exit-codes';
import { renderPairs, renderTable } from '../../output/table';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps, ProgressBar } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import type { OrderUploadSummary } from '../../../ports/order-upload-desk';

const input = z.strictObject({
  file: z.string().trim().min(1, 'a file is required'),
  customer: z.email('--customer must be an e-mail address'),
  json: jsonFlag,
});

/** The row errors of a refused upload (details.errors of 'validation/invalid'), or [] for another failure. */
function rowErrorsOf(r: Result<unknown>): readonly OrderUploadRowError[] {
  if (r.ok) return [];
  const errors = r.error.details?.errors;
  return Array.isArray(errors) ? (errors as OrderUploadRowError[]) : [];
}

/** The file's bytes, or the upload's own refusal of a file over 10 MB (never read into memory). */
async function readOrderFile(path: string): Promise<Result<Uint8Array>> {
  try {
    const { size } = await stat(path);
    if (size > ORDER_UPLOAD_LIMITS.maxBytes) {
      return err(domainError('validation/invalid', ORDER_UPLOAD_MESSAGES.tooLarge, { problem: 'too-large' }));
    }
    return { ok: true, value: new Uint8Array(await readFile(path)) };
  } catch {
    return err(domainError(CLI_ERROR.invalidInput, `cannot read ${path}`));
  }
}

/** Follows the use case's progress on a bar sized to the file's rows. */
function progressOf(deps: CliDeps, json: boolean): { onProgress?: (p: UploadProgress) => void; stop(): void } {
  if (json || !deps.progressBar) return { stop: () => undefined };
  let bar: ProgressBar | undefined;
  return {
    onProgress: (p) => {
      if (p.phase !== 'check') return;
      bar ??= deps.progressBar?.(p.total);
      bar?.update(p.done);
    },
    stop: () => bar?.stop(),
  };
}

/**
 * `nutshell order upload <file> --customer <email> [--json]` (spec: core-cart-checkout §2 /order-upload; issue "Bulk
 * order upload"): a CX agent uploads a CSV or XLSX order file for a business customer (is_bulk_upload_available), in
 * process on the embedded database, or through the local server holding it (no progress bar then). A valid file
 * becomes the customer's active Multiple-mode cart (one shipment per address), which checkout opens at payment; a
 * progress bar runs on a terminal (never with --json or when piped).
 * Invalid rows: every error by row and column (a table, or `error.rows` with --json), nothing created, exit 2; a bad
 * file (not CSV/XLSX, over 10 MB, over 5,000 rows) exit 2; an unknown customer 3; a customer without bulk upload 5;
 * the remote profile 10.
 */
export function orderUploadCommand(deps: CliDeps): Command {
  const command = new Command('upload')
    .description("turn a CSV or XLSX order file into a business customer's multi-shipment cart")
    .argument('<file>', 'the CSV or XLSX file (columns as in the template: SKU, Quantity, Recipient Name, ...)')
    .requiredOption('--customer <email>', "the customer's e-mail address")
    .option('--json', 'print the result, or every row error, as JSON');
  withExamples(command, ['nutshell order upload orders.xlsx --customer buyer@acme.example --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, i): Promise<Result<OrderUploadSummary>> => {
      if (!session.orderUpload) {
        return err(domainError(CLI_ERROR.unavailable, 'order upload needs the embedded profile'));
      }
      const bytes = await readOrderFile(i.file);
      if (!bytes.ok) return bytes;
      const progress = progressOf(deps, i.json);
      const file = { bytes: bytes.value, fileName: basename(i.file) };
      const r = await session.orderUpload.upload({ customerEmail: i.customer }, file, progress.onProgress);
      progress.stop();
      const rows = rowErrorsOf(r);
      if (rows.length > 0 && !i.json) {
        deps.stdout(
          renderTable(
            [{ head: 'Row', align: 'right' }, { head: 'Column' }, { head: 'Error' }],
            rows.map((e) => [String(e.row), e.column, e.message]),
            { colour: deps.colour ?? false },
          ),
        );
      }
      return r;
    },
    render: (u, _input, options) =>
      renderPairs(
        [
          ['Cart', u.cartId],
          ['Rows', String(u.rows)],
          ['Shipments', String(u.shipments)],
          ['Lines', String(u.lines)],
          ['Checkout opens at', 'payment'],
        ],
        options,
      ),
  });
}
