/**
 * The order reason labels a CX agent gives a payment adjustment or a courtesy credit (spec: core-cart-checkout §6
 * Roles and permissions: "Order reason labels: Sample Order, … and a courtesy credit label"), verbatim, in the
 * spec's order. The spec names the courtesy credit label without its text; ours is 'Courtesy Credit'.
 */
export const ORDER_REASON_LABELS = [
  'Sample Order',
  'Supervisor Approved/Escalation',
  'Mail Order',
  'B2B - FE - Ship from another DC',
  'B2B - FE - Ship without',
  'CX - FE - Ship from another DC',
  'CX - FE - Ship without',
  'Delivered/Not Received',
  'Spilled/Torn Bag',
  'Damaged Bag',
  'Damaged Box',
  'Lost order',
  'Stale',
  'Rancid',
  'Foreign Object',
  'Mold/Fungus',
  'Incorrect product received',
  'Melted product',
  'Courtesy Credit',
] as const;

/** One of ORDER_REASON_LABELS. */
export type OrderReasonLabel = (typeof ORDER_REASON_LABELS)[number];

/** The label of a courtesy credit (store credit a CX agent issues): the last of ORDER_REASON_LABELS. */
export const COURTESY_CREDIT_LABEL: OrderReasonLabel = 'Courtesy Credit';

/** Whether `label` is one of ORDER_REASON_LABELS, exactly. */
export function isOrderReasonLabel(label: string): label is OrderReasonLabel {
  return (ORDER_REASON_LABELS as readonly string[]).includes(label);
}
