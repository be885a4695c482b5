// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { BundleShipDates } from './bundle-ship-dates';

afterEach(cleanup);

describe('BundleShipDates (catalogue-gifting §1, §9)', () => {
  it("lists a bundle line's three ship dates from the order's date in the warehouse's time zone", () => {
    // 02:30 UTC on Jan 31 is still Jan 30 in New York; a month later is clamped to Feb 28.
    render(<BundleShipDates sku="9910-03" orderDate="2026-02-01T02:30:00.000Z" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Shipment 1 (ship immediately): January 31, 2026',
      'Shipment 2 (one month after first box): February 28, 2026',
      'Shipment 3 (one month after second box): March 31, 2026',
    ]);
  });

  it('shows nothing for another line', () => {
    const { container } = render(<BundleShipDates sku="8009-01" orderDate="2026-02-01T02:30:00.000Z" />);
    expect(container.textContent).toBe('');
  });
});
