import Table from 'cli-table3';

/** How tables are drawn: `colour` is true only when stdout is a TTY. */
export interface RenderOptions {
  readonly colour: boolean;
}

/** A column: its heading and whether its cells (numbers, money) align right. */
export interface Column {
  readonly head: string;
  readonly align?: 'left' | 'right';
}

/**
 * Renders rows under `columns` as a boxed cli-table3 table, ending with a newline.
 * Without colour the table is plain text (no ANSI escapes), so pipes and tests see stable output.
 */
export function renderTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  options: RenderOptions,
): string {
  const table = new Table({
    head: columns.map((c) => c.head),
    colAligns: columns.map((c) => c.align ?? 'left'),
    style: options.colour ? { head: ['cyan'], border: ['grey'] } : { head: [], border: [] },
  });
  for (const row of rows) table.push([...row]);
  return `${table.toString()}\n`;
}

/** Renders label/value pairs as a two-column table without a heading. */
export function renderPairs(pairs: readonly (readonly [string, string])[], options: RenderOptions): string {
  const table = new Table({
    colAligns: ['left', 'right'],
    style: options.colour ? { head: [], border: ['grey'] } : { head: [], border: [] },
  });
  for (const [label, value] of pairs) table.push([label, value]);
  return `${table.toString()}\n`;
}
