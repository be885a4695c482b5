import { buildProgram, runProgram } from '../program';
import { FakeCommerce } from './fake-commerce';

/** What one CLI run produced: everything written to stdout and stderr, the exit code, sessions opened. */
export interface CliRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
  readonly sessionsOpened: number;
  readonly sessionsClosed: number;
}

/**
 * Runs `nutshell <args...>` in process against `commerce` (a fresh FakeCommerce by default), exactly as
 * cli/main.ts does but with captured output. For tests only.
 */
export async function runCli(args: readonly string[], commerce: FakeCommerce = new FakeCommerce()): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  let exitCode = 0;
  let sessionsOpened = 0;
  let sessionsClosed = 0;
  const deps = {
    openCommerce: async () => {
      sessionsOpened += 1;
      return { commerce, close: async () => void (sessionsClosed += 1) };
    },
    stdout: (text: string) => void (stdout += text),
    stderr: (text: string) => void (stderr += text),
    setExitCode: (code: number) => void (exitCode = code),
  };
  await runProgram(buildProgram(deps), ['node', 'nutshell', ...args], deps);
  return { stdout, stderr, exitCode, sessionsOpened, sessionsClosed };
}
