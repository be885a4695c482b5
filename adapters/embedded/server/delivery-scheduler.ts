import type { AutoDeliveryService } from '../../../ports/auto-delivery-service';

/** How the scheduler reports each pass: a summary line's fields, or the error a pass threw. */
export interface SchedulerLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** A running scheduler: `stop` clears its timer and waits for a pass under way. */
export interface DeliveryScheduler {
  stop(): Promise<void>;
}

/**
 * The server's auto-delivery scheduler (spec: catalogue-gifting §4 Subscription; DESIGN "Identity, mail and jobs"):
 * every `intervalMs` milliseconds it runs the day's due deliveries (AutoDeliveryService.runDue for today by the
 * clock) as `worker`; passes never overlap, and a failed pass is logged and the next one runs as planned. Every server
 * process may run one on the same PostgreSQL: the delivery runs' claims make each order once. The timer does not keep
 * the process alive.
 */
export function startDeliveryScheduler(
  service: Pick<AutoDeliveryService, 'runDue'>,
  options: {
    readonly intervalMs: number;
    readonly leaseMs: number;
    readonly worker: string;
    readonly log: SchedulerLog;
  },
): DeliveryScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    try {
      const r = await service.runDue(options.worker, { leaseMs: options.leaseMs });
      if (!r.ok) options.log.error({ code: r.error.code }, r.error.message);
      else if (r.value.ordered.length + r.value.declined.length + r.value.failed.length > 0) {
        const { date, ordered, declined, failed, empty, lost } = r.value;
        options.log.info(
          { date, ordered: ordered.length, declined: declined.length, failed: failed.length, empty, lost },
          'auto-delivery run',
        );
      }
    } catch (error) {
      options.log.error({ error: error instanceof Error ? error.message : String(error) }, 'auto-delivery run failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(schedule);
    }, options.intervalMs);
    timer.unref?.();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
