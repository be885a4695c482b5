import { giftTitleOf, type GiftDrop } from '../../../core/gifting';
import { renderPairs, renderTable, type Column, type RenderOptions } from '../../output/table';

const LIST_COLUMNS: readonly Column[] = [
  { head: 'Id' },
  { head: 'Order' },
  { head: 'Sent' },
  { head: 'From' },
  { head: 'Gift' },
  { head: 'Recipients', align: 'right' },
  { head: 'Redeemed', align: 'right' },
];

const RECIPIENT_COLUMNS: readonly Column[] = [
  { head: 'Recipient id' },
  { head: 'Name' },
  { head: 'Email' },
  { head: 'Status' },
  { head: 'Mailed' },
  { head: 'Choice' },
  { head: 'Ships' },
  { head: 'Shipment order' },
];

const redeemedCount = (d: GiftDrop) => d.recipients.filter((r) => r.status === 'redeemed').length;

/**
 * Gift drops as a table (`nutshell gift list`): Id, Order, Sent (the drop's time, ISO), From (the sender's name and
 * e-mail), Gift (its title), Recipients and Redeemed (counts); 'No gifts.' when there are none.
 */
export function renderGiftList(drops: readonly GiftDrop[], options: RenderOptions): string {
  if (drops.length === 0) return 'No gifts.\n';
  const rows = drops.map((d) => [
    d.id,
    d.orderNumber,
    d.createdAt,
    `${d.sender.name} <${d.sender.email}>`,
    giftTitleOf(d.productKey),
    String(d.recipients.length),
    String(redeemedCount(d)),
  ]);
  return renderTable(LIST_COLUMNS, rows, options);
}

/**
 * One gift drop (`nutshell gift show`, `gift resend`): its details as pairs (Id, Order, Gift with SKU, From, Message,
 * Greeting card: the card's message and SKU, or '—'),
 * then its recipients as a table (Recipient id, Name, Email, Status, Mailed, Choice as product numbers, Ships: the ship
 * date and the address's city and state, Shipment order: the number of the order a redeemed gift ships as, or '—').
 */
export function renderGift(d: GiftDrop, options: RenderOptions): string {
  const pairs: [string, string][] = [
    ['Id', d.id],
    ['Order', d.orderNumber],
    ['Gift', `${giftTitleOf(d.productKey)} (${d.sku})`],
    ['From', `${d.sender.name} <${d.sender.email}>`],
    ['Message', d.message || '—'],
    ['Greeting card', d.greetingCard ? `${d.greetingCard.message} (${d.greetingCard.sku})` : '—'],
  ];
  const rows = d.recipients.map((r) => [
    r.id,
    r.name,
    r.email,
    r.status,
    r.sentAt,
    r.selection?.join(' ') ?? '—',
    r.shipOn ? `${r.shipOn} to ${r.shippingAddress?.city ?? ''}, ${r.shippingAddress?.state ?? ''}` : '—',
    r.orderNumber ?? '—',
  ]);
  return `${renderPairs(pairs, options)}${renderTable(RECIPIENT_COLUMNS, rows, options)}`;
}
