// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore, type RootStore } from '../../stores/root-store';
import { createFakeServices } from '../../testing/fake-services';
import { NewsletterForm } from './newsletter-form';
import type { OfferAnswer, OfferClient, SignupAnswer } from './offer-client';
import QuizModal from './quiz-modal';
import '../../testing/async-timeout';

// spec: shell-account §4 Onsite offer quiz, Footer feedback, newsletter and toast; §5 newsletter and quiz rules; §8.

afterEach(cleanup);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function fakeClient(answer: OfferAnswer<SignupAnswer> = { ok: true, data: signup(false, 'tok') }) {
  const calls: string[] = [];
  let pending: ((a: OfferAnswer<SignupAnswer>) => void) | undefined;
  const client: OfferClient = {
    subscribeFooter: (email, name) => {
      calls.push(`footer ${email} ${name}`);
      return new Promise((r) => (pending = r));
    },
    subscribeCustomer: async (email) => {
      calls.push(`customer ${email}`);
      return answer;
    },
    signupForOffer: async (email) => {
      calls.push(`signup ${email}`);
      return answer;
    },
    recordSurvey: async (email, ids) => {
      calls.push(`survey ${email} ${ids.join(',')}`);
      return { ok: true, data: {} };
    },
    landCampaign: async (token) => {
      calls.push(`land ${token}`);
      return { ok: false };
    },
  };
  return { client, calls, answer: (a: OfferAnswer<SignupAnswer>) => pending?.(a) };
}

function signup(existingContact: boolean, couponToken?: string): SignupAnswer {
  return { existingCustomer: false, existingContact, ...(couponToken ? { couponToken } : {}) };
}

function renderWith(node: ReactNode): RootStore {
  const root = createRootStore(createFakeServices(), { url: '/', csrfToken: 'c', origin: 'http://localhost' });
  render(
    <StoresProvider root={root}>
      <MemoryRouter>{node}</MemoryRouter>
    </StoresProvider>,
  );
  return root;
}

describe('the footer newsletter form', () => {
  it('goes editing → submitting → subscribed, the name field appearing once the e-mail is focused', async () => {
    const f = fakeClient();
    renderWith(<NewsletterForm client={f.client} />);
    const email = screen.getByLabelText('Email address');
    expect(screen.queryByPlaceholderText('Your Name (optional)')).toBeNull();
    fireEvent.focus(email);
    const name = screen.getByPlaceholderText('Your Name (optional)');
    fireEvent.change(email, { target: { value: 'ann' } });
    fireEvent.blur(email);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(email, { target: { value: '' } });
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    fireEvent.change(name, { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const busy = await screen.findByRole('button', { name: 'Subscribing…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(f.calls).toEqual(['footer ann@example.com Ann']);
    await act(async () => f.answer({ ok: true, data: signup(false) }));
    expect(
      await screen.findByText('Thank you for subscribing! Stay tuned for exciting updates and exclusive content!'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('shows the failure and keeps the form; a signed-in customer is prefilled and posts to /subscribe/customer', async () => {
    const f = fakeClient({ ok: false });
    renderWith(<NewsletterForm client={f.client} customer={{ email: 'cy@example.com', firstName: 'Cy' }} />);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('cy@example.com');
    expect((screen.getByPlaceholderText('Your Name (optional)') as HTMLInputElement).value).toBe('Cy');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Oops... Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    expect(f.calls).toEqual(['customer cy@example.com']);
  });
});

describe('the quiz modal', () => {
  it('walks landing → Q1…Q4 → signup with the spec texts, then lands the offer and records the survey', async () => {
    const f = fakeClient();
    const done = vi.fn();
    const root = renderWith(<QuizModal onClose={() => undefined} onDone={done} client={f.client} />);
    const fullLoad = vi.spyOn(root.navigator, 'fullLoad').mockImplementation(() => undefined);
    expect(screen.getByRole('button', { name: "No thanks, I'd like to pay full price" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(screen.getByText('Select one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Just me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Select up to 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gift(s)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 3 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fruity & zesty' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Wide selection' }));
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Question 4 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See my results' }));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'quiz@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get my 20% off' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(f.calls).toEqual([
      'signup quiz@example.com',
      'land tok',
      'survey quiz@example.com ftb25_v3_q1_just-me,ftb25_v3_q2_gifts,ftb25_v3_q3_fruity-zesty,ftb25_v3_q4_wide-selection',
    ]);
    expect(fullLoad).toHaveBeenCalledWith(
      '/onsite-offer-quiz-results?answers=ftb25_v3_q2_gifts%2Cftb25_v3_q3_fruity-zesty',
    );
  });

  it('shows the newsletter failure when the signup fails, and stays', async () => {
    const f = fakeClient({ ok: false });
    const done = vi.fn();
    renderWith(<QuizModal onClose={() => undefined} onDone={done} client={f.client} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start quiz' }));
    for (const [role, name] of [
      ['radio', 'Friend'],
      ['checkbox', 'Bored'],
      ['checkbox', 'Sweet & gummy'],
      ['radio', 'Convenience'],
    ] as const) {
      fireEvent.click(screen.getByRole(role, { name }));
      fireEvent.click(screen.getByRole('button', { name: /Next|See my results/ }));
    }
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'x@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get my 20% off' }));
    expect(await screen.findByText('Oops... Something went wrong. Please try again.')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
  });
});
