import { z } from 'zod';
import type { OrderUploadAccess } from '../../../ports/page-renderer';

/**
 * The /order-upload page's calls to the server (adapters/embedded/server/order-upload-routes.ts; spec:
 * core-cart-checkout §2 /order-upload), each answer checked with zod. Browser-only, loaded with the page's chunk.
 */

/** An error of the file: `row` as a spreadsheet numbers it (header = 1), `column` a header name ('' for the row). */
export interface UploadRowError {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

/**
 * What an upload came to: `uploaded` with the new cart's counts (rows, shipments, lines); `refused` with the server's
 * message and, for bad rows, every row error (none for a file refused whole: not CSV or XLSX, over 10 MB, over 5,000
 * rows); `failed` when no answer came (network) or the answer was not understood.
 */
export type UploadAnswer =
  | { readonly kind: 'uploaded'; readonly rows: number; readonly shipments: number; readonly lines: number }
  | { readonly kind: 'refused'; readonly message: string; readonly rows: readonly UploadRowError[] }
  | { readonly kind: 'failed' };

/** What the page calls: the upload and the session's access. */
export interface OrderUploadClient {
  upload(file: Blob, fileName: string): Promise<UploadAnswer>;
  access(): Promise<OrderUploadAccess | undefined>;
}

const rowErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
const uploadedSchema = z.object({
  data: z.object({ rows: z.number().int(), shipments: z.number().int(), lines: z.number().int() }),
});
const refusedSchema = z.object({
  errors: z.array(z.object({ message: z.string() })).min(1),
  data: z.object({ rows: z.array(rowErrorSchema).optional() }).nullish(),
});
const accessSchema = z.object({ data: z.object({ access: z.enum(['allowed', 'not-allowed', 'signed-out']) }) });

/** The JSON of a response, or undefined when it has none. */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads the answer of POST /api/order-upload. */
export function uploadAnswerOf(ok: boolean, body: unknown): UploadAnswer {
  if (ok) {
    const done = uploadedSchema.safeParse(body);
    return done.success ? { kind: 'uploaded', ...done.data.data } : { kind: 'failed' };
  }
  const refused = refusedSchema.safeParse(body);
  if (!refused.success) return { kind: 'failed' };
  return { kind: 'refused', message: refused.data.errors[0]!.message, rows: refused.data.data?.rows ?? [] };
}

/**
 * The client over `fetch` (the page's origin, the session cookie): POST /api/order-upload?fileName= with the file's
 * bytes as the body and the CSRF header; GET /api/order-upload/access.
 */
export function createOrderUploadClient(fetcher: typeof fetch = (...args) => fetch(...args)): OrderUploadClient {
  return {
    async upload(file, fileName) {
      try {
        const response = await fetcher(`/api/order-upload?fileName=${encodeURIComponent(fileName)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'x-nutshell-csrf': '1' },
          body: file,
          credentials: 'same-origin',
        });
        return uploadAnswerOf(response.ok, await jsonOf(response));
      } catch {
        return { kind: 'failed' };
      }
    },
    async access() {
      try {
        const response = await fetcher('/api/order-upload/access', { credentials: 'same-origin' });
        const parsed = accessSchema.safeParse(await jsonOf(response));
        return parsed.success ? parsed.data.data.access : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
