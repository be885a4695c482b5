import { PortError } from '../../core/shared';
import type { Logger } from '../../ports/logger';
import type { MailMessage } from '../../ports/mail';
import { LoggedMail } from './logged-mail';

const message: MailMessage = {
  kind: 'sign-in-link',
  to: 'pat@example.com',
  subject: 'Your Nutshell sign-in link',
  text: 'Sign in to Nutshell: https://shop.example.com/account/link?token=secret-token\n',
  html: '<p>secret-token</p>',
};

/** A logger that records its error lines. */
function recordingLogger(): Logger & { readonly errors: unknown[][] } {
  const errors: unknown[][] = [];
  const logger = {
    errors,
    info: () => undefined,
    warn: () => undefined,
    error: (obj: object, msg?: string) => void errors.push([obj, msg]),
    child: () => logger,
  };
  return logger;
}

describe('LoggedMail', () => {
  it('passes a message through and logs nothing when it is sent', async () => {
    const sent: MailMessage[] = [];
    const logger = recordingLogger();
    await new LoggedMail({ send: async (m) => void sent.push(m) }, logger).send(message);
    expect(sent).toEqual([message]);
    expect(logger.errors).toEqual([]);
  });

  it('logs a failure by kind and reason, without recipient or content, and rethrows it', async () => {
    const logger = recordingLogger();
    const failure = new PortError('mail', 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25');
    const mail = new LoggedMail({ send: async () => Promise.reject(failure) }, logger);
    await expect(mail.send(message)).rejects.toBe(failure);
    expect(logger.errors).toEqual([
      [{ mailKind: 'sign-in-link', reason: 'mail: ESOCKET: connect ECONNREFUSED 127.0.0.1:25' }, 'mail not sent'],
    ]);
    expect(JSON.stringify(logger.errors)).not.toMatch(/pat@example|secret-token/);
  });
});
