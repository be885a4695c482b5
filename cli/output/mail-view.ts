import type { OutboxMessage } from '../../ports/mail';
import { formatTimestamp } from './format';
import { renderTable, type RenderOptions } from './table';

/** Messages as a table: Id, Sent at, Kind, To, Subject. */
export function renderMailList(messages: readonly OutboxMessage[], options: RenderOptions): string {
  if (messages.length === 0) return 'No messages.\n';
  const rows = messages.map((m) => [m.id, formatTimestamp(m.sentAt), m.kind, m.to, m.subject]);
  const columns = [{ head: 'Id' }, { head: 'Sent at' }, { head: 'Kind' }, { head: 'To' }, { head: 'Subject' }];
  return renderTable(columns, rows, options);
}

/** One message: its headers (Id, Sent at, Kind, To, Subject), a blank line, then its plain text. */
export function renderMail(message: OutboxMessage): string {
  const headers = [
    `Id: ${message.id}`,
    `Sent at: ${formatTimestamp(message.sentAt)}`,
    `Kind: ${message.kind}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
  ];
  return `${headers.join('\n')}\n\n${message.text.endsWith('\n') ? message.text : `${message.text}\n`}`;
}
