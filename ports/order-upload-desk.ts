import type { UploadProgress } from '../core/checkout';
import type { Result } from '../core/shared';
import type { OrderFile } from './order-file-reader';

/** Whom an upload is for: a signed-in customer's id (the server) or a customer's e-mail (a CX agent's CLI). */
export type OrderUploadCustomer = { readonly customerId: string } | { readonly customerEmail: string };

/** What an accepted upload made: the customer's new active cart (its id), and its rows, shipments and lines. */
export interface OrderUploadSummary {
  readonly cartId: string;
  readonly customerId: string;
  readonly rows: number;
  readonly shipments: number;
  readonly lines: number;
}

/**
 * The bulk order upload (spec: core-cart-checkout §2 /order-upload; issue "Bulk order upload"): the UploadOrder use
 * case for a customer who has the account flag is_bulk_upload_available, and the downloadable templates. Errors:
 * 'resource/not-found' (no such customer), 'auth/forbidden' ('Order upload is not available for this account.'),
 * and UploadOrder's ('validation/invalid' with details.problem and details.errors; nothing is created).
 */
export interface OrderUploadDesk {
  upload(
    customer: OrderUploadCustomer,
    file: OrderFile,
    onProgress?: (p: UploadProgress) => void,
  ): Promise<Result<OrderUploadSummary>>;
  /** The template (header and an example row) as CSV or XLSX bytes. */
  template(format: 'csv' | 'xlsx'): Promise<Uint8Array>;
}
