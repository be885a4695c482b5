import { servedEntries, type ContentEntry, type ContentModelName, type ContentState } from '../model';
import type { ContentDraft, ContentEditorPort, ContentPort, ContentRequest } from '../../../ports/content';

/**
 * A ContentPort and ContentEditorPort in memory, for unit tests: entries as given, served by core's `servedEntries`
 * at the clock `now()` (ms). Ids are 32 hex digits counted up. Not for production: no data-fit checks.
 */
export class InMemoryContent implements ContentPort, ContentEditorPort {
  private readonly store: ContentEntry[];
  private next = 1;
  constructor(
    entries: readonly ContentEntry[] = [],
    private readonly now: () => number = () => Date.now(),
  ) {
    this.store = [...entries];
  }

  async entries(model: ContentModelName, request: ContentRequest): Promise<readonly ContentEntry[]> {
    const own = this.store.filter((e) => e.modelName === model);
    return servedEntries(own, request.userAttributes, {
      now: this.now(),
      includeUnpublished: request.includeUnpublished,
      limit: request.limit ?? 1,
    });
  }

  async list(model?: ContentModelName): Promise<readonly ContentEntry[]> {
    return this.store.filter((e) => !model || e.modelName === model).sort((a, b) => a.name.localeCompare(b.name));
  }

  async get(model: ContentModelName, idOrName: string): Promise<ContentEntry | undefined> {
    return this.store.find((e) => e.modelName === model && (e.id === idOrName || e.name === idOrName));
  }

  async put(model: ContentModelName, draft: ContentDraft): Promise<ContentEntry> {
    const at = this.now();
    const old = await this.get(model, draft.name);
    const entry: ContentEntry = {
      id: old?.id ?? (this.next++).toString(16).padStart(32, '0'),
      modelName: model,
      published: old?.published ?? 'draft',
      query: old?.query ?? [],
      createdDate: old?.createdDate ?? at,
      ...draft,
      data: { ...draft.data },
      lastUpdated: at,
    };
    if (old) this.store.splice(this.store.indexOf(old), 1, entry);
    else this.store.push(entry);
    return entry;
  }

  async setState(model: ContentModelName, idOrName: string, state: ContentState): Promise<ContentEntry> {
    const old = await this.get(model, idOrName);
    if (!old) throw new Error(`content/not-found: ${model} ${idOrName}`);
    const entry = { ...old, published: state, lastUpdated: this.now() };
    this.store.splice(this.store.indexOf(old), 1, entry);
    return entry;
  }
}
