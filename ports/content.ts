import type { ContentEntry, ContentModelName, ContentState } from '../core/content';

/**
 * A request for a model's content (spec: shell-account §7 CMS content "4000 ms abort timeout; payload carries user
 * attributes …; optional includeUnpublished per model"): the user attributes targeting reads (a
 * `ContentUserAttributes`, or any attributes a preview supplies), whether drafts are served too (previews only),
 * how many entries at most (default 1), and a signal that aborts the request.
 */
export interface ContentRequest {
  readonly userAttributes: Readonly<Record<string, unknown>>;
  readonly includeUnpublished?: boolean;
  readonly limit?: number;
  readonly signal?: AbortSignal;
}

/** How long a content request may take before it is aborted, in ms (shell-account §9 "CMS fetch timeout 4000 ms"). */
export const CONTENT_TIMEOUT_MS = 4000;

/**
 * The page builder's content, read (Builder's Content API GET /api/v3/content/{model}; the embedded default serves
 * it from the database). Errors: PortError when the service fails or times out; callers clear the content
 * (shell-account §4 "an error clears the content").
 */
export interface ContentPort {
  /** The entries of `model` served for the request (core/content `servedEntries`), best first. */
  entries(model: ContentModelName, request: ContentRequest): Promise<readonly ContentEntry[]>;
}

/** A new or changed entry as an editor writes it: everything but the ids and times the store assigns. */
export interface ContentDraft {
  readonly name: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly query?: ContentEntry['query'];
  readonly priority?: number;
  readonly startDate?: number;
  readonly endDate?: number;
  /** The state to write; absent: a new entry is a 'draft', an existing one keeps its state. */
  readonly published?: ContentState;
}

/**
 * Content editors' writes (Builder's Write API: POST /api/v1/write/{model}, PATCH /api/v1/write/{model}/{id}, with
 * the private key; the CLI's `nutshell content list|get|put|publish`). `put` creates the entry named `draft.name`
 * (a 'draft' unless the draft says otherwise) or changes it (keeping its state unless the draft says otherwise).
 * Errors: 'content/not-found' for an unknown entry, 'validation/invalid' for a draft whose data does not fit its
 * model (with `details.issues`).
 */
export interface ContentEditorPort {
  /** Every entry of `model` (or of every model), drafts and archived ones included, by name. */
  list(model?: ContentModelName): Promise<readonly ContentEntry[]>;
  /** The entry of `model` with this id or name, or undefined. */
  get(model: ContentModelName, idOrName: string): Promise<ContentEntry | undefined>;
  /** Creates or changes the entry named `draft.name`; answers it in its new state. */
  put(model: ContentModelName, draft: ContentDraft): Promise<ContentEntry>;
  /** Publishes (or archives) the entry with this id or name; answers it. */
  setState(model: ContentModelName, idOrName: string, state: ContentState): Promise<ContentEntry>;
}
