import type { Message } from './envelope-types';

/**
 * Flash notifications (spec: core-cart-checkout §3 Other "Notifications", §2 Routing rules,
 * §8 first row, §9 "Notification types: errors, warnings, notices"; shell-account §5).
 */

/** The three notification types. */
export type NotificationType = 'errors' | 'warnings' | 'notices';

/** Immutable notification state: messages of each type in the order they arrived. */
export interface Notifications {
  readonly errors: readonly Message[];
  readonly warnings: readonly Message[];
  readonly notices: readonly Message[];
}

/** No notifications. */
export const emptyNotifications: Notifications = Object.freeze({
  errors: Object.freeze([]),
  warnings: Object.freeze([]),
  notices: Object.freeze([]),
});

/**
 * Adds `message` to the `type` list. A keyed message replaces the same-key message of that type in
 * place (keys are scoped to one type); an unkeyed message is dropped when an unkeyed one of that type
 * already has the same text; an empty message is ignored. Returns `state` itself when nothing changes.
 * spec: core-cart-checkout §8 "keyed ones replace same-key ones, unkeyed deduplicated by message".
 */
export function addNotification(state: Notifications, type: NotificationType, message: Message): Notifications {
  if (!message.message) return state;
  const list = state[type];
  if (message.key !== undefined) {
    const index = list.findIndex((m) => m.key === message.key);
    if (index < 0) return { ...state, [type]: [...list, message] };
    const current = list[index];
    if (current?.message === message.message) return state;
    return { ...state, [type]: list.map((m, i) => (i === index ? message : m)) };
  }
  if (list.some((m) => m.key === undefined && m.message === message.message)) return state;
  return { ...state, [type]: [...list, message] };
}

/** Adds every message of `additions` type by type, in order (see `addNotification`). */
export function addNotifications(state: Notifications, additions: Partial<Notifications>): Notifications {
  let next = state;
  for (const type of ['errors', 'warnings', 'notices'] as const) {
    for (const message of additions[type] ?? []) next = addNotification(next, type, message);
  }
  return next;
}

/**
 * Removes the `type` message with key `match.key`, or the unkeyed one with text `match.message`
 * (a shopper dismissing a flash message). Returns `state` itself when nothing matches.
 */
export function removeNotification(
  state: Notifications,
  type: NotificationType,
  match: { readonly key: string } | { readonly message: string },
): Notifications {
  const keep = (m: Message) =>
    'key' in match ? m.key !== match.key : m.key !== undefined || m.message !== match.message;
  const list = state[type].filter(keep);
  return list.length === state[type].length ? state : { ...state, [type]: list };
}

/** true for '/checkout' and every path under '/checkout/' (query and hash ignored). */
export function isCheckoutPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/checkout' || pathname.startsWith('/checkout/');
}

/**
 * Notifications left after navigating to `path`: none, except on checkout paths ('/checkout' and
 * under '/checkout/'), where keyed messages stay and only unkeyed ones clear.
 * spec: core-cart-checkout §2 Routing rules "Flash notifications ... clear on navigation".
 */
export function clearOnNavigation(state: Notifications, path: string): Notifications {
  if (!isCheckoutPath(path)) return emptyNotifications;
  const keyed = (list: readonly Message[]) => list.filter((m) => m.key !== undefined);
  return { errors: keyed(state.errors), warnings: keyed(state.warnings), notices: keyed(state.notices) };
}
