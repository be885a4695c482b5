import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The environment of the Node processes (server and CLI), validated with zod:
 * PORT (default 3000), HOST (default 127.0.0.1... '0.0.0.0' to listen on all interfaces),
 * NUTSHELL_DATA_DIR (default .data), DATABASE_URL (postgres://... uses PostgreSQL instead of PGlite),
 * NUTSHELL_CLIENT_ID / NUTSHELL_CLIENT_SECRET (the client-credentials client; default nutshell-local /
 * nutshell-local-secret), NUTSHELL_SERVER_URL (CLI: talk to this server), LOG_LEVEL.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  NUTSHELL_DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://').optional(),
  NUTSHELL_CLIENT_ID: z.string().min(3).default('nutshell-local'),
  NUTSHELL_CLIENT_SECRET: z.string().min(8).default('nutshell-local-secret'),
  NUTSHELL_SERVER_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

/** Parsed environment with an absolute data directory. */
export type NodeEnv = z.infer<typeof schema> & { readonly dataDir: string };

/** Parses `env`; throws an Error naming each bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): NodeEnv {
  const r = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!r.success) throw new Error(`invalid environment: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { ...r.data, dataDir: resolve(r.data.NUTSHELL_DATA_DIR) };
}

/** The project key of the local commerce API. */
export const PROJECT_KEY = 'nutshell';
