import { parseEnv, type NodeEnv } from '../adapters/wiring/env';
import { oneLine } from './commands/shared/report';
import { ExitCode } from './exit-codes';
import { terminalProgressBar } from './output/progress';
import { buildProgram, runProgram, type CliDeps } from './program';

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
 * are closed before Node exits. The environment is read by the one schema of the Node processes
 * (adapters/wiring/env.ts). The commerce wiring is imported lazily so `--help` stays fast and never
 * opens the database.
 */
async function main(): Promise<void> {
  let env: NodeEnv;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    process.stderr.write(`nutshell: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
    process.exitCode = ExitCode.usage;
    return;
  }
  const deps: CliDeps = {
    openSession: async () => (await import('../adapters/wiring/node')).openCli(env),
    stdout: (text) => write(process.stdout, text),
    stderr: (text) => write(process.stderr, text),
    setExitCode: (code) => {
      process.exitCode = code;
    },
    colour: process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined,
    ...(process.stdout.isTTY && process.stderr.isTTY
      ? { progressBar: (total: number) => terminalProgressBar(total, process.stderr) }
      : {}),
  };
  await runProgram(buildProgram(deps), process.argv, deps);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`nutshell: ${oneLine(message)}\n`);
  process.exitCode = ExitCode.internal;
});
