import { createHash } from 'node:crypto';
import type { Address } from '../../../core/cart';
import type { GiftDrop, GiftRecipient } from '../../../core/gifting';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { GiftDropDraft, GiftDropStore, GiftRedemption } from '../../../ports/gift-drops';
import type { Database, Queryable } from '../db/database';

/** A key's SHA-256 (hex): all the database ever holds of a redeem key. */
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
/** A timestamp as read (Date on both drivers, or text) → ISO. */
const iso = (value: Date | string): string => new Date(value).toISOString();

interface DropRow {
  id: string;
  order_number: string;
  line_item_id: string;
  sender_customer_id: string | null;
  sender_email: string;
  sender_name: string;
  product_key: string;
  sku: string;
  message: string;
  created_at: Date | string;
  greeting_card_sku: string | null;
  greeting_card_message: string | null;
}

interface RecipientRow {
  id: string;
  drop_id: string;
  name: string;
  email: string;
  status: 'sent' | 'redeemed';
  sent_at: Date | string;
  redeemed_at: Date | string | null;
  selection: number[] | null;
  shipping_address: Address | null;
  ship_on: string | null;
  order_number: string | null;
}

const DROP_COLUMNS =
  'id, order_number, line_item_id, sender_customer_id, sender_email, sender_name, product_key, sku, message, ' +
  'created_at, greeting_card_sku, greeting_card_message';
const RECIPIENT_COLUMNS =
  'id, drop_id, name, email, status, sent_at, redeemed_at, selection, shipping_address, ship_on, order_number';
const NEWEST = 'ORDER BY created_at DESC, seq DESC';

function toRecipient(r: RecipientRow): GiftRecipient {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    status: r.status,
    sentAt: iso(r.sent_at),
    ...(r.redeemed_at === null ? {} : { redeemedAt: iso(r.redeemed_at) }),
    ...(r.selection === null ? {} : { selection: r.selection.map(Number) }),
    ...(r.shipping_address === null ? {} : { shippingAddress: r.shipping_address }),
    ...(r.ship_on === null ? {} : { shipOn: r.ship_on }),
    ...(r.order_number === null ? {} : { orderNumber: r.order_number }),
  };
}

function toDrop(d: DropRow, recipients: readonly RecipientRow[]): GiftDrop {
  return {
    id: d.id,
    orderNumber: d.order_number,
    lineItemId: d.line_item_id,
    sender: {
      ...(d.sender_customer_id === null ? {} : { customerId: d.sender_customer_id }),
      email: d.sender_email,
      name: d.sender_name,
    },
    productKey: d.product_key,
    sku: d.sku,
    message: d.message,
    createdAt: iso(d.created_at),
    recipients: recipients.filter((r) => r.drop_id === d.id).map(toRecipient),
    ...(d.greeting_card_sku === null || d.greeting_card_message === null
      ? {}
      : { greetingCard: { sku: d.greeting_card_sku, message: d.greeting_card_message } }),
  };
}

/**
 * The GiftDropStore on the embedded database (PGlite or PostgreSQL; migrations 19 to 21, `schema.ts`): a drop is made
 * in one transaction with `ON CONFLICT (order_number, line_item_id) DO NOTHING`; redeem keys are stored as their
 * SHA-256; redeem and resend are one conditional `UPDATE … WHERE status = 'sent'` each, so of two concurrent
 * redemptions exactly one wins.
 */
export class EmbeddedGiftDropStore implements GiftDropStore {
  constructor(private readonly db: Database) {}

  async create(draft: GiftDropDraft): Promise<{ readonly drop: GiftDrop; readonly created: boolean }> {
    const created = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO gift_drops (${DROP_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ` +
          'ON CONFLICT (order_number, line_item_id) DO NOTHING RETURNING id',
        [
          draft.id,
          draft.orderNumber,
          draft.lineItemId,
          draft.sender.customerId ?? null,
          draft.sender.email,
          draft.sender.name,
          draft.productKey,
          draft.sku,
          draft.message,
          draft.createdAt,
          draft.greetingCard?.sku ?? null,
          draft.greetingCard?.message ?? null,
        ],
      );
      if (!row) return false;
      for (const [position, r] of draft.recipients.entries()) {
        await tx.query(
          'INSERT INTO gift_recipients (id, drop_id, position, name, email, key_hash, status, sent_at) ' +
            "VALUES ($1, $2, $3, $4, $5, $6, 'sent', $7)",
          [r.id, draft.id, position, r.name, r.email, keyHash(r.key), draft.createdAt],
        );
      }
      return true;
    });
    const [existing] = await this.drops(
      `SELECT ${DROP_COLUMNS} FROM gift_drops WHERE order_number = $1 AND line_item_id = $2`,
      [draft.orderNumber, draft.lineItemId],
    );
    return { drop: existing!, created };
  }

  async findByKey(key: string): Promise<{ readonly drop: GiftDrop; readonly recipientId: string } | undefined> {
    const [row] = await this.db.query<{ id: string; drop_id: string }>(
      'SELECT id, drop_id FROM gift_recipients WHERE key_hash = $1',
      [keyHash(key)],
    );
    const drop = row && (await this.get(row.drop_id));
    return row && drop ? { drop, recipientId: row.id } : undefined;
  }

  async get(id: string): Promise<GiftDrop | undefined> {
    const [drop] = await this.drops(`SELECT ${DROP_COLUMNS} FROM gift_drops WHERE id = $1`, [id]);
    return drop;
  }

  async findByRecipient(recipientId: string): Promise<GiftDrop | undefined> {
    const [drop] = await this.drops(
      `SELECT ${DROP_COLUMNS} FROM gift_drops WHERE id = (SELECT drop_id FROM gift_recipients WHERE id = $1)`,
      [recipientId],
    );
    return drop;
  }

  listBySender(customerId: string): Promise<readonly GiftDrop[]> {
    return this.drops(`SELECT ${DROP_COLUMNS} FROM gift_drops WHERE sender_customer_id = $1 ${NEWEST}`, [customerId]);
  }

  listRecent(options: { readonly limit: number; readonly senderEmail?: string }): Promise<readonly GiftDrop[]> {
    return options.senderEmail === undefined
      ? this.drops(`SELECT ${DROP_COLUMNS} FROM gift_drops ${NEWEST} LIMIT $1`, [options.limit])
      : this.drops(`SELECT ${DROP_COLUMNS} FROM gift_drops WHERE lower(sender_email) = lower($2) ${NEWEST} LIMIT $1`, [
          options.limit,
          options.senderEmail,
        ]);
  }

  async redeem(recipientId: string, redemption: GiftRedemption): Promise<Result<GiftDrop>> {
    const rows = await this.db.query<{ drop_id: string }>(
      "UPDATE gift_recipients SET status = 'redeemed', redeemed_at = $2, selection = $3, shipping_address = $4, " +
        "ship_on = $5, order_number = $6 WHERE id = $1 AND status = 'sent' RETURNING drop_id",
      [
        recipientId,
        redemption.redeemedAt,
        [...redemption.selection],
        redemption.shippingAddress,
        redemption.shipOn,
        redemption.orderNumber ?? null,
      ],
    );
    return this.afterChange(recipientId, rows[0]?.drop_id);
  }

  async recordOrder(recipientId: string, orderNumber: string): Promise<Result<GiftDrop>> {
    const [row] = await this.db.query<{ drop_id: string }>(
      "UPDATE gift_recipients SET order_number = $2 WHERE id = $1 AND status = 'redeemed' " +
        'AND (order_number IS NULL OR order_number = $2) RETURNING drop_id',
      [recipientId, orderNumber],
    );
    const drop = row && (await this.get(row.drop_id));
    return drop ? ok(drop) : err(domainError('gift/not-found', 'No redemption of that gift recipient.'));
  }

  async release(recipientId: string): Promise<void> {
    await this.db.query(
      "UPDATE gift_recipients SET status = 'sent', redeemed_at = NULL, selection = NULL, shipping_address = NULL, " +
        "ship_on = NULL WHERE id = $1 AND status = 'redeemed' AND order_number IS NULL",
      [recipientId],
    );
  }

  async resend(recipientId: string, key: string, sentAt: string): Promise<Result<GiftDrop>> {
    const rows = await this.db.query<{ drop_id: string }>(
      "UPDATE gift_recipients SET key_hash = $2, sent_at = $3 WHERE id = $1 AND status = 'sent' RETURNING drop_id",
      [recipientId, keyHash(key), sentAt],
    );
    return this.afterChange(recipientId, rows[0]?.drop_id);
  }

  /** The drop after a conditional update of `recipientId` (`dropId` set when it applied), or why it did not. */
  private async afterChange(recipientId: string, dropId: string | undefined): Promise<Result<GiftDrop>> {
    if (dropId !== undefined) {
      const drop = await this.get(dropId);
      if (drop) return ok(drop);
    }
    const exists = await this.findByRecipient(recipientId);
    return exists
      ? err(domainError('gift/already-redeemed', 'This gift has already been redeemed.'))
      : err(domainError('gift/not-found', 'No gift recipient with that id.'));
  }

  /** The drops of a query on gift_drops, with their recipients in line order. */
  private async drops(sql: string, params: readonly unknown[], db: Queryable = this.db): Promise<GiftDrop[]> {
    const rows = await db.query<DropRow>(sql, params);
    if (rows.length === 0) return [];
    const recipients = await db.query<RecipientRow>(
      `SELECT ${RECIPIENT_COLUMNS} FROM gift_recipients WHERE drop_id = ANY($1) ORDER BY drop_id, position`,
      [rows.map((r) => r.id)],
    );
    return rows.map((d) => toDrop(d, recipients));
  }
}
