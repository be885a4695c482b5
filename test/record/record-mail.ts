import { writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { SmtpMail } from '../../adapters/mail/smtp-mail';
import type { MailRecording, RecordedMail } from '../replay/mail-recording';
import { sampleMails } from '../replay/mail-samples';

/** Where the mail recording lives. */
export const MAIL_RECORDING = 'fixtures/recorded/mail.json';

/**
 * Records the store's mail as the SMTP adapter sends it: starts a local SMTP server (smtp-server on 127.0.0.1, an
 * ephemeral port, login required), sends each of sampleMails() through SmtpMail and writes each message as it
 * arrived (envelope, login, raw DATA) to fixtures/recorded/mail.json. Returns how many were recorded.
 */
export async function recordMail(): Promise<number> {
  const received: RecordedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'recorder' && auth.password === 'recorder-secret'
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid login')),
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ mailFrom, rcptTo: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const mail = new SmtpMail({
      host: '127.0.0.1',
      port,
      secure: false,
      user: 'recorder',
      password: 'recorder-secret',
      from: 'Nutshell <orders@nutshell.local>',
    });
    for (const message of sampleMails()) await mail.send(message);
    mail.close();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  const recording: MailRecording = { scenario: 'mail', messages: received };
  writeFileSync(MAIL_RECORDING, `${JSON.stringify(recording, null, 1)}\n`);
  return received.length;
}
