import { domainError, err, ok, type Result } from '../../shared';
import type { GiftChoices, GiftDrop, GiftRecipient } from '../model';
import type { GiftDropDraft, GiftDropStore, GiftRedemption } from '../../../ports/gift-drops';

/**
 * A GiftDropStore in memory for unit tests. It keeps each live key in a map to its recipient (a test double: the
 * embedded store keeps only keys' SHA-256); it runs the same contract suite as the embedded store.
 */
export class InMemoryGiftDropStore implements GiftDropStore {
  private readonly drops: GiftDrop[] = [];
  private readonly keys = new Map<string, string>();

  async create(draft: GiftDropDraft): Promise<{ readonly drop: GiftDrop; readonly created: boolean }> {
    const existing = this.drops.find((d) => d.orderNumber === draft.orderNumber && d.lineItemId === draft.lineItemId);
    if (existing) return { drop: existing, created: false };
    const { recipients, ...rest } = draft;
    const drop: GiftDrop = {
      ...rest,
      recipients: recipients.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        status: 'sent',
        sentAt: draft.createdAt,
      })),
    };
    this.drops.push(drop);
    for (const r of recipients) this.keys.set(r.key, r.id);
    return { drop, created: true };
  }

  async findByKey(key: string): Promise<{ readonly drop: GiftDrop; readonly recipientId: string } | undefined> {
    const recipientId = this.keys.get(key);
    const drop = recipientId === undefined ? undefined : await this.findByRecipient(recipientId);
    return drop && recipientId !== undefined ? { drop, recipientId } : undefined;
  }

  async get(id: string): Promise<GiftDrop | undefined> {
    return this.drops.find((d) => d.id === id);
  }

  async findByRecipient(recipientId: string): Promise<GiftDrop | undefined> {
    return this.drops.find((d) => d.recipients.some((r) => r.id === recipientId));
  }

  async listBySender(customerId: string): Promise<readonly GiftDrop[]> {
    return this.newestFirst().filter((d) => d.sender.customerId === customerId);
  }

  async listRecent(options: { readonly limit: number; readonly senderEmail?: string }): Promise<readonly GiftDrop[]> {
    const email = options.senderEmail?.toLowerCase();
    return this.newestFirst()
      .filter((d) => email === undefined || d.sender.email.toLowerCase() === email)
      .slice(0, options.limit);
  }

  async redeem(recipientId: string, redemption: GiftRedemption): Promise<Result<GiftDrop>> {
    return this.change(recipientId, (r) => ({ ...r, status: 'redeemed', ...redemption }));
  }

  async recordOrder(recipientId: string, orderNumber: string): Promise<Result<GiftDrop>> {
    const index = this.drops.findIndex((d) =>
      d.recipients.some(
        (r) =>
          r.id === recipientId &&
          r.status === 'redeemed' &&
          (r.orderNumber === undefined || r.orderNumber === orderNumber),
      ),
    );
    const drop = this.drops[index];
    if (!drop) return err(domainError('gift/not-found', 'No redemption of that gift recipient.'));
    const next = {
      ...drop,
      recipients: drop.recipients.map((r) => (r.id === recipientId ? { ...r, orderNumber } : r)),
    };
    this.drops[index] = next;
    return ok(next);
  }

  async release(recipientId: string): Promise<void> {
    const index = this.drops.findIndex((d) =>
      d.recipients.some((r) => r.id === recipientId && r.status === 'redeemed' && r.orderNumber === undefined),
    );
    const drop = this.drops[index];
    if (!drop) return;
    const sent = (r: GiftRecipient): GiftRecipient => ({
      id: r.id,
      name: r.name,
      email: r.email,
      status: 'sent',
      sentAt: r.sentAt,
    });
    this.drops[index] = { ...drop, recipients: drop.recipients.map((r) => (r.id === recipientId ? sent(r) : r)) };
  }

  async resend(recipientId: string, key: string, sentAt: string): Promise<Result<GiftDrop>> {
    const changed = this.change(recipientId, (r) => ({ ...r, sentAt }));
    if (changed.ok) {
      for (const [k, id] of this.keys) if (id === recipientId) this.keys.delete(k);
      this.keys.set(key, recipientId);
    }
    return changed;
  }

  /** Newest first: by creation time, then the later made. */
  private newestFirst(): GiftDrop[] {
    return this.drops
      .map((d, i) => ({ d, i }))
      .sort((a, b) => b.d.createdAt.localeCompare(a.d.createdAt) || b.i - a.i)
      .map(({ d }) => d);
  }

  /** Applies `update` to a 'sent' recipient. */
  private change(recipientId: string, update: (r: GiftRecipient) => GiftRecipient): Result<GiftDrop> {
    const index = this.drops.findIndex((d) => d.recipients.some((r) => r.id === recipientId));
    const drop = this.drops[index];
    if (!drop) return err(domainError('gift/not-found', 'No gift recipient with that id.'));
    const recipient = drop.recipients.find((r) => r.id === recipientId)!;
    if (recipient.status !== 'sent')
      return err(domainError('gift/already-redeemed', 'This gift has already been redeemed.'));
    const next = { ...drop, recipients: drop.recipients.map((r) => (r.id === recipientId ? update(r) : r)) };
    this.drops[index] = next;
    return ok(next);
  }
}

/** A GiftChoiceCatalog over fixed choices per product number (unit tests). */
export function fixedGiftChoices(table: Readonly<Record<string, GiftChoices>>) {
  return { choicesFor: async (productKey: string) => table[productKey] };
}
