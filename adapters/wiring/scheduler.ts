import { cryptoIds } from '../system/node-system';
import {
  startDeliveryScheduler,
  type DeliveryScheduler,
  type SchedulerLog,
} from '../embedded/server/delivery-scheduler';
import type { EmbeddedServices } from './embedded-services';
import type { NodeEnv } from './env';

/**
 * The server's auto-delivery scheduler (every NUTSHELL_SCHEDULER_INTERVAL_MS, the day's due deliveries ordered with
 * leases of NUTSHELL_DELIVERY_LEASE_MS), logging through the server's logger; undefined when the interval is 0.
 */
export function deliverySchedulerOf(
  env: NodeEnv,
  services: Pick<EmbeddedServices, 'autoDelivery'>,
  log: SchedulerLog,
): DeliveryScheduler | undefined {
  if (env.NUTSHELL_SCHEDULER_INTERVAL_MS === 0) return undefined;
  const worker = `server-${process.pid}-${cryptoIds.uuid().slice(0, 8)}`;
  const timing = { intervalMs: env.NUTSHELL_SCHEDULER_INTERVAL_MS, leaseMs: env.NUTSHELL_DELIVERY_LEASE_MS };
  return startDeliveryScheduler(services.autoDelivery, { ...timing, worker, log });
}
