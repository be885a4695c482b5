import { createHash } from 'node:crypto';
import { z } from 'zod';
import { FIRST_ORDER_OFFER } from '../../../core/marketing';
import { normalizeEmail } from '../../../core/customers';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type { NewsletterContact, NewsletterStore, OfferTokenClaim } from '../../../ports/newsletter';
import type { Database } from '../db/database';
import type { DiscountCodeDef } from '../engine/demo-discounts';

const time = z.union([z.string(), z.date()]).transform((t) => new Date(t).toISOString());

/** A newsletter_contacts row as the database gives it back. */
const contactRow = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  reasons: z.array(z.string()),
  customer_id: z.string().nullable(),
  created_at: time,
});

function toContact(row: unknown): NewsletterContact {
  const r = contactRow.parse(row);
  return {
    id: r.id,
    email: r.email,
    ...(r.first_name ? { firstName: r.first_name } : {}),
    reasons: r.reasons,
    ...(r.customer_id ? { customerId: r.customer_id } : {}),
    createdAt: r.created_at,
  };
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a contact's one-use offer codes are made: the embedded engine (it drops its kept discounts). */
export interface OfferCodeSink {
  createDiscountCode(code: DiscountCodeDef): Promise<void>;
}

/**
 * The NewsletterStore on the one database (migration 25, schema.ts). A contact is `INSERT … ON CONFLICT (email) DO
 * UPDATE` adding the reason, so of two concurrent signups of one e-mail one creates (`xmax = 0`). A token is claimed
 * by `UPDATE … WHERE used_at IS NULL RETURNING`, so one of two concurrent landings wins. Offer codes are
 * 'WELCOME-' and 10 characters of a token, one application each, for the offer's cart discount.
 */
export class EmbeddedNewsletterStore implements NewsletterStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly codes: OfferCodeSink,
  ) {}

  private now(): string {
    return new Date(this.clock.nowMs()).toISOString();
  }

  async findContact(email: string): Promise<NewsletterContact | undefined> {
    const [row] = await this.db.query('SELECT * FROM newsletter_contacts WHERE email = $1', [normalizeEmail(email)]);
    return row ? toContact(row) : undefined;
  }

  async addContact(input: Parameters<NewsletterStore['addContact']>[0]) {
    const sql = `INSERT INTO newsletter_contacts (id, email, first_name, reasons, customer_id, created_at)
      VALUES ($1, $2, $3, ARRAY[$4::text], $5, $6)
      ON CONFLICT (email) DO UPDATE SET
        reasons = CASE WHEN $4 = ANY(newsletter_contacts.reasons) THEN newsletter_contacts.reasons
          ELSE array_append(newsletter_contacts.reasons, $4) END,
        first_name = COALESCE(newsletter_contacts.first_name, EXCLUDED.first_name),
        customer_id = COALESCE(newsletter_contacts.customer_id, EXCLUDED.customer_id)
      RETURNING *, (xmax = 0) AS created`;
    const params = [this.ids.uuid(), normalizeEmail(input.email), input.firstName ?? null, input.reason];
    const [row] = await this.db.query<{ created: boolean }>(sql, [...params, input.customerId ?? null, this.now()]);
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return { contact: toContact(row), created: row.created };
  }

  async recordSurvey(input: Parameters<NewsletterStore['recordSurvey']>[0]): Promise<void> {
    await this.db.query(
      'INSERT INTO survey_submissions (id, email, answer_ids, session_id, created_at) VALUES ($1, $2, $3, $4, $5)',
      [this.ids.uuid(), normalizeEmail(input.email), [...input.answerIds], input.sessionId ?? null, this.now()],
    );
  }

  async latestSurvey(sessionId: string): Promise<readonly string[] | undefined> {
    const sql = 'SELECT answer_ids FROM survey_submissions WHERE session_id = $1 ORDER BY created_at DESC LIMIT 1';
    const [row] = await this.db.query(sql, [sessionId]);
    return row ? z.object({ answer_ids: z.array(z.string()) }).parse(row).answer_ids : undefined;
  }

  async issueOfferToken(contactId: string, token: string): Promise<void> {
    await this.db.query('INSERT INTO offer_tokens (token_hash, contact_id, created_at) VALUES ($1, $2, $3)', [
      sha256(token),
      contactId,
      this.now(),
    ]);
  }

  async claimOfferToken(token: string): Promise<OfferTokenClaim> {
    const hash = sha256(token);
    const [claimed] = await this.db.query(
      'UPDATE offer_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING contact_id',
      [hash, this.now()],
    );
    if (claimed)
      return { status: 'claimed', contactId: z.object({ contact_id: z.string() }).parse(claimed).contact_id };
    const [known] = await this.db.query('SELECT 1 FROM offer_tokens WHERE token_hash = $1', [hash]);
    return known ? { status: 'used' } : { status: 'unknown' };
  }

  async releaseOfferToken(token: string): Promise<void> {
    await this.db.query('UPDATE offer_tokens SET used_at = NULL WHERE token_hash = $1', [sha256(token)]);
  }

  async createOfferCode(contactId: string): Promise<string> {
    const code = `WELCOME-${this.ids
      .token()
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 10)
      .toUpperCase()}`;
    await this.codes.createDiscountCode({
      id: `dc-offer-${this.ids.uuid()}`,
      code,
      name: FIRST_ORDER_OFFER.name,
      description: `First-order offer of contact ${contactId}`,
      cartDiscountIds: [FIRST_ORDER_OFFER.cartDiscountId],
      isActive: true,
      maxApplications: 1,
      applicationCount: 0,
    });
    return code;
  }
}
