/**
 * Ends the current task and resolves in a new one, so that the browser can paint and handle input in between:
 * `scheduler.yield()` where the browser has it, otherwise a zero-delay timeout. Long start-up work is cut into tasks
 * with it, so no single task blocks the page for long.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `task` when the browser is idle (`requestIdleCallback`, at most `timeoutMs` later), or after a zero-delay
 * timeout where there is no such call: for work that must not lengthen the task that asks for it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 0);
}
