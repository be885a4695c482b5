import { z } from 'zod';
import {
  CONTENT_STATES,
  targetingConditionSchema,
  type ContentEntry,
  type ContentModelName,
  type TargetingCondition,
} from '../core/content';

/**
 * Builder's content JSON on the wire (the Content API's `results[]`, the Write API's answer; spec: shell-account §7
 * CMS content): an entry under Builder's field names, `modelId` carrying the model's name, times in ms since the
 * epoch, each targeting condition tagged `'@type': '@builder.io/core:Query'`. Loose: a vendor answer may carry more.
 */
export const builderEntrySchema = z.looseObject({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  name: z.string().min(1).max(200),
  modelId: z.string().min(1).max(100),
  published: z.enum(CONTENT_STATES),
  data: z.record(z.string(), z.unknown()),
  query: z.array(z.looseObject(targetingConditionSchema.shape)).max(20).default([]),
  priority: z.number().int().nullish(),
  startDate: z.number().int().nullish(),
  endDate: z.number().int().nullish(),
  lastUpdated: z.number().int(),
  createdDate: z.number().int(),
});

/** One entry on the wire (builderEntrySchema's input). */
export type BuilderEntry = z.input<typeof builderEntrySchema>;

/** The Content API's answer: `{ results }`, best first. */
export const builderResultsSchema = z.looseObject({ results: z.array(builderEntrySchema).max(1000) });

/** `entry` under Builder's field names (absent priority and dates are left out). */
export function toBuilderEntry(entry: ContentEntry): BuilderEntry {
  return {
    id: entry.id,
    name: entry.name,
    modelId: entry.modelName,
    published: entry.published,
    data: entry.data,
    query: entry.query.map((c) => ({ '@type': '@builder.io/core:Query', ...c })),
    ...(entry.priority !== undefined ? { priority: entry.priority } : {}),
    ...(entry.startDate !== undefined ? { startDate: entry.startDate } : {}),
    ...(entry.endDate !== undefined ? { endDate: entry.endDate } : {}),
    lastUpdated: entry.lastUpdated,
    createdDate: entry.createdDate,
  };
}

/** A wire entry (parsed by builderEntrySchema) as the store's ContentEntry of `model`. */
export function fromBuilderEntry(wire: z.output<typeof builderEntrySchema>, model: ContentModelName): ContentEntry {
  const query: TargetingCondition[] = wire.query.map((c) => ({
    property: c.property,
    operator: c.operator,
    value: c.value,
  }));
  return {
    id: wire.id,
    name: wire.name,
    modelName: model,
    published: wire.published,
    data: wire.data,
    query,
    ...(typeof wire.priority === 'number' ? { priority: wire.priority } : {}),
    ...(typeof wire.startDate === 'number' ? { startDate: wire.startDate } : {}),
    ...(typeof wire.endDate === 'number' ? { endDate: wire.endDate } : {}),
    lastUpdated: wire.lastUpdated,
    createdDate: wire.createdDate,
  };
}

/**
 * The Write API's body (POST /api/v1/write/{model}: create or change the entry `name`; PATCH
 * /api/v1/write/{model}/{id}: change that entry, every field optional): the editor's draft (ports/content.ts
 * `ContentDraft`). Strict: an unknown field is a client mistake (400).
 */
export const builderWriteBodySchema = z.strictObject({
  name: z.string().min(1).max(200),
  data: z.record(z.string(), z.unknown()),
  published: z.enum(CONTENT_STATES).optional(),
  query: z
    .array(z.object(targetingConditionSchema.shape).extend({ '@type': z.string().optional() }))
    .max(20)
    .optional(),
  priority: z.number().int().optional(),
  startDate: z.number().int().optional(),
  endDate: z.number().int().optional(),
});

/** PATCH's body: the write body with every field optional. */
export const builderPatchBodySchema = builderWriteBodySchema.partial();
