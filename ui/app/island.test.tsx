// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { island } from './island';
import { lazyPage } from './lazy-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('island (shell-account §8 "Failed mount of a hydrated component: logged only")', () => {
  it('renders its code once loaded', async () => {
    const Island = island(
      lazyPage(() => Promise.resolve({ default: () => <p>Island code</p> })),
      () => null,
    );
    render(<Island />);
    expect(await screen.findByText('Island code')).toBeTruthy();
  });

  it('logs an island whose code fails to load and keeps the rest of the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = island(
      lazyPage<object>(() => Promise.reject(new Error('chunk failed to load'))),
      () => <p>Server markup</p>,
    );
    render(
      <main>
        <h1>Page</h1>
        <Broken />
      </main>,
    );
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.getByText('Server markup')).toBeTruthy();
  });
});
