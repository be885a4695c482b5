import { shipDayLabel } from './ship-day';

describe('shipDayLabel (spec: core-cart-checkout §3 predicted shipping friendly)', () => {
  it('names today and tomorrow', () => {
    expect(shipDayLabel({ date: '2026-11-23' }, '2026-11-23')).toBe('today');
    expect(shipDayLabel({ date: '2026-11-24' }, '2026-11-23')).toBe('tomorrow');
  });
  it('names the weekday when the ship day is further away (Friday after cutoff → Monday)', () => {
    expect(shipDayLabel({ date: '2026-11-30' }, '2026-11-27')).toBe('on Monday');
  });
  it('rejects a malformed date with the spec message', () => {
    expect(() => shipDayLabel({ date: '2026-13-45' }, '2026-11-23')).toThrow('Invalid date string: 2026-13-45');
  });
});
