import type { MailMessage } from '../core/shared';

export { MAIL_KINDS, type MailKind, type MailMessage } from '../core/shared';

/**
 * Sends mail. The embedded default stores every message in the database's outbox; with SMTP_URL it goes out over
 * SMTP. Throws PortError when the message cannot be handed over (the SMTP server refuses or is unreachable).
 */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
}

/** A message the outbox holds: the message, its id and when it was sent (ISO 8601). */
export interface OutboxMessage extends MailMessage {
  readonly id: string;
  readonly sentAt: string;
}

/** Reads the embedded outbox (the CLI's `nutshell mail list|show`): newest first. */
export interface OutboxReader {
  /** Messages, newest first, at most `limit`, only those to `to` (compared case-insensitively) when given. */
  list(options: { readonly limit: number; readonly to?: string }): Promise<readonly OutboxMessage[]>;
  /** One message by id, or undefined. */
  get(id: string): Promise<OutboxMessage | undefined>;
}
