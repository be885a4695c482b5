import { makeAutoObservable } from 'mobx';
import type { Message } from '../../core/notifications';
import {
  addNotification,
  addNotifications,
  clearOnNavigation,
  emptyNotifications,
  removeNotification,
  type NotificationType,
  type Notifications,
} from '../../core/notifications';

/** One flash message with its type, as the flash area lists them. */
export interface FlashMessage {
  readonly type: NotificationType;
  readonly message: Message;
}

/**
 * Flash notifications above the page (spec: core-cart-checkout §2 Routing rules, §8 first row).
 * Keyed messages replace same-key ones and unkeyed ones are deduplicated by text (core rules).
 */
export class NotificationStore {
  state: Notifications = emptyNotifications;
  /** Messages to show after the next navigation (a redirect's errors, shown on the page it leads to). */
  private carried: Partial<Notifications> = {};

  constructor() {
    makeAutoObservable<NotificationStore, 'carried'>(this, { carried: false });
  }

  /** Every message, errors first, then warnings, then notices. */
  get messages(): readonly FlashMessage[] {
    const types: NotificationType[] = ['errors', 'warnings', 'notices'];
    return types.flatMap((type) => this.state[type].map((message) => ({ type, message })));
  }

  get hasMessages(): boolean {
    return this.messages.length > 0;
  }

  add(type: NotificationType, message: Message): void {
    this.state = addNotification(this.state, type, message);
  }

  error(text: string, key?: string): void {
    this.add('errors', key === undefined ? { message: text } : { message: text, key });
  }

  addAll(additions: Partial<Notifications>): void {
    this.state = addNotifications(this.state, additions);
  }

  dismiss(flash: FlashMessage): void {
    const match = flash.message.key !== undefined ? { key: flash.message.key } : { message: flash.message.message };
    this.state = removeNotification(this.state, flash.type, match);
  }

  /** Adds `additions` after the next navigation has cleared the area, so they show on the next page. */
  keepThroughNavigation(additions: Partial<Notifications>): void {
    this.carried = addNotifications({ ...emptyNotifications, ...this.carried }, additions);
  }

  /** Called on every navigation to `path` (checkout paths keep keyed messages), then adds carried messages. */
  navigated(path: string): void {
    this.state = addNotifications(clearOnNavigation(this.state, path), this.carried);
    this.carried = {};
  }
}
