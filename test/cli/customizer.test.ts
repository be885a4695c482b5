import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/testing/run-cli';

/**
 * `nutshell customizer encode|decode` (spec: catalogue-gifting §3 Customizer selection encoding): no session is ever
 * opened; tables for humans, `--json` for scripts, exit 2 with one clear line for bad input.
 */
describe('nutshell customizer', () => {
  it('encodes a mix: 3 characters and the parts per ingredient, as a table', async () => {
    const run = await runCli(['customizer', 'encode', 'mix', '1007:3', '1204:1']);
    expect(run).toMatchObject({ exitCode: 0, stderr: '', sessionsOpened: 0 });
    expect(run.stdout).toBe(
      [
        '┌──────┬────────────────┬─────────┬───────┐',
        '│ Slot │ Product number │ Encoded │ Parts │',
        '├──────┼────────────────┼─────────┼───────┤',
        '│    1 │           1007 │ 0gL     │     3 │',
        '├──────┼────────────────┼─────────┼───────┤',
        '│    2 │           1204 │ 0k4     │     1 │',
        '└──────┴────────────────┴─────────┴───────┘',
        'Selection: 0gL30k41',
        '',
      ].join('\n'),
    );
  });

  it("encodes a tray with '-' for an empty section, as JSON", async () => {
    const run = await runCli(['customizer', 'encode', 'tray', '1007', '-', '1204', '-', '215999', '--json']);
    expect(run).toMatchObject({ exitCode: 0, stderr: '', sessionsOpened: 0 });
    expect(JSON.parse(run.stdout)).toEqual({
      kind: 'tray',
      selection: '0gL0000k4000XXX',
      slots: [{ productNumber: 1007 }, null, { productNumber: 1204 }, null, { productNumber: 215999 }],
    });
  });

  it('decodes a box, showing empty slots as 000', async () => {
    const run = await runCli(['customizer', 'decode', 'box', '0gL000']);
    expect(run).toMatchObject({ exitCode: 0, stderr: '', sessionsOpened: 0 });
    expect(run.stdout).toBe(
      [
        '┌──────┬────────────────┬─────────┐',
        '│ Slot │ Product number │ Encoded │',
        '├──────┼────────────────┼─────────┤',
        '│    1 │           1007 │ 0gL     │',
        '├──────┼────────────────┼─────────┤',
        '│    2 │              — │ 000     │',
        '└──────┴────────────────┴─────────┘',
        'Selection: 0gL000',
        '',
      ].join('\n'),
    );
  });

  it('decodes a mix as JSON: the inverse of encode', async () => {
    const run = await runCli(['customizer', 'decode', 'mix', '0gL30k41', '--json']);
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      kind: 'mix',
      selection: '0gL30k41',
      slots: [
        { productNumber: 1007, parts: 3 },
        { productNumber: 1204, parts: 1 },
      ],
    });
  });

  it('exits 2 with the reason for a selection that does not decode', async () => {
    const cases: [string[], string][] = [
      [['mix', '0gL0'], "Slot 1: parts must be 1 to 9, not '0'."],
      [['mix', '0gL30001'], "A mix has no empty slots (slot 2 is '000')."],
      [['mix', '0gL'], 'A mix selection is a multiple of 4 characters long, not 3.'],
      [['tray', '000'.repeat(6)], 'A tray has 1 to 5 sections, not 6.'],
      [['box', '0g!'], "Unknown symbol '!' at position 3."],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(['customizer', 'decode', ...args, '--json']);
      expect({ args, exitCode: run.exitCode, stderr: run.stderr, sessionsOpened: run.sessionsOpened }).toEqual({
        args,
        exitCode: 2,
        stderr: `nutshell: ${message}\n`,
        sessionsOpened: 0,
      });
      expect(JSON.parse(run.stdout)).toEqual({ error: { code: 'customizer/invalid-selection', message } });
    }
  });

  it('exits 2 for slots that make no selection or cannot be read, and for an unknown kind', async () => {
    const cases: [string[], string][] = [
      [['encode', 'mix', '1007:0'], 'nutshell: Slot 1: parts must be 1 to 9, not 0.\n'],
      [
        ['encode', 'mix', '1007:3', '-'],
        "nutshell: <slots>: slot 2 '-' is not a product number and its parts, like 1007:3\n",
      ],
      [['encode', 'mix', ...Array(11).fill('1007:1')], 'nutshell: A mix holds 1 to 10 ingredients, not 11.\n'],
      [
        ['encode', 'box', '1007', 'almonds'],
        "nutshell: <slots>: slot 2 'almonds' is not a product number (like 1007) or - for an empty slot\n",
      ],
      [['encode', 'tray', '0'], 'nutshell: Slot 1: a product number must be a whole number from 1 to 215999, not 0.\n'],
      [['encode', 'basket', '1007'], 'nutshell: <kind>: must be mix, box, tray or bundle\n'],
      [['decode', 'basket', '0gL'], 'nutshell: <kind>: must be mix, box, tray or bundle\n'],
    ];
    for (const [args, stderr] of cases) {
      const run = await runCli(['customizer', ...args]);
      expect({ args, exitCode: run.exitCode, stderr: run.stderr, stdout: run.stdout }).toEqual({
        args,
        exitCode: 2,
        stderr,
        stdout: '',
      });
    }
  });

  it('encodes the gift box bundle 9910-03: its 3 gift boxes with their shipments, as a table and as JSON', async () => {
    const run = await runCli(['customizer', 'encode', 'bundle', '8009', '8010', '8012']);
    expect(run).toMatchObject({ exitCode: 0, stderr: '', sessionsOpened: 0 });
    expect(run.stdout).toBe(
      [
        '┌──────┬────────────────┬─────────┬────────────────────────────┐',
        '│ Slot │ Product number │ Encoded │ Ships                      │',
        '├──────┼────────────────┼─────────┼────────────────────────────┤',
        '│    1 │           8009 │ 2dt     │ ship immediately           │',
        '├──────┼────────────────┼─────────┼────────────────────────────┤',
        '│    2 │           8010 │ 2du     │ one month after first box  │',
        '├──────┼────────────────┼─────────┼────────────────────────────┤',
        '│    3 │           8012 │ 2dw     │ one month after second box │',
        '└──────┴────────────────┴─────────┴────────────────────────────┘',
        'Selection: 2dt2du2dw',
        '',
      ].join('\n'),
    );
    const json = await runCli(['customizer', 'encode', 'bundle', '8009', '8010', '8012', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      kind: 'bundle',
      selection: '2dt2du2dw',
      slots: [{ productNumber: 8009 }, { productNumber: 8010 }, { productNumber: 8012 }],
    });
  });

  it('decodes a bundle: the inverse of encode', async () => {
    const run = await runCli(['customizer', 'decode', 'bundle', '2dt2du2dw', '--json']);
    expect(run).toMatchObject({ exitCode: 0, stderr: '', sessionsOpened: 0 });
    expect(JSON.parse(run.stdout)).toEqual({
      kind: 'bundle',
      selection: '2dt2du2dw',
      slots: [{ productNumber: 8009 }, { productNumber: 8010 }, { productNumber: 8012 }],
    });
    const table = await runCli(['customizer', 'decode', 'bundle', '2dt2du2dw']);
    expect(table.stdout).toContain('│    3 │           8012 │ 2dw     │ one month after second box │');
  });

  it('exits 2 with the reason for a bundle that is not 3 gift boxes', async () => {
    const incomplete = 'Choose a gift box for each of the 3 shipments.';
    const cases: [string[], string][] = [
      [['encode', 'bundle', '8009', '8010'], incomplete],
      [['encode', 'bundle', '8009', '8010', '8011', '8012'], incomplete],
      [['encode', 'bundle', '8009', '-', '8011'], incomplete],
      [['encode', 'bundle', '8009', '1007', '8011'], 'Shipment 2: 1007 is not a gift box.'],
      [['decode', 'bundle', '2dt2du'], incomplete],
      [['decode', 'bundle', '2dt0002dw'], incomplete],
      [['decode', 'bundle', '2dt2du0gL'], 'Shipment 3: 1007 is not a gift box.'],
      [['decode', 'bundle', '2dt2d!2dw'], "Unknown symbol '!' at position 6."],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(['customizer', ...args, '--json']);
      expect({ args, exitCode: run.exitCode, stderr: run.stderr, sessionsOpened: run.sessionsOpened }).toEqual({
        args,
        exitCode: 2,
        stderr: `nutshell: ${message}\n`,
        sessionsOpened: 0,
      });
      expect(JSON.parse(run.stdout)).toEqual({ error: { code: 'customizer/invalid-selection', message } });
    }
  });

  it('refuses a missing slot list as a usage error (exit 2)', async () => {
    const run = await runCli(['customizer', 'encode', 'mix', '--json']);
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({
      error: { code: 'cli/usage', message: "missing required argument 'slots'" },
    });
  });

  it('lists both commands in --help', async () => {
    const run = await runCli(['--help']);
    expect(run.stdout).toContain('nutshell customizer encode [options] <kind> <slots...>');
    expect(run.stdout).toContain('nutshell customizer decode [options] <kind> <selection>');
  });
});
