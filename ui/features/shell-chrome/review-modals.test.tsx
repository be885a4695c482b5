// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import ReviewModals, { readableOrderDate } from './review-modals';
import { reviewModalOf, withoutReviewParams } from './review-params';

afterEach(cleanup);

/** Shows the router's current URL, so a test can see the parameters go. */
function Url() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{`${pathname}${search}`}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ReviewModals />
      <Url />
    </MemoryRouter>,
  );
}

const dialog = () => screen.getByRole('dialog');

describe('query-driven review modals (shell-account §2, §8 Completed reviews and Expired review link)', () => {
  it('justCompletedReviews: "Reviews submitted", "Thank You!" and all n/n products from the order date', () => {
    renderAt('/?justCompletedReviews=true&orderDate=2026-05-01&totalSkusCount=3');
    expect(screen.getByRole('dialog', { name: 'Reviews submitted' })).toBeTruthy();
    expect(dialog().textContent).toContain('Thank You!');
    expect(dialog().textContent).toContain('All 3/3 products from your order on May 1, 2026 have been reviewed.');
  });

  it('hasCompletedReviews: "Reviews already submitted", "All reviews from this order have been completed"', () => {
    renderAt('/?hasCompletedReviews=true&orderDate=2026-04-12&totalSkusCount=2');
    expect(screen.getByRole('dialog', { name: 'Reviews already submitted' })).toBeTruthy();
    expect(dialog().textContent).toContain('All reviews from this order have been completed');
    expect(dialog().textContent).toContain('All 2/2 products from your order on April 12, 2026 have been reviewed.');
  });

  it('reviewsLinkExpired: "Apologies for the inconvenience!", "Link Expired", 6 months, Continue Shopping', () => {
    renderAt('/?reviewsLinkExpired=true');
    expect(screen.getByRole('dialog', { name: 'Apologies for the inconvenience!' })).toBeTruthy();
    expect(dialog().textContent).toContain('Link Expired');
    expect(dialog().textContent).toContain('Review request links expire after 6 months.');
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeTruthy();
  });

  it('Continue Shopping closes the modal and removes only the review parameters from the URL', () => {
    renderAt('/nuts?reviewsLinkExpired=true&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('/nuts?page=2');
  });

  it('Escape (the dialog cancel event) and the close button close it and clear the parameters', () => {
    renderAt('/?justCompletedReviews=true&orderDate=2026-05-01&totalSkusCount=3');
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('/');
    cleanup();
    renderAt('/?hasCompletedReviews=true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without the parameters', () => {
    renderAt('/?page=2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('reviewModalOf', () => {
  it('reads the flags, an expired link winning, and refuses a count that is not a positive integer', () => {
    expect(reviewModalOf(new URLSearchParams('reviewsLinkExpired=1&hasCompletedReviews=1'))).toEqual({
      kind: 'expired',
    });
    expect(reviewModalOf(new URLSearchParams('hasCompletedReviews=true&totalSkusCount=abc'))).toEqual({
      kind: 'completed',
      justCompleted: false,
      orderDate: undefined,
      totalSkusCount: undefined,
    });
    expect(reviewModalOf(new URLSearchParams('justCompletedReviews=false'))).toBeUndefined();
  });

  it('withoutReviewParams keeps the other parameters', () => {
    expect(withoutReviewParams('?a=1&orderDate=x&totalSkusCount=2&justCompletedReviews=true')).toBe('?a=1');
    expect(withoutReviewParams('?reviewsLinkExpired=true')).toBe('');
  });

  it('readableOrderDate reads calendar dates on their own day, and keeps other text as sent', () => {
    expect(readableOrderDate('2026-01-31')).toBe('January 31, 2026');
    expect(readableOrderDate('last spring')).toBe('last spring');
  });
});
