import type { Logger } from '../../ports/logger';
import type { MailMessage, MailPort } from '../../ports/mail';

/**
 * A MailPort that logs each failure of `inner` and rethrows it, so that a caller that must not fail on mail (an
 * order's confirmation) can drop the error and the failure is still seen. The log line (level error, message
 * 'mail not sent') names the message's kind and the error's message, which the adapters keep free of
 * credentials (SmtpMail redacts the SMTP password); never the recipient, subject or body (a sign-in link is a
 * credential too).
 */
export class LoggedMail implements MailPort {
  constructor(
    private readonly inner: MailPort,
    private readonly logger: Logger,
  ) {}

  /** Sends through the inner port; on failure logs and rethrows the same error. */
  async send(message: MailMessage): Promise<void> {
    try {
      await this.inner.send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error({ mailKind: message.kind, reason }, 'mail not sent');
      throw error;
    }
  }
}
