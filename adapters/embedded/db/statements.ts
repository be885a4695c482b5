/**
 * The statements of a migration script: split at each ';' outside a dollar-quoted body ($$ … $$, e.g. a PL/pgSQL
 * function's), trimmed, empty ones left out.
 */
export function statementsOf(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  sql.split('$$').forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(';');
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      out.push(current);
      current = piece;
    }
  });
  out.push(current);
  return out.map((st) => st.trim()).filter(Boolean);
}
