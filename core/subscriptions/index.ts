/**
 * Public API of the subscriptions context: auto-delivery subscriptions, their deliveries and the scheduler that
 * orders them (spec: catalogue-gifting §3, §4, §7, §9). Import it from outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/create-subscription';
export * from './use-cases/delivery-actions';
export * from './use-cases/list-subscriptions';
export * from './use-cases/place-delivery-order';
export * from './use-cases/run-due-deliveries';
export * from './use-cases/subscribe-order-lines';
export * from './use-cases/subscription-actions';
export { todayOf, UPDATE_ATTEMPTS } from './use-cases/subscription-context';
export * from './use-cases/update-subscription';
