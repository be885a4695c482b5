// @vitest-environment jsdom
import { captureErrors } from './error-capture';

const start = vi.fn();
vi.mock('../features/shell-chrome/error-reporter', () => ({ start: (c: unknown) => start(c) }));

describe('the error capture of the browser entry (shell-account §8 Unhandled errors)', () => {
  it("queues window 'error' and 'unhandledrejection' and loads the reporter at the first one", async () => {
    const win = new EventTarget() as unknown as Window;
    const capture = captureErrors(win);
    const thrown = new Error('boom');
    win.dispatchEvent(Object.assign(new Event('error'), { error: thrown }));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'rejected' }));
    expect(capture.queue.map((e) => [e.error, e.severity, e.source])).toEqual([
      [thrown, 'error', 'error'],
      ['rejected', 'error', 'unhandledrejection'],
    ]);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start).toHaveBeenCalledWith(capture);
  });
});
