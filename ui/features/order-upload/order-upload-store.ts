import { makeAutoObservable, runInAction } from 'mobx';
import type { OrderUploadAccess } from '../../../ports/page-renderer';
import { orderUploadCopy as t } from '../../copy/order-upload-copy';
import type { OrderUploadClient, UploadRowError } from './order-upload-client';

/** Where the page goes once a file became a cart: checkout, which opens at payment (core-cart-checkout §2). */
export const CHECKOUT_PATH = '/checkout';

/**
 * The /order-upload page's state (core-cart-checkout §2 /order-upload): the session's access ('checking' until
 * known), and the upload: 'idle', 'uploading' (the button disabled, a status shown), 'refused' (the server's message
 * and every row error, nothing created) or 'uploaded' (the summary; then a full page load of checkout, whose cart
 * the server just replaced).
 */
export class OrderUploadStore {
  access: OrderUploadAccess | 'checking';
  status: 'idle' | 'uploading' | 'refused' | 'uploaded' = 'idle';
  /** The server's message of a refused upload, or the page's own ('Choose a CSV or XLSX file…', a failed call). */
  message: string | undefined = undefined;
  /** Every row error of the last refused upload, in row order. */
  rowErrors: readonly UploadRowError[] = [];
  /** The counts of the uploaded file. */
  summary: { readonly rows: number; readonly shipments: number; readonly lines: number } | undefined = undefined;

  constructor(
    private readonly deps: {
      readonly client: OrderUploadClient;
      /** A full page load (the root store's navigator). */
      readonly fullLoad: (url: string) => void;
    },
    initial: OrderUploadAccess | undefined,
  ) {
    this.access = initial ?? 'checking';
    makeAutoObservable<OrderUploadStore, 'deps'>(this, { deps: false });
  }

  /** Asks the server again who may upload (after a navigation in the browser); keeps what it knew on no answer. */
  async checkAccess(): Promise<void> {
    const access = await this.deps.client.access();
    runInAction(() => {
      if (access) this.access = access;
      else if (this.access === 'checking') this.access = 'signed-out';
    });
  }

  /** Uploads `file` (none chosen: 'Choose a CSV or XLSX file to upload.'); on success goes on to checkout. */
  async upload(file: File | undefined): Promise<void> {
    if (this.status === 'uploading') return;
    if (!file) {
      this.refuse(t.chooseFile, []);
      return;
    }
    this.status = 'uploading';
    this.message = undefined;
    this.rowErrors = [];
    const answer = await this.deps.client.upload(file, file.name);
    runInAction(() => {
      if (answer.kind === 'uploaded') {
        this.status = 'uploaded';
        this.summary = { rows: answer.rows, shipments: answer.shipments, lines: answer.lines };
      } else if (answer.kind === 'refused') this.refuse(answer.message, answer.rows);
      else this.refuse(t.failed, []);
    });
    if (answer.kind === 'uploaded') this.deps.fullLoad(CHECKOUT_PATH);
  }

  private refuse(message: string, rows: readonly UploadRowError[]): void {
    this.status = 'refused';
    this.message = message;
    this.rowErrors = rows;
  }
}
