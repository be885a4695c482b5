import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { PortError } from '../../core/shared';
import type { MailMessage, MailPort } from '../../ports/mail';

/** Where SmtpMail hands messages over: parsed from SMTP_URL and MAIL_FROM by `smtpSettingsOf` (wiring/env.ts). */
export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  /** true for smtps:// (TLS from the first byte); false for smtp:// (STARTTLS when the server offers it). */
  readonly secure: boolean;
  /** The login, when the URL has one (percent-decoded). */
  readonly user?: string;
  /** The password, when the URL has one (percent-decoded). Never logged and never in an error message. */
  readonly password?: string;
  /** The From header of every message, e.g. 'Nutshell <orders@nutshell.local>'. */
  readonly from: string;
}

/** Time limits of one delivery, in milliseconds: connecting, the server's greeting, and silence on the socket. */
export interface SmtpTimeouts {
  readonly connectionTimeoutMs: number;
  readonly greetingTimeoutMs: number;
  readonly socketTimeoutMs: number;
}

/** Default time limits: a placed order waits at most this long for its confirmation to be handed over. */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 20_000,
};

/** `text` with every form of `secret` (as given and percent-encoded) replaced by '***'. */
function redact(text: string, secret: string | undefined): string {
  if (!secret) return text;
  return [secret, encodeURIComponent(secret)].reduce((t, s) => t.split(s).join('***'), text);
}

/**
 * The MailPort over SMTP with nodemailer (DESIGN §1 Identity, mail and jobs), used when SMTP_URL is set: each
 * `send` opens a connection, sends one message (From: `settings.from`; To, Subject, a plain-text and an HTML
 * part) and closes it. Throws PortError('mail', …) when the server is unreachable, refuses the login or the
 * message, or does not answer in time (SMTP_TIMEOUTS); its message never contains the password (nor does it
 * carry the underlying error, whose fields might).
 */
export class SmtpMail implements MailPort {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(
    private readonly settings: SmtpSettings,
    timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
  ) {
    this.transport = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.user !== undefined ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
      connectionTimeout: timeouts.connectionTimeoutMs,
      greetingTimeout: timeouts.greetingTimeoutMs,
      socketTimeout: timeouts.socketTimeoutMs,
    });
  }

  /** Hands `message` to the SMTP server; resolves once it accepted the recipient. Throws PortError otherwise. */
  async send(message: MailMessage): Promise<void> {
    let info: SMTPTransport.SentMessageInfo;
    try {
      info = await this.transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
      const text = error instanceof Error ? error.message : String(error);
      throw new PortError('mail', redact(`${code}${text}`, this.settings.password));
    }
    if (info.rejected.length > 0) {
      throw new PortError(
        'mail',
        redact(`the SMTP server refused the recipient: ${info.response}`, this.settings.password),
      );
    }
  }

  /** Closes the transport's connections, if any are open. */
  close(): void {
    this.transport.close();
  }
}
