import type { Command } from 'commander';
import type { z } from 'zod';
import { PortError } from '../../../core/shared';
import { domainError, type Result } from '../../../core/shared';
import { CLI_ERROR, ExitCode } from '../../exit-codes';
import { toJson } from '../../output/json';
import type { RenderOptions } from '../../output/table';
import type { CliDeps, CommerceSession } from './deps';
import { reportError } from './report';

/** A zod schema of a command's input; every command has `--json`. */
export type InputSchema = z.ZodType<{ readonly json: boolean }>;

/**
 * What a command does once commander has matched it: `schema` zod-parses the command's arguments
 * (by their names) merged with its options (by attribute name); `run` calls a use case of the session's
 * storefront, or reads the session's commerce port; `render` draws the value for humans; with `--json` the value (or
 * `json(value)`) is printed instead.
 */
export interface ActionSpec<S extends InputSchema, T> {
  readonly schema: S;
  run(session: CommerceSession, input: z.output<S>): Promise<Result<T>>;
  render(value: T, input: z.output<S>, options: RenderOptions): string;
  json?(value: T): unknown;
}

/** The raw command line of a matched command: arguments by name, then options by attribute name. */
function rawInput(command: Command): Record<string, unknown> {
  const args = command.registeredArguments.map((a, i) => [a.name(), command.processedArgs[i]] as const);
  return { ...command.opts(), ...Object.fromEntries(args) };
}

/** How the user typed the field a zod issue is about: `<quantity>` or `--limit`. */
function fieldLabel(command: Command, key: PropertyKey | undefined): string {
  if (typeof key !== 'string') return 'input';
  if (command.registeredArguments.some((a) => a.name() === key)) return `<${key}>`;
  const option = command.options.find((o) => o.attributeName() === key);
  return option?.long ?? key;
}

function invalidInput(command: Command, issues: readonly z.core.$ZodIssue[]) {
  const issue = issues[0];
  const message = issue ? `${fieldLabel(command, issue.path[0])}: ${issue.message}` : 'invalid input';
  return domainError(CLI_ERROR.invalidInput, message);
}

/** PortError (or one from another copy of the module) means the service is unreachable. */
function isPortError(error: unknown): error is Error {
  return error instanceof PortError || (error instanceof Error && error.name === 'PortError');
}

/**
 * Installs `spec` as the action of `command`. Bad input is reported (exit 2) before the commerce
 * platform is opened; domain errors map through exit-codes.ts; PortError exits 10; the session is
 * always closed. Other exceptions are bugs and propagate to runProgram.
 */
export function attachAction<S extends InputSchema, T>(
  command: Command,
  deps: CliDeps,
  spec: ActionSpec<S, T>,
): Command {
  return command.action(async () => {
    const raw = rawInput(command);
    const json = raw['json'] === true;
    const parsed = spec.schema.safeParse(raw);
    if (!parsed.success) return reportError(deps, invalidInput(command, parsed.error.issues), json);
    const input = parsed.data;
    try {
      const session = await deps.openSession();
      let result: Result<T>;
      try {
        result = await spec.run(session, input);
      } finally {
        await session.close();
      }
      if (!result.ok) return reportError(deps, result.error, json);
      const value = result.value;
      deps.stdout(
        json
          ? toJson(spec.json ? spec.json(value) : value)
          : spec.render(value, input, { colour: deps.colour ?? false }),
      );
      deps.setExitCode(ExitCode.ok);
    } catch (error) {
      if (!isPortError(error)) throw error;
      reportError(deps, domainError(CLI_ERROR.unavailable, `service unavailable: ${error.message}`), json);
    }
  });
}

/** Appends an "Examples:" section to the command's --help. */
export function withExamples(command: Command, examples: readonly string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${examples.map((e) => `  $ ${e}`).join('\n')}\n`);
}
