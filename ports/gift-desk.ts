import type { Result } from '../core/shared';
import type { GiftDrop } from '../core/gifting';

/**
 * A CX agent's gift desk (`nutshell gift`; spec: catalogue-gifting §4 Gift drop): the newest gift drops (of one
 * sender's e-mail when given), one by id, and a recipient's mail sent again with a new single-use link (the old link
 * dead). In-process it runs the gifting use cases on the database; while a local server holds the data directory it is
 * that server's `/nutshell/gifts` routes (behind the API client's bearer token). Errors: 'gift/not-found',
 * 'gift/already-redeemed'. Throws PortError when the service is unreachable or answers out of contract.
 */
export interface GiftDesk {
  list(options: { readonly senderEmail?: string; readonly limit: number }): Promise<Result<readonly GiftDrop[]>>;
  show(id: string): Promise<Result<GiftDrop>>;
  resend(recipientId: string): Promise<Result<GiftDrop>>;
}
