import type { AnalyticsEvent } from './events';

/**
 * The offer quiz's and the newsletter's analytics events (spec: shell-account §4 Analytics "Events: … quiz buttons, …
 * contact subscribed").
 */

/** 'Quiz Button Clicked': a quiz button (`button`: 'Start quiz', 'Next', 'Back', …) on a screen of the quiz. */
export function quizButtonClicked(button: string, screen: string, questionId?: string): AnalyticsEvent {
  return { event: 'Quiz Button Clicked', properties: { button, screen, ...(questionId ? { questionId } : {}) } };
}

/** 'Contact Subscribed': a newsletter signup succeeded, with its reason ('footer', 'Onsite Offer Quiz'). */
export function contactSubscribed(reason: string): AnalyticsEvent {
  return { event: 'Contact Subscribed', properties: { reason } };
}
