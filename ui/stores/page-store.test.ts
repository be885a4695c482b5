// @vitest-environment jsdom
import { PortError } from '../../core/shared';
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';

function setup() {
  const services = createFakeServices();
  const root = createRootStore(services);
  const fullLoad = vi.fn();
  root.attachNavigator({ go: vi.fn(), fullLoad });
  return { services, root, page: root.page, fullLoad };
}

describe('PageStore (core-cart-checkout §2 Other routes, §8)', () => {
  it('resolves a path once and serves it from the cache afterwards', async () => {
    const { page, services } = setup();
    await page.resolve('/nuts');
    expect(page.pageFor('/nuts')?.pageType).toBe('CategoryLandingPage');
    await page.resolve('/');
    await page.resolve('/nuts');
    expect(services.state.calls.filter((c) => c === 'resolvePath:/nuts')).toHaveLength(1);
  });

  it("shows the 404 page for an 'invalid controller' error", async () => {
    const { page, services } = setup();
    services.backend.resolvePath = async () => ({ errors: [{ message: 'Invalid controller: Foo' }] });
    await page.resolve('/foo');
    expect(page.pageFor('/foo')?.pageType).toBe('404');
  });

  it('falls back to a full page load on other failures after the first page', async () => {
    const { page, services, fullLoad } = setup();
    const real = services.backend.resolvePath;
    services.backend.resolvePath = async () => {
      throw new PortError('backend', 'unreachable');
    };
    await page.resolve('/first');
    expect(page.status).toBe('error');
    expect(fullLoad).not.toHaveBeenCalled();
    services.backend.resolvePath = real;
    await page.resolve('/nuts');
    services.backend.resolvePath = async () => {
      throw new PortError('backend', 'unreachable');
    };
    await page.resolve('/snacks');
    expect(fullLoad).toHaveBeenCalledWith('/snacks');
  });
});
