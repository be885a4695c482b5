import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import { CONTENT_MODELS, contentFileSchema, type ContentState } from '../../../core/content';
import { domainError, err, ok } from '../../../core/shared';
import { renderContentEntries, renderContentEntry, renderContentWrite } from '../../output/content-view';
import { CLI_ERROR } from '../../exit-codes';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { contentEditorOf, editResult } from './editor-of';

const model = z.enum(CONTENT_MODELS, { message: `one of ${CONTENT_MODELS.join(', ')}` });
const idOrName = z.string().min(1).max(200);

/** `nutshell content list [model] [--json]`: every entry (drafts and archived too), by model and name. */
function listCommand(deps: CliDeps): Command {
  const command = new Command('list')
    .description('list content entries, drafts and archived ones too')
    .argument('[model]', `a content model: ${CONTENT_MODELS.join(', ')}`)
    .option('--json', 'print the entries as JSON');
  withExamples(command, ['nutshell content list', 'nutshell content list page --json']);
  return attachAction(command, deps, {
    schema: z.strictObject({ model: model.optional(), json: jsonFlag }),
    run: async (session, input) => {
      const editor = contentEditorOf(session);
      return editor.ok ? ok(await editor.value.list(input.model)) : editor;
    },
    render: (entries, _input, options) => renderContentEntries(entries, options),
  });
}

/** `nutshell content get <model> <name|id> [--json]`: one entry; exit 3 when there is none. */
function getCommand(deps: CliDeps): Command {
  const command = new Command('get')
    .description('show one content entry and its data')
    .argument('<model>', 'the content model')
    .argument('<nameOrId>', "the entry's name or id")
    .option('--json', 'print the entry as JSON');
  withExamples(command, ['nutshell content get page about-us']);
  return attachAction(command, deps, {
    schema: z.strictObject({ model, nameOrId: idOrName, json: jsonFlag }),
    run: async (session, input) => {
      const editor = contentEditorOf(session);
      if (!editor.ok) return editor;
      const entry = await editor.value.get(input.model, input.nameOrId);
      const missing = `No ${input.model} entry has the id or name '${input.nameOrId}'.`;
      return entry ? ok(entry) : err(domainError('content/not-found', missing));
    },
    render: (entry) => renderContentEntry(entry),
  });
}

/** The file form of `nutshell content put` (the fixture form without modelName), read and parsed. */
async function readEntryFile(path: string) {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read';
    return err(domainError(CLI_ERROR.invalidInput, `<file>: ${path}: ${reason}`));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(domainError(CLI_ERROR.invalidInput, `<file>: ${path} is not JSON`));
  }
  const parsed = contentFileSchema.omit({ modelName: true }).safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  return err(domainError('validation/invalid', `<file>: ${first?.path}: ${first?.message}`, { issues }));
}

/** `nutshell content put <model> <file.json>`: creates or changes the entry the file names; invalid: exit 2. */
function putCommand(deps: CliDeps): Command {
  const command = new Command('put')
    .description('create or change a content entry from a JSON file { name, published?, data, query?, priority? }')
    .argument('<model>', 'the content model')
    .argument('<file>', 'the entry as JSON')
    .option('--json', 'print the saved entry as JSON');
  withExamples(command, ['nutshell content put page about-us.json']);
  return attachAction(command, deps, {
    schema: z.strictObject({ model, file: z.string().min(1).max(1000), json: jsonFlag }),
    run: async (session, input) => {
      const file = await readEntryFile(input.file);
      if (!file.ok) return file;
      const editor = contentEditorOf(session);
      if (!editor.ok) return editor;
      const { name, data, published, query, priority } = file.value;
      const draft = {
        name,
        data,
        published,
        ...(query ? { query } : {}),
        ...(priority !== undefined ? { priority } : {}),
      };
      return editResult(() => editor.value.put(input.model, draft));
    },
    render: (entry) => renderContentWrite('Saved', entry),
  });
}

/** `nutshell content publish|unpublish <model> <name|id>`: the entry becomes 'published' or a 'draft'. */
function stateCommand(deps: CliDeps, name: 'publish' | 'unpublish', state: ContentState): Command {
  const command = new Command(name)
    .description(state === 'published' ? 'publish a content entry' : 'turn a content entry back into a draft')
    .argument('<model>', 'the content model')
    .argument('<nameOrId>', "the entry's name or id")
    .option('--json', 'print the entry as JSON');
  withExamples(command, [`nutshell content ${name} page about-us`]);
  return attachAction(command, deps, {
    schema: z.strictObject({ model, nameOrId: idOrName, json: jsonFlag }),
    run: async (session, input) => {
      const editor = contentEditorOf(session);
      return editor.ok ? editResult(() => editor.value.setState(input.model, input.nameOrId, state)) : editor;
    },
    render: (entry) => renderContentWrite(state === 'published' ? 'Published' : 'Unpublished', entry),
  });
}

/**
 * `nutshell content ...`: the page builder's entries (spec: shell-account §7 CMS content): list, get, put, publish,
 * unpublish; in-process on the embedded store, or over a running local server's Write API.
 */
export function contentCommand(deps: CliDeps): Command {
  return new Command('content')
    .description('page-builder content: pages, banners and menus')
    .addCommand(listCommand(deps))
    .addCommand(getCommand(deps))
    .addCommand(putCommand(deps))
    .addCommand(stateCommand(deps, 'publish', 'published'))
    .addCommand(stateCommand(deps, 'unpublish', 'draft'));
}
