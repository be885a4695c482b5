import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { PortError } from '../../core/shared';
import type { MailMessage } from '../../ports/mail';
import { SmtpMail, type SmtpSettings } from './smtp-mail';

/** What the test server received: the envelope, the login and the raw message. */
interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly user: string | undefined;
  readonly raw: string;
}

const PASSWORD = 'pa:ss/w0rd@secret';
const FAST = { connectionTimeoutMs: 2_000, greetingTimeoutMs: 2_000, socketTimeoutMs: 2_000 };

const message: MailMessage = {
  kind: 'order-confirmation',
  to: 'pat@example.com',
  subject: 'Your Nutshell order 100234',
  text: 'Thank you for your order!\n',
  html: '<!doctype html><html><body><p>Thank you for your order!</p></body></html>',
};

/** A local SMTP server on 127.0.0.1 and an ephemeral port: logins with PASSWORD pass, others are refused. */
async function startSmtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.password === PASSWORD) return callback(null, { user: auth.username });
      // Servers may echo what they got: the adapter must still not repeat the password.
      return callback(new Error(`bad password ${auth.password ?? ''}`));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ from, to, user: typeof session.user === 'string' ? session.user : undefined, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The settings SMTP_URL=smtp://orders%40shop:<password>@127.0.0.1:<port> gives (wiring/env.ts). */
const settingsFor = (port: number, password = PASSWORD): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: 'orders@shop',
  password,
  from: 'Nutshell <orders@nutshell.local>',
});

describe('SmtpMail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers the message with its From, To, subject, text and HTML parts after logging in', async () => {
    const mail = new SmtpMail(settingsFor(smtp.port), FAST);
    await mail.send(message);
    mail.close();
    const [got] = smtp.received;
    expect(got).toMatchObject({ from: 'orders@nutshell.local', to: ['pat@example.com'], user: 'orders@shop' });
    const raw = got!.raw.replace(/\r\n/g, '\n');
    expect(raw).toContain('From: Nutshell <orders@nutshell.local>\n');
    expect(raw).toContain('To: pat@example.com\n');
    expect(raw).toContain('Subject: Your Nutshell order 100234\n');
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8\n(.+\n)*\nThank you for your order!\n/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8\n(.+\n)*\n<!doctype html><html><body><p>Thank you/);
  });

  it('a refused login throws PortError without the password', async () => {
    const wrong = 'hunter2-wrong';
    const mail = new SmtpMail(settingsFor(smtp.port, wrong), FAST);
    const error: unknown = await mail.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).message).toMatch(/^mail: EAUTH: Invalid login: 535 bad password \*\*\*/);
    expect((error as PortError).message).not.toContain(wrong);
    expect((error as PortError).cause).toBeUndefined();
  });

  it('an unreachable server throws PortError without the password', async () => {
    const port = await closedPort();
    const mail = new SmtpMail(settingsFor(port), FAST);
    const error: unknown = await mail.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).message).toBe(`mail: ESOCKET: connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(JSON.stringify(error)).not.toContain('w0rd');
  });
});
