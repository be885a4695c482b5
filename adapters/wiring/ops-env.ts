import { z } from 'zod';
import { DEFAULT_MAX_IN_FLIGHT } from '../embedded/server/load-shedding';

/**
 * The operators' environment variables of the server (parsed with the rest by env.ts parseEnv):
 * - NUTSHELL_SHUTDOWN_TIMEOUT_MS (default 10000): how long a SIGTERM/SIGINT may take to drain in-flight requests and
 *   close the database before the server gives up and exits 1 (shutdown.ts);
 * - NUTSHELL_METRICS=1 (default 0): Prometheus metrics at GET /metrics (metrics.ts); off, that path answers 404;
 * - NUTSHELL_MAX_IN_FLIGHT (default 256, 1 to 100000): requests one server process works on at once; more are
 *   answered 503 'server/busy' with `Retry-After: 1` at once (load-shedding.ts).
 */
const MAX_IN_FLIGHT_MESSAGE = 'NUTSHELL_MAX_IN_FLIGHT must be a whole number from 1 to 100000';

const operatorSchema = z.object({
  NUTSHELL_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  NUTSHELL_METRICS: z.enum(['0', '1'], { message: 'NUTSHELL_METRICS must be 0 or 1' }).default('0'),
  NUTSHELL_MAX_IN_FLIGHT: z.coerce
    .number({ message: MAX_IN_FLIGHT_MESSAGE })
    .int({ message: MAX_IN_FLIGHT_MESSAGE })
    .min(1, { message: MAX_IN_FLIGHT_MESSAGE })
    .max(100_000, { message: MAX_IN_FLIGHT_MESSAGE })
    .default(DEFAULT_MAX_IN_FLIGHT),
});

/** The parsed operators' variables. */
export type OperatorEnv = z.infer<typeof operatorSchema>;

/**
 * Parses the operators' variables of `env` (empty values count as unset). Throws an Error naming each bad variable,
 * e.g. `invalid environment: NUTSHELL_METRICS: NUTSHELL_METRICS must be 0 or 1`.
 */
export function parseOperatorEnv(env: NodeJS.ProcessEnv): OperatorEnv {
  const set = (name: keyof OperatorEnv) => (env[name] === '' ? undefined : env[name]);
  const r = operatorSchema.safeParse({
    NUTSHELL_SHUTDOWN_TIMEOUT_MS: set('NUTSHELL_SHUTDOWN_TIMEOUT_MS'),
    NUTSHELL_METRICS: set('NUTSHELL_METRICS'),
    NUTSHELL_MAX_IN_FLIGHT: set('NUTSHELL_MAX_IN_FLIGHT'),
  });
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`invalid environment: ${issues}`);
}
