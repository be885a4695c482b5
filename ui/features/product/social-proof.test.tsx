// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { createFakeServices } from '../../testing/fake-services';
import { SocialProof } from './social-proof';

const state = { url: '/nuts/almonds', cart: null, csrfToken: 't', origin: 'http://x' };

function renderFor(productKey: string, socialProof?: { productKey: string; orders: number }) {
  const root = createRootStore(createFakeServices(), {
    ...state,
    featureFlags: { socialProofMessaging: true },
    ...(socialProof ? { socialProof } : {}),
  });
  render(
    <StoresProvider root={root}>
      <SocialProof productKey={productKey} />
    </StoresProvider>,
  );
  return root;
}

afterEach(cleanup);

describe('social proof on the product page (shell-account §4 socialProofMessaging)', () => {
  it("shows '{n} bought in the last 30 days' from the server's count for this product", () => {
    renderFor('almonds', { productKey: 'almonds', orders: 7 });
    expect(screen.getByText('7 bought in the last 30 days')).toBeTruthy();
  });

  it("shows nothing for another product's count or without a count", () => {
    renderFor('cashews', { productKey: 'almonds', orders: 7 });
    expect(screen.queryByText(/bought in the last 30 days/)).toBeNull();
    cleanup();
    renderFor('almonds');
    expect(screen.queryByText(/bought in the last 30 days/)).toBeNull();
  });

  it('hides when the local layer turns the flag off', () => {
    const root = renderFor('almonds', { productKey: 'almonds', orders: 7 });
    act(() => root.ui.setLocalFlags({ socialProofMessaging: false }));
    expect(screen.queryByText(/bought in the last 30 days/)).toBeNull();
  });
});
