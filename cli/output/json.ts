/** JSON output for `--json` consumers: two-space indented, one trailing newline. */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
