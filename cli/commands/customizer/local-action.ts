import type { Command } from 'commander';
import type { z } from 'zod';
import { domainError, type Result } from '../../../core/shared';
import { CLI_ERROR, ExitCode } from '../../exit-codes';
import { toJson } from '../../output/json';
import type { RenderOptions } from '../../output/table';
import type { CliDeps } from '../shared/deps';
import { reportError } from '../shared/report';

/** A zod schema of a local command's input; every command has `--json`. */
export type LocalInputSchema = z.ZodType<{ readonly json: boolean }>;

/**
 * A command that needs no session (no database, no server): `schema` zod-parses its arguments (by name) and options;
 * `run` computes a Result from them alone; `render` draws the value for humans, `--json` prints `json(value)`.
 */
export interface LocalActionSpec<S extends LocalInputSchema, T> {
  readonly schema: S;
  run(input: z.output<S>): Result<T>;
  render(value: T, options: RenderOptions): string;
  json(value: T): unknown;
}

/** The raw command line of a matched command: its options by attribute name, then its arguments by name. */
function rawInput(command: Command): Record<string, unknown> {
  const args = command.registeredArguments.map((a, i) => [a.name(), command.processedArgs[i]] as const);
  return { ...command.opts(), ...Object.fromEntries(args) };
}

/** How the user typed the field a zod issue is about: `<kind>` or `--json`. */
function fieldLabel(command: Command, key: PropertyKey | undefined): string {
  if (typeof key !== 'string') return 'input';
  if (command.registeredArguments.some((a) => a.name() === key)) return `<${key}>`;
  return command.options.find((o) => o.attributeName() === key)?.long ?? key;
}

/**
 * Installs `spec` as the action of `command`, never opening a session: bad input is 'cli/invalid-input' (exit 2),
 * a failed Result exits by its code (exit-codes.ts), a value prints as a table or, with `--json`, as JSON (exit 0).
 */
export function attachLocalAction<S extends LocalInputSchema, T>(
  command: Command,
  deps: CliDeps,
  spec: LocalActionSpec<S, T>,
): Command {
  return command.action(() => {
    const raw = rawInput(command);
    const json = raw['json'] === true;
    const parsed = spec.schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue ? `${fieldLabel(command, issue.path[0])}: ${issue.message}` : 'invalid input';
      return reportError(deps, domainError(CLI_ERROR.invalidInput, message), json);
    }
    const result = spec.run(parsed.data);
    if (!result.ok) return reportError(deps, result.error, json);
    deps.stdout(json ? toJson(spec.json(result.value)) : spec.render(result.value, { colour: deps.colour ?? false }));
    deps.setExitCode(ExitCode.ok);
  });
}
