// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { ToastRegion } from './toast';
import { TOAST_MS, ToastStore } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toast (shell-account §4 "A toast hides after 3 seconds"; §9 Toast 3 s)', () => {
  it('shows in a status region and hides after 3 s', () => {
    const store = new ToastStore();
    render(<ToastRegion store={store} />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.textContent).toBe('');
    act(() => store.show('Address saved'));
    expect(region.textContent).toBe('Address saved');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(region.textContent).toBe('Address saved');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
    expect(TOAST_MS).toBe(3000);
  });

  it('a new toast replaces the one showing and gets its own 3 s', () => {
    const store = new ToastStore();
    render(<ToastRegion store={store} />);
    act(() => store.show('First'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => store.show('Second'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('Second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
