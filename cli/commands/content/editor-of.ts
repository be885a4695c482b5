import { isContentEditError } from '../../../core/content';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { ContentEditorPort } from '../../../ports/content';
import { CLI_ERROR } from '../../exit-codes';
import type { CommerceSession } from '../shared/deps';

/** The session's content editor, or 'cli/service-unavailable' (exit 10) without one. */
export function contentEditorOf(session: CommerceSession): Result<ContentEditorPort> {
  if (session.content) return ok(session.content);
  return err(domainError(CLI_ERROR.unavailable, 'there is no content service in this session'));
}

/** `write()`'s entry, or the editor's refusal ('content/not-found' exit 3, 'validation/invalid' exit 2) as a Result. */
export async function editResult<T>(write: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await write());
  } catch (e) {
    if (isContentEditError(e)) return err(e.error);
    throw e;
  }
}
