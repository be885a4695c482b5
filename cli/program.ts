import { Command, CommanderError } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { domainError } from '../core/shared';
import { cartCommand } from './commands/cart';
import { catalogCommand } from './commands/catalog';
import { mailCommand } from './commands/mail';
import { customerCommand } from './commands/customer';
import { businessCommand } from './commands/business';
import { resellerCommand } from './commands/reseller';
import { customizerCommand } from './commands/customizer';
import { orderCommand } from './commands/order';
import { staffCommand } from './commands/staff';
import { subscriptionsCommand } from './commands/subscriptions';
import { giftCommand } from './commands/gift';
import { contentCommand } from './commands/content';
import type { CliDeps } from './commands/shared/deps';
import { oneLine, reportError } from './commands/shared/report';
import { CLI_ERROR, ExitCode } from './exit-codes';
import { toJson } from './output/json';

export type { CliDeps, CommerceSession } from './commands/shared/deps';

/** Every command below `command`, depth first, with its full path ('cart show'). */
function leafCommands(command: Command, prefix = ''): { path: string; command: Command }[] {
  return command.commands.flatMap((child) => {
    const path = `${prefix}${child.name()}`;
    return child.commands.length > 0 ? leafCommands(child, `${path} `) : [{ path, command: child }];
  });
}

/** The "All commands" section of `nutshell --help`: one line per leaf command with its usage. */
function allCommandsHelp(program: Command): string {
  const lines = leafCommands(program).map(
    ({ path, command }) => [`nutshell ${path} ${command.usage()}`, command.description()] as const,
  );
  const width = Math.max(...lines.map(([usage]) => usage.length));
  const commands = lines.map(([usage, text]) => `  ${usage.padEnd(width)}  ${text}`).join('\n');
  return (
    `\nAll commands:\n${commands}\n\n` +
    'Exit codes: 0 ok, 2 bad input, 3 not found, 4 conflict (cart changed), 5 rejected by a rule, ' +
    '10 service unavailable.\n'
  );
}

/** commander writes through deps, throws instead of exiting, and prints errors as `nutshell: <message>`. */
function configureTree(command: Command, deps: CliDeps): void {
  command.exitOverride().configureOutput({
    writeOut: (text) => deps.stdout(text),
    writeErr: (text) => deps.stderr(text),
    outputError: (text, write) => write(`nutshell: ${oneLine(text.replace(/^error: /, ''))}\n`),
  });
  for (const child of command.commands) configureTree(child, deps);
}

/**
 * Builds the `nutshell` program (DESIGN §2 cli/, §3.10) with the groups `cart`, `order`, `catalog`, `mail`,
 * `customer`, `business`, `reseller`, `staff`, `subscriptions`, `customizer` and `gift`.
 * Each command is a factory in cli/commands/ that zod-parses its input, supports `--json` and sets an
 * exit code from exit-codes.ts. The program never calls process.exit: run it with runProgram.
 */
export function buildProgram(deps: CliDeps): Command {
  const program = new Command('nutshell')
    .description(
      "Nutshell CX agent tool: fix a customer's cart; look up orders, the catalogue and the mail outbox; " +
        'manage subscriptions',
    )
    .version(packageJson.version, '-V, --version', 'print the version')
    .addCommand(cartCommand(deps))
    .addCommand(orderCommand(deps))
    .addCommand(catalogCommand(deps))
    .addCommand(mailCommand(deps))
    .addCommand(customerCommand(deps))
    .addCommand(businessCommand(deps))
    .addCommand(resellerCommand(deps))
    .addCommand(staffCommand(deps))
    .addCommand(subscriptionsCommand(deps))
    .addCommand(customizerCommand(deps))
    .addCommand(giftCommand(deps))
    .addCommand(contentCommand(deps));
  program.addHelpText('after', () => allCommandsHelp(program));
  configureTree(program, deps);
  return program;
}

/**
 * Parses `argv` (node-style: [node, script, ...args]) and runs the matched command. Help and version
 * exit 0; commander usage errors exit 2 (message already on stderr; with --json also on stdout);
 * unexpected exceptions are bugs: one line `nutshell: internal error: ...`, exit 1.
 */
export async function runProgram(program: Command, argv: readonly string[], deps: CliDeps): Promise<void> {
  const json = argv.includes('--json');
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      deps.setExitCode(error.exitCode === 0 ? ExitCode.ok : ExitCode.usage);
      if (error.exitCode !== 0 && json) {
        const message =
          error.code === 'commander.help' ? 'missing command; see --help' : error.message.replace(/^error: /, '');
        deps.stdout(toJson({ error: { code: CLI_ERROR.usage, message } }));
      }
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    reportError(deps, domainError(CLI_ERROR.internal, `internal error: ${message}`), json);
  }
}
