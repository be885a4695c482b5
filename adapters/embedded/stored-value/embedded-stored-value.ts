import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { GiftCertificateUnit } from '../../../core/cart';
import {
  GIFT_CERTIFICATE_ALPHABET,
  GIFT_CERTIFICATE_CODE_LENGTH,
  STORED_VALUE_NONCE_PREFIX,
  formatGiftCertificateCode,
  maskGiftCertificateCode,
  normalizeGiftCertificateCode,
  type StoredValueFunds,
  type StoredValueKind,
} from '../../../core/checkout';
import { domainError, err, ok, usd, type Money, type Result } from '../../../core/shared';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type {
  IssuedGiftCertificate,
  StoreCreditAccount,
  StoreCreditGrant,
  StoredValuePort,
} from '../../../ports/stored-value';
import type { Database } from '../db/database';
import { sha256 } from './debits';

const INVALID = 'That gift certificate code is not valid.';
const EMPTY = 'That gift certificate has no balance left.';

const certificateRow = z.object({
  id: z.string(),
  pending_code: z.string(),
  balance_cents: z.number().int(),
  line_item_id: z.string(),
  unit: z.number().int(),
  recipient_email: z.string(),
  recipient_name: z.string().nullable(),
  message: z.string().nullable(),
});

const entryRow = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  issued_by: z.string().nullable(),
  order_number: z.string().nullable(),
  created_at: z.union([z.string(), z.date()]),
});

/** A new random code's 16 symbols (80 bits from the platform's CSPRNG). */
function newCodeSymbols(): string {
  let s = '';
  for (let i = 0; i < GIFT_CERTIFICATE_CODE_LENGTH; i += 1) s += GIFT_CERTIFICATE_ALPHABET[randomInt(32)];
  return s;
}

/**
 * StoredValuePort on the database (migration 14): gift certificates (codes hashed; the plain code kept only until its
 * mail is sent), store credit accounts with their ledger, and single-use nonces hashed and bound to their payer.
 * Balances drop only in the order's transaction (`debits.ts`, from EmbeddedCommerce).
 */
export class EmbeddedStoredValue implements StoredValuePort {
  constructor(
    private readonly db: Database,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return new Date(this.clock.nowMs()).toISOString();
  }

  private async newNonce(kind: StoredValueKind, accountId: string, payer: string): Promise<string> {
    const nonce = `${STORED_VALUE_NONCE_PREFIX}${this.ids.token()}`;
    await this.db.query(
      'INSERT INTO stored_value_nonces (nonce_hash, kind, account_id, payer, created_at) VALUES ($1, $2, $3, $4, $5)',
      [sha256(nonce), kind, accountId, payer, this.now()],
    );
    return nonce;
  }

  async storeCreditNonce(customerId: string): Promise<{ balance: Money; nonce: string } | undefined> {
    const [row] = await this.db.query<{ b: number }>(
      'SELECT balance_cents AS b FROM store_credit_accounts WHERE customer_id = $1',
      [customerId],
    );
    if (!row) return undefined;
    return { balance: usd(row.b), nonce: await this.newNonce('store_credit', customerId, customerId) };
  }

  async applyGiftCertificate(
    code: string,
    payer: string,
  ): Promise<Result<{ code: string; balance: Money; nonce: string }>> {
    const symbols = normalizeGiftCertificateCode(code);
    if (!symbols) return err(domainError('gift-certificate/invalid', INVALID));
    const [row] = await this.db.query<{ id: string; b: number }>(
      'SELECT id, balance_cents AS b FROM gift_certificates WHERE code_hash = $1',
      [sha256(symbols)],
    );
    if (!row) return err(domainError('gift-certificate/invalid', INVALID));
    if (row.b <= 0) return err(domainError('gift-certificate/empty', EMPTY));
    const nonce = await this.newNonce('gift_certificate', row.id, payer);
    return ok({ code: maskGiftCertificateCode(symbols), balance: usd(row.b), nonce });
  }

  async redeemable(nonce: string, payer: string): Promise<StoredValueFunds | undefined> {
    const [row] = await this.db.query<{ kind: StoredValueKind; account_id: string; b: number; last4: string | null }>(
      'SELECT n.kind, n.account_id, COALESCE(g.balance_cents, s.balance_cents) AS b, g.code_last4 AS last4 ' +
        'FROM stored_value_nonces n ' +
        "LEFT JOIN gift_certificates g ON n.kind = 'gift_certificate' AND g.id = n.account_id " +
        "LEFT JOIN store_credit_accounts s ON n.kind = 'store_credit' AND s.customer_id = n.account_id " +
        'WHERE n.nonce_hash = $1 AND n.payer = $2 AND n.used_at IS NULL',
      [sha256(nonce), payer],
    );
    if (!row || row.b === null) return undefined;
    return {
      kind: row.kind,
      accountId: row.account_id,
      balance: usd(row.b),
      nonce,
      ...(row.last4 ? { maskedCode: `XXXX-XXXX-XXXX-${row.last4}` } : {}),
    };
  }

  async issueGiftCertificates(
    orderNumber: string,
    units: readonly GiftCertificateUnit[],
  ): Promise<readonly IssuedGiftCertificate[]> {
    const now = this.now();
    for (const u of units) {
      const symbols = newCodeSymbols();
      await this.db.query(
        'INSERT INTO gift_certificates (id, code_hash, code_last4, pending_code, initial_cents, balance_cents, ' +
          'order_number, line_item_id, unit, recipient_email, recipient_name, message, created_at) ' +
          'VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12) ' +
          'ON CONFLICT (order_number, line_item_id, unit) DO NOTHING',
        [
          `gc_${this.ids.uuid()}`,
          sha256(symbols),
          symbols.slice(-4),
          symbols,
          u.amount.cents,
          orderNumber,
          u.lineItemId,
          u.unit,
          u.recipientEmail,
          u.recipientName ?? null,
          u.message ?? null,
          now,
        ],
      );
    }
    const rows = await this.db.query(
      'SELECT id, pending_code, balance_cents, line_item_id, unit, recipient_email, recipient_name, message ' +
        'FROM gift_certificates WHERE order_number = $1 AND mailed_at IS NULL ORDER BY line_item_id, unit',
      [orderNumber],
    );
    return rows.map((raw) => {
      const r = certificateRow.parse(raw);
      return {
        id: r.id,
        code: formatGiftCertificateCode(r.pending_code),
        lineItemId: r.line_item_id,
        unit: r.unit,
        amount: usd(r.balance_cents),
        recipientEmail: r.recipient_email,
        ...(r.recipient_name ? { recipientName: r.recipient_name } : {}),
        ...(r.message ? { message: r.message } : {}),
      };
    });
  }

  async markGiftCertificateMailed(id: string): Promise<void> {
    await this.db.query('UPDATE gift_certificates SET mailed_at = $2, pending_code = NULL WHERE id = $1', [
      id,
      this.now(),
    ]);
  }

  async issueStoreCredit(customerId: string, grant: StoreCreditGrant): Promise<StoreCreditAccount> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO store_credit_accounts (customer_id, balance_cents, updated_at) VALUES ($1, $2, $3) ' +
          'ON CONFLICT (customer_id) DO UPDATE SET balance_cents = store_credit_accounts.balance_cents + $2, ' +
          'updated_at = $3',
        [customerId, grant.amount.cents, now],
      );
      await tx.query(
        'INSERT INTO store_credit_entries (id, customer_id, amount_cents, reason, note, issued_by, created_at) ' +
          'VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [
          `sc_${this.ids.uuid()}`,
          customerId,
          grant.amount.cents,
          grant.reason,
          grant.note ?? null,
          grant.issuedBy,
          now,
        ],
      );
    });
    const account = await this.storeCreditAccount(customerId);
    if (!account) throw new Error('the store credit account just written is missing');
    return account;
  }

  async storeCreditAccount(customerId: string): Promise<StoreCreditAccount | undefined> {
    const [row] = await this.db.query<{ b: number }>(
      'SELECT balance_cents AS b FROM store_credit_accounts WHERE customer_id = $1',
      [customerId],
    );
    if (!row) return undefined;
    const entries = await this.db.query(
      'SELECT id, amount_cents, reason, note, issued_by, order_number, created_at FROM store_credit_entries ' +
        'WHERE customer_id = $1 ORDER BY created_at DESC, seq DESC',
      [customerId],
    );
    return {
      customerId,
      balance: usd(row.b),
      entries: entries.map((raw) => {
        const e = entryRow.parse(raw);
        return {
          id: e.id,
          amount: usd(e.amount_cents),
          reason: e.reason,
          ...(e.note ? { note: e.note } : {}),
          ...(e.issued_by ? { issuedBy: e.issued_by } : {}),
          ...(e.order_number ? { orderNumber: e.order_number } : {}),
          createdAt: new Date(e.created_at).toISOString(),
        };
      }),
    };
  }
}
