import { formatMoney } from '../../core/shared';
import type { StoreCreditAccount } from '../../ports/stored-value';
import { formatTimestamp } from './format';
import { renderTable, type RenderOptions } from './table';

/**
 * A store credit account: 'Balance: $12.50', a blank line, then its ledger newest first as a table of Date, Amount,
 * Reason, Note, Order and Issued by ('No store credit entries.' when empty).
 */
export function renderStoreCredit(account: StoreCreditAccount, options: RenderOptions): string {
  const head = `Balance: ${formatMoney(account.balance)}\n\n`;
  if (account.entries.length === 0) return `${head}No store credit entries.\n`;
  const columns = [
    { head: 'Date' },
    { head: 'Amount', align: 'right' as const },
    { head: 'Reason' },
    { head: 'Note' },
    { head: 'Order' },
    { head: 'Issued by' },
  ];
  const rows = account.entries.map((e) => [
    formatTimestamp(e.createdAt),
    formatMoney(e.amount),
    e.reason,
    e.note ?? '—',
    e.orderNumber ?? '—',
    e.issuedBy ?? '—',
  ]);
  return head + renderTable(columns, rows, options);
}
