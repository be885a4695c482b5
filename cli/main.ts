import path from 'node:path';
import { z } from 'zod';
import { oneLine } from './commands/shared/report';
import { ExitCode } from './exit-codes';
import { buildProgram, runProgram, type CliDeps } from './program';

/** The environment `nutshell` reads (DESIGN §3.6: zod at every edge). */
const environment = z.object({
  /** Data directory of the embedded profile, relative to the working directory. */
  NUTSHELL_DATA_DIR: z.string().min(1).default('.data'),
  /** PostgreSQL instead of the PGlite file in the data directory. */
  DATABASE_URL: z.string().min(1).optional(),
  /** A running local server to talk to over HTTP. */
  NUTSHELL_SERVER_URL: z.url().optional(),
  /** The client-credentials client for the server's commerce API (defaults: nutshell-local / nutshell-local-secret). */
  NUTSHELL_CLIENT_ID: z.string().min(3).optional(),
  NUTSHELL_CLIENT_SECRET: z.string().min(8).optional(),
});

/** The output streams whose reader has gone (`nutshell catalog list | head -5`): nothing more is written to them. */
const closed = new Set<NodeJS.WriteStream>();

/**
 * A reader that stops early closes the pipe: the next write fails with EPIPE, which Unix tools take as the end
 * of their output, not as a failure. So the CLI stops writing to that stream and ends with the exit code its
 * command set (0 for a command that succeeded), without a stack trace. Any other stream error is rethrown.
 */
function endQuietlyWhenReaderCloses(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    closed.add(stream);
  });
}

function write(stream: NodeJS.WriteStream, text: string): void {
  if (!closed.has(stream)) stream.write(text);
}

endQuietlyWhenReaderCloses(process.stdout);
endQuietlyWhenReaderCloses(process.stderr);

/**
 * Entry point of `nutshell` (cli/bin/nutshell.mjs imports this module). Reads the environment, builds
 * the program and runs it; the outcome is `process.exitCode`, never process.exit, so open handles
 * are closed before Node exits. The commerce wiring is imported lazily so `--help` stays fast and never
 * opens the database.
 */
async function main(): Promise<void> {
  const parsed = environment.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    process.stderr.write(`nutshell: invalid environment: ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}\n`);
    process.exitCode = ExitCode.usage;
    return;
  }
  const env = parsed.data;
  const deps: CliDeps = {
    openCommerce: async () => {
      const { openCommerce } = await import('../adapters/wiring/node');
      return openCommerce({
        dataDir: path.resolve(process.cwd(), env.NUTSHELL_DATA_DIR),
        ...(env.DATABASE_URL !== undefined ? { databaseUrl: env.DATABASE_URL } : {}),
        ...(env.NUTSHELL_SERVER_URL !== undefined ? { serverUrl: env.NUTSHELL_SERVER_URL } : {}),
        ...(env.NUTSHELL_CLIENT_ID !== undefined ? { clientId: env.NUTSHELL_CLIENT_ID } : {}),
        ...(env.NUTSHELL_CLIENT_SECRET !== undefined ? { clientSecret: env.NUTSHELL_CLIENT_SECRET } : {}),
      });
    },
    stdout: (text) => write(process.stdout, text),
    stderr: (text) => write(process.stderr, text),
    setExitCode: (code) => {
      process.exitCode = code;
    },
    clock: { nowMs: () => Date.now() },
    colour: process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined,
  };
  await runProgram(buildProgram(deps), process.argv, deps);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`nutshell: ${oneLine(message)}\n`);
  process.exitCode = ExitCode.internal;
});
