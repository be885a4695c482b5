import { useSyncExternalStore } from 'react';
import { shellChromeCopy } from '../copy/shell-chrome-copy';
import { toasts, type ToastStore } from './toast-store';
import '../styles/shell-chrome.css';

const none = () => undefined;

/**
 * The page's toast region (spec: shell-account §4 "A toast hides after 3 seconds"): a polite status region, there
 * before any toast so that screen readers announce each one, showing the store's toast until it hides. The shell
 * loads it on demand after the page has hydrated (features/shell-chrome/shell-chrome-slot.tsx).
 */
export function ToastRegion({ store = toasts() }: { store?: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, () => store.current, none);
  return (
    <div className="toast-region" role="status" aria-label={shellChromeCopy.toasts.regionLabel}>
      {toast && (
        <p key={toast.id} className="toast">
          {toast.message}
        </p>
      )}
    </div>
  );
}
