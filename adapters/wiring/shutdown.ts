import type { RunningServer } from './node';

/** What a graceful shutdown needs besides the server: its time bound, where it reports, how the process ends. */
export interface ShutdownOptions {
  /** How long close() may take, in ms (NUTSHELL_SHUTDOWN_TIMEOUT_MS, default 10000). */
  readonly timeoutMs: number;
  /** Writes one line of the server's log (stderr). */
  readonly log: (line: string) => void;
  /** Ends the process with `code` (process.exit). */
  readonly exit: (code: number) => void;
}

/**
 * Stops `server` once: `server.close()` (drain in-flight requests, stop the scheduler, close the database), then
 * exit 0; if it throws, or has not finished within `timeoutMs`, logs why and exits 1. A second call while it runs
 * does nothing. Returns when the exit has been asked for.
 */
export async function shutdown(server: Pick<RunningServer, 'close'>, reason: string, o: ShutdownOptions) {
  o.log(`nutshell server: ${reason}: draining requests and closing the database (at most ${o.timeoutMs} ms)`);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), o.timeoutMs);
  });
  try {
    const outcome = await Promise.race([server.close().then(() => 'closed' as const), timedOut]);
    if (outcome === 'timeout') {
      o.log(`nutshell server: shutdown did not finish within ${o.timeoutMs} ms; exiting anyway`);
      o.exit(1);
    } else {
      o.log('nutshell server: stopped');
      o.exit(0);
    }
  } catch (e) {
    o.log(`nutshell server: shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
    o.exit(1);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT (a cluster primary forwards SIGTERM to each worker, which runs
 * this); later signals while it runs are ignored, so a second Ctrl-C does not cut the drain short.
 */
export function shutdownOnSignals(server: Pick<RunningServer, 'close'>, o: ShutdownOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void shutdown(server, signal, o);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
