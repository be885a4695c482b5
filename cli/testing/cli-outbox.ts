import type { OutboxMessage, OutboxReader } from '../../ports/mail';

/**
 * The outbox of the CLI unit tests, newest first: 'mail-3' the order confirmation of 100235 to pat@example.com
 * (2025-11-21 09:15 UTC), 'mail-2' a sign-in link to Sam@Example.com (2025-11-20 16:00 UTC), 'mail-1' the order
 * confirmation of 100234 to pat@example.com (2025-11-20 15:30 UTC).
 */
export const CLI_OUTBOX: readonly OutboxMessage[] = [
  {
    id: 'mail-3',
    sentAt: '2025-11-21T09:15:00.000Z',
    kind: 'order-confirmation',
    to: 'pat@example.com',
    subject: 'Your Nutshell order 100235',
    text: 'Thank you for your order!\n\nOrder number 100235\n',
    html: '<!doctype html><html><body><h1>Thank you for your order!</h1></body></html>',
  },
  {
    id: 'mail-2',
    sentAt: '2025-11-20T16:00:00.000Z',
    kind: 'sign-in-link',
    to: 'Sam@Example.com',
    subject: 'Your Nutshell sign-in link',
    text: 'Hi Sam,\n\nSign in to Nutshell: http://localhost:3000/account/sign-in-link?token=t\n',
    html: '<!doctype html><html><body><p>Hi Sam,</p></body></html>',
  },
  {
    id: 'mail-1',
    sentAt: '2025-11-20T15:30:00.000Z',
    kind: 'order-confirmation',
    to: 'pat@example.com',
    subject: 'Your Nutshell order 100234',
    text: 'Thank you for your order!\n\nOrder number 100234\n',
    html: '<!doctype html><html><body><h1>Thank you for your order!</h1></body></html>',
  },
];

/** An OutboxReader over `messages` (CLI_OUTBOX by default), answering as DatabaseOutbox does. */
export function cliOutbox(messages: readonly OutboxMessage[] = CLI_OUTBOX): OutboxReader {
  return {
    list: async ({ limit, to }) =>
      [...messages]
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
        .filter((m) => to === undefined || m.to.toLowerCase() === to.toLowerCase())
        .slice(0, limit),
    get: async (id) => messages.find((m) => m.id === id),
  };
}
