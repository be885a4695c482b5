import { z } from 'zod';
import { shellContentSchema, type ShellContent } from '../../core/content';
import { PortError } from '../../core/shared';
import { CONTENT_TIMEOUT_MS } from '../../ports/content';

/** The answer of GET /api/shell-content: `{ data: ShellContent }` (absent models: the header's defaults). */
const shellAnswer = z.object({ data: shellContentSchema });

/**
 * The shell content of the page at `path` (a site path, optionally with its query) for the session (same-origin
 * cookie), from GET {baseUrl}/api/shell-content?path= (shell-account §4 CMS content loading "Fetched on mount or
 * prefetched"; §7 user attributes incl. urlPath): read again on an in-app navigation, since content may target the
 * path. Loaded on demand (BrowserServices.loadShellContent), so zod stays out of the entry chunk. Errors: PortError
 * for no answer, a timeout (CONTENT_TIMEOUT_MS, 4000 ms), a non-2xx status or a body not of that shape (the caller
 * then clears the content, §4 "an error clears the content").
 */
export async function fetchShellContent(
  path: string,
  baseUrl = '',
  fetchFn: typeof fetch = fetch,
): Promise<ShellContent> {
  const url = `${baseUrl}/api/shell-content?path=${encodeURIComponent(path)}`;
  const res = await fetchFn(url, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(CONTENT_TIMEOUT_MS),
  }).catch((e: unknown) => {
    throw new PortError('content', 'the shell content could not be read', undefined, { cause: e });
  });
  if (!res.ok) throw new PortError('content', `GET /api/shell-content answered ${res.status}`, res.status);
  const parsed = shellAnswer.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new PortError('content', 'bad answer to GET /api/shell-content', res.status);
  return parsed.data.data as ShellContent;
}
