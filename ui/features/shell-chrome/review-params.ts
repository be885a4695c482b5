import { z } from 'zod';

/** The query parameters of the review modals; closing a modal removes every one of them from the URL. */
export const REVIEW_PARAMS = [
  'hasCompletedReviews',
  'justCompletedReviews',
  'orderDate',
  'totalSkusCount',
  'reviewsLinkExpired',
] as const;

/**
 * Which review modal the query asks for (spec: shell-account §2 Query-driven review modals, §8 Expired review link,
 * Completed reviews): 'expired' for `reviewsLinkExpired`; 'completed' for `hasCompletedReviews` or
 * `justCompletedReviews` (`justCompleted` true for the latter), with the order's date (`orderDate`, as sent) and its
 * products' count (`totalSkusCount`, a positive integer) when the query carries them valid.
 */
export type ReviewModal =
  | { readonly kind: 'expired' }
  | {
      readonly kind: 'completed';
      readonly justCompleted: boolean;
      readonly orderDate: string | undefined;
      readonly totalSkusCount: number | undefined;
    };

const count = z.coerce.number().int().positive().max(10_000);
const date = z.string().trim().min(1).max(40);

/** Whether a flag parameter is set: present, with any value but 'false' or '0'. */
function flag(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  return value !== null && value !== 'false' && value !== '0';
}

/** The review modal `params` ask for, or undefined when they ask for none. An expired link wins over the others. */
export function reviewModalOf(params: URLSearchParams): ReviewModal | undefined {
  if (flag(params, 'reviewsLinkExpired')) return { kind: 'expired' };
  const justCompleted = flag(params, 'justCompletedReviews');
  if (!justCompleted && !flag(params, 'hasCompletedReviews')) return undefined;
  const skus = count.safeParse(params.get('totalSkusCount') ?? undefined);
  const day = date.safeParse(params.get('orderDate') ?? undefined);
  return {
    kind: 'completed',
    justCompleted,
    orderDate: day.success ? day.data : undefined,
    totalSkusCount: skus.success ? skus.data : undefined,
  };
}

/** `search` ('?a=1&…') without the review parameters: '' when nothing else is left. */
export function withoutReviewParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of REVIEW_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
