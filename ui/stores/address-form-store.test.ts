// @vitest-environment jsdom
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';

describe('AddressFormStore.submit (core-cart-checkout §4: a shipment to a restricted country is not complete)', () => {
  async function canadianAddress(restricted: Record<string, string[]>) {
    const services = createFakeServices();
    const cart = services.seedCart(1);
    const sku = cart.lineItems[0]!.variant.sku;
    services.backend.getRestrictedCountrySkus = async () => ({
      data: {
        restrictedCountrySkus: Object.fromEntries(
          Object.entries(restricted).map(([k, v]) => [k === '*' ? sku : k, v as ('US' | 'CA')[]]),
        ),
      },
    });
    const root = createRootStore(services);
    const go = vi.fn();
    root.attachNavigator({ go, fullLoad: vi.fn() });
    await root.cart.load();
    const form = (await root.loadCheckout()).address;
    form.set('email', 'sam@example.ca');
    form.set('name', 'Sam Canuck');
    form.set('country', 'CA');
    form.set('street1', '1 Bay St');
    form.set('city', 'Toronto');
    form.set('state', 'ON');
    form.set('postalCode', 'M5J 2N8');
    return { form, go, services, name: cart.lineItems[0]!.name };
  }

  it('refuses a Canadian address for an item that cannot ship there, names it, and leaves the cart unchanged', async () => {
    const { form, go, services, name } = await canadianAddress({ '*': ['CA'] });
    const update = vi.spyOn(services.myCart, 'updateCart');
    expect(await form.submit()).toBe(false);
    expect(form.submitError).toBe(
      `Sorry, ${name} can't be shipped to Canada. Please remove it from your cart or choose another address.`,
    );
    expect(update).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it('saves the address when nothing is restricted', async () => {
    const { form, go } = await canadianAddress({});
    expect(await form.submit()).toBe(true);
    expect(form.submitError).toBeUndefined();
    expect(go).toHaveBeenCalled();
  });
});
