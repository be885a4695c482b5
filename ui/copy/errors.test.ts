import { describe, expect, it } from 'vitest';
import { errorText } from './errors';

describe('errorText', () => {
  it('shows the spec text of a listed code', () => {
    expect(errorText({ code: 'discount/max-application-reached', message: 'refused' })).toBe(
      'Discount code could not be applied because it is MaxApplicationReached',
    );
    const notFound = errorText({ code: 'cart/not-found', message: 'No cart with id 7' });
    expect(notFound).toBe("Can't update cart before loading");
  });

  it('builds a text from the error where the table says so', () => {
    expect(errorText({ code: 'discount/not-found', message: '' })).toBe('Discount code not found');
    const tooMany = errorText({ code: 'quantity/exceeds-maximum', message: '', details: { max: 12 } });
    expect(tooMany).toBe('Quantity cannot exceed 12');
  });

  it("shows the error's own message where the table says undefined", () => {
    const message = 'unknown shipment: shipment-9';
    expect(errorText({ code: 'cart/unknown-shipment', message })).toBe(message);
  });
});
