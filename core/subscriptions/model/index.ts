/**
 * Auto-delivery: intervals, subscriptions, deliveries, their ids, schedule and prices (spec: catalogue-gifting §3,
 * §4, §9).
 */
export * from './calendar-date';
export * from './deliveries';
export * from './delivery-ids';
export * from './intervals';
export * from './pricing';
export * from './schedule';
export * from './subscription';
export * from './delivery-mail';
