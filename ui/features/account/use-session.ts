import { useStores } from '../../app/stores-context';
import { SessionStore } from '../../stores/session-store';

/** The session store of the app's root (created on first use from the page state's session). */
export function useSession(): SessionStore {
  return useStores().sessionFrom(SessionStore);
}

/** Whether `path` is a path of this site ('/account', not '//evil.example' or 'https://…'): a safe redirect. */
export function isSameSitePath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
