import type { ContentEntry } from '../../core/content';
import { renderTable, type RenderOptions } from './table';

/** An instant in ms as 'YYYY-MM-DD HH:MM UTC'. */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The URL path an entry targets (its urlPath condition), or ''. */
function pathOf(entry: ContentEntry): string {
  const condition = entry.query.find((c) => c.property === 'urlPath' && c.operator === 'is');
  return condition ? String(condition.value) : '';
}

/**
 * Content entries as a table (`nutshell content list`): model, name, state, path (its urlPath), id, updated;
 * 'No content entries.' when there are none.
 */
export function renderContentEntries(entries: readonly ContentEntry[], options: RenderOptions): string {
  if (entries.length === 0) return 'No content entries.\n';
  const columns = ['Model', 'Name', 'State', 'Path', 'Id', 'Updated'];
  const rows = entries.map((e) => [e.modelName, e.name, e.published, pathOf(e), e.id, utc(e.lastUpdated)]);
  return renderTable(
    columns.map((head) => ({ head })),
    rows,
    options,
  );
}

/** One entry (`nutshell content get`): its facts, then its data as indented JSON. */
export function renderContentEntry(entry: ContentEntry): string {
  const facts = [
    `${entry.modelName} ${entry.name} (${entry.published})`,
    `Id: ${entry.id}`,
    `Updated: ${utc(entry.lastUpdated)}`,
    ...(entry.query.length > 0
      ? [`Targeting: ${entry.query.map((c) => `${c.property} ${c.operator} ${JSON.stringify(c.value)}`).join(', ')}`]
      : []),
    ...(entry.priority !== undefined ? [`Priority: ${entry.priority}`] : []),
  ];
  return `${facts.join('\n')}\n${JSON.stringify(entry.data, null, 2)}\n`;
}

/** A write's outcome, one line: 'Saved page about-us (draft), id {id}.' */
export function renderContentWrite(verb: string, entry: ContentEntry): string {
  return `${verb} ${entry.modelName} ${entry.name} (${entry.published}), id ${entry.id}.\n`;
}
