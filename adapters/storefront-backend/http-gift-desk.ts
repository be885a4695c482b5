import { z } from 'zod';
import { giftDropSchema, type GiftDrop } from '../../core/gifting';
import { domainError, err, ok, parseErrorCode, type Result } from '../../core/shared';
import type { GiftDesk } from '../../ports/gift-desk';
import { LocalApiClient, type LocalApiOptions } from '../http/local-api-client';

const dropsSchema = z.array(giftDropSchema);

/**
 * The gift desk of a running local server over HTTP (adapters/embedded/server/gift-desk-routes.ts) with the API
 * client's bearer token: what `nutshell gift` uses while the server holds the data directory. A refusal comes back as
 * its code (an ErrorCode, else 'validation/invalid') and message; an unreachable server, a refused token or an answer
 * of the wrong shape throws PortError ('gifts').
 */
export class HttpGiftDesk implements GiftDesk {
  private readonly api: LocalApiClient;

  constructor(options: LocalApiOptions) {
    this.api = new LocalApiClient('gifts', options);
  }

  async list(options: { readonly senderEmail?: string; readonly limit: number }): Promise<Result<readonly GiftDrop[]>> {
    const query = new URLSearchParams({
      limit: String(options.limit),
      ...(options.senderEmail ? { sender: options.senderEmail } : {}),
    });
    return ok(await this.api.get(`/nutshell/gifts?${query}`, dropsSchema));
  }

  async show(id: string): Promise<Result<GiftDrop>> {
    const drop = await this.api.find(`/nutshell/gifts/${encodeURIComponent(id)}`, giftDropSchema);
    return drop ? ok(drop) : err(domainError('gift/not-found', 'No gift with that id.'));
  }

  async resend(recipientId: string): Promise<Result<GiftDrop>> {
    const path = `/nutshell/gifts/recipients/${encodeURIComponent(recipientId)}/resend`;
    const answer = await this.api.submit('POST', path, {}, giftDropSchema);
    if ('ok' in answer) return ok(answer.ok);
    return err(domainError(parseErrorCode(answer.refused.code, 'validation/invalid'), answer.refused.message));
  }
}
