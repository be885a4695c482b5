/** How long a toast shows: 3 s (spec: shell-account §4 Footer feedback newsletter and toast, §9 Toast 3 s). */
export const TOAST_MS = 3000;

/** A toast on screen: its text and an id that changes with every toast (a repeated text still restarts). */
export interface Toast {
  readonly id: number;
  readonly message: string;
}

/** Timers the store hides toasts with (the browser's by default; tests pass fake ones). */
export interface ToastTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: ToastTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The page's toast (spec: shell-account §4 "A toast hides after 3 seconds"): one toast at a time; a new one replaces
 * the one showing and shows its own 3 s. Subscribers (the toast region) are told of every change. Browser only:
 * toasts come from actions and effects, never from rendering.
 */
export class ToastStore {
  private toast: Toast | undefined;
  private timer: unknown;
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: ToastTimers = browserTimers) {}

  /** The toast showing, or undefined. */
  get current(): Toast | undefined {
    return this.toast;
  }

  /** Shows `message` for TOAST_MS. */
  show(message: string): void {
    this.timers.clear(this.timer);
    this.toast = { id: this.nextId++, message };
    this.timer = this.timers.set(() => this.dismiss(), TOAST_MS);
    this.emit();
  }

  /** Hides the toast showing, if any. */
  dismiss(): void {
    this.timers.clear(this.timer);
    this.timer = undefined;
    if (!this.toast) return;
    this.toast = undefined;
    this.emit();
  }

  /** Calls `listener` on every change; returns the unsubscribe (the shape useSyncExternalStore wants). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

let pageToasts: ToastStore | undefined;

/** The page's toast store, made on first use (in the browser, by the first toast or the toast region). */
export function toasts(): ToastStore {
  return (pageToasts ??= new ToastStore());
}
