import { domainError, err, ok, type Result } from '../../shared';
import { normalizeEmail } from '../../customers/model';
import type { GiftDrop } from '../model';
import type { GiftDropStore } from '../../../ports/gift-drops';
import { sendRecipientMail, type GiftMailDeps } from './create-gift-drops';

const NOT_FOUND = () => err(domainError('gift/not-found', 'No gift with that id.'));

/** The gifts a signed-in sender sent, newest first, with each recipient's status (catalogue-gifting §4 Gift drop). */
export class ListSentGifts {
  constructor(private readonly deps: { readonly store: Pick<GiftDropStore, 'listBySender'> }) {}

  async execute(customerId: string): Promise<Result<readonly GiftDrop[]>> {
    return ok(await this.deps.store.listBySender(customerId));
  }
}

/** A CX agent's list of the newest gift drops, at most `limit` (1 to 500), of one sender's e-mail when given. */
export class ListGifts {
  constructor(private readonly deps: { readonly store: Pick<GiftDropStore, 'listRecent'> }) {}

  async execute(options: {
    readonly limit: number;
    readonly senderEmail?: string;
  }): Promise<Result<readonly GiftDrop[]>> {
    const limit = Math.min(Math.max(Math.trunc(options.limit), 1), 500);
    const senderEmail = options.senderEmail ? normalizeEmail(options.senderEmail) : undefined;
    return ok(await this.deps.store.listRecent({ limit, ...(senderEmail ? { senderEmail } : {}) }));
  }
}

/** A CX agent's view of one gift drop by id; 'gift/not-found'. */
export class ShowGift {
  constructor(private readonly deps: { readonly store: Pick<GiftDropStore, 'get'> }) {}

  async execute(id: string): Promise<Result<GiftDrop>> {
    const drop = id.length <= 100 ? await this.deps.store.get(id) : undefined;
    return drop ? ok(drop) : NOT_FOUND();
  }
}

/**
 * A CX agent sends a recipient's gift mail again (catalogue-gifting §4 Gift drop): a new single-use key replaces the
 * old one (which stops working) and the mail goes with the new link. The drop afterwards. Errors: 'gift/not-found' (no
 * such recipient), 'gift/already-redeemed' (nothing to resend). A failing mail port throws (PortError): the new key
 * is stored, so a later resend works.
 */
export class ResendGift {
  constructor(private readonly deps: GiftMailDeps) {}

  async execute(recipientId: string): Promise<Result<GiftDrop>> {
    const drop = recipientId.length <= 100 ? await this.deps.store.findByRecipient(recipientId) : undefined;
    const recipient = drop?.recipients.find((r) => r.id === recipientId);
    if (!drop || !recipient) return err(domainError('gift/not-found', 'No gift recipient with that id.'));
    const key = this.deps.ids.token();
    const resent = await this.deps.store.resend(recipientId, key, new Date(this.deps.clock.nowMs()).toISOString());
    if (!resent.ok) return resent;
    await sendRecipientMail(this.deps, resent.value, recipient, key);
    return resent;
  }
}
