import { z } from 'zod';
import {
  MAIL_KINDS,
  type MailMessage,
  type MailPort,
  type OutboxMessage,
  type OutboxReader,
} from '../../../ports/mail';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type { Database } from '../db/database';

/** A row of the outbox table as the database gives it back (validated: the table is outside this process's types). */
const outboxRow = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  sent_at: z.union([z.string(), z.date()]),
});

const toMessage = (row: unknown): OutboxMessage => {
  const r = outboxRow.parse(row);
  return {
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    sentAt: new Date(r.sent_at).toISOString(),
  };
};

const COLUMNS = 'id, kind, to_address, subject, text_body, html_body, sent_at';

/**
 * The embedded default's mail: every message "sent" is stored in the database's outbox table, where the CLI
 * (`nutshell mail list|show`) and tests read it, so sign-in links and receipts work on a machine without mail.
 */
export class DatabaseOutbox implements MailPort, OutboxReader {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** Stores `message` with a new id and the current time. */
  async send(message: MailMessage): Promise<void> {
    await this.db.query(`INSERT INTO outbox (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      this.ids.uuid(),
      message.kind,
      message.to,
      message.subject,
      message.text,
      message.html,
      new Date(this.clock.nowMs()).toISOString(),
    ]);
  }

  /** Messages newest first (at most `limit`), only those to `to` (case-insensitive) when given. */
  async list(options: { readonly limit: number; readonly to?: string }): Promise<readonly OutboxMessage[]> {
    const rows =
      options.to === undefined
        ? await this.db.query(`SELECT ${COLUMNS} FROM outbox ORDER BY sent_at DESC, seq DESC LIMIT $1`, [options.limit])
        : await this.db.query(
            `SELECT ${COLUMNS} FROM outbox WHERE lower(to_address) = lower($1) ` +
              'ORDER BY sent_at DESC, seq DESC LIMIT $2',
            [options.to, options.limit],
          );
    return rows.map(toMessage);
  }

  /** One message by id, or undefined. */
  async get(id: string): Promise<OutboxMessage | undefined> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM outbox WHERE id = $1`, [id]);
    return row === undefined ? undefined : toMessage(row);
  }
}
