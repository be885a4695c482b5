import type { Delivery } from './deliveries';

/**
 * The ids of the delivery detail pages (spec: catalogue-gifting §2 "Detail pages: /account/auto-delivery/details/{id}
 * or /account/auto-delivery-redesign/details/{id}. The id is the subscription-group id when the order holds
 * subscriptions. Otherwise it is the next ship date with dashes removed, joined to the address id, prefixed by the
 * interval in the redesign. A non-numeric id falls back to the list page.").
 */

/** The list pages: the classic one, and the redesign used when the autoDeliveryPortal flag is on. */
export const AUTO_DELIVERY_PATHS = {
  list: '/account/auto-delivery',
  redesign: '/account/auto-delivery-redesign',
  help: '/auto-delivery',
} as const;

type DeliveryKey = Pick<Delivery, 'shipOn' | 'shippingAddressId' | 'interval'> & {
  readonly id?: string;
  readonly subscriptions: readonly unknown[];
};

/**
 * A delivery's detail id: its subscription-group id when it holds subscriptions; otherwise the ship date without
 * dashes joined to the address id ('20261201' + '77'), prefixed by the interval in days in the redesign
 * ('28' + '20261201' + '77').
 */
export function deliveryDetailId(delivery: DeliveryKey, redesign: boolean): string {
  if (delivery.subscriptions.length > 0 && delivery.id !== undefined) return delivery.id;
  const dateAndAddress = `${delivery.shipOn.replaceAll('-', '')}${delivery.shippingAddressId}`;
  return redesign ? `${delivery.interval ?? ''}${dateAndAddress}` : dateAndAddress;
}

/** The detail page's path of a delivery: '/account/auto-delivery/details/1042' (or the redesign's). */
export function deliveryDetailPath(delivery: DeliveryKey, redesign: boolean): string {
  const base = redesign ? AUTO_DELIVERY_PATHS.redesign : AUTO_DELIVERY_PATHS.list;
  return `${base}/details/${deliveryDetailId(delivery, redesign)}`;
}

/**
 * The delivery a detail page's id names among `deliveries`, or undefined: the page then falls back to the list
 * (always for a non-numeric id, spec §2). A numeric id matches a delivery's detail id as that page writes it.
 */
export function deliveryForDetailId<D extends DeliveryKey>(
  deliveries: readonly D[],
  id: string,
  redesign: boolean,
): D | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  return deliveries.find((d) => deliveryDetailId(d, redesign) === id);
}
