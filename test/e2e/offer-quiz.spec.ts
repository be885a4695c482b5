import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y';

/**
 * The onsite offer quiz and the footer newsletter in Chromium (shell-account §2 Onsite offer quiz modal, Footer; §4
 * Onsite offer quiz, Footer newsletter; §5; §8; §9 Offer): the whole quiz to its results page with the 20% discount
 * in the cart, axe on each quiz screen, and the footer newsletter's four states. Screenshots at 1280 and 375 px.
 */
const SHOTS = 'test-results/screenshots';

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/offer-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the whole quiz: bubble, landing, Q1-Q4, signup, results page and the discount in the cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/nuts');
  await page.locator('main a[href^="/nuts/"]').first().click();
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByRole('dialog').or(page.locator('.added-to-cart'))).toBeVisible();

  await page.goto('/');
  const bubble = page.getByRole('button', { name: 'Get 20% off your first order: take the snack quiz' });
  await expect(bubble).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Find your perfect snacks' })).toHaveCount(0);
  await bubble.click();
  const quiz = page.getByRole('dialog', { name: 'Find your perfect snacks' });
  await expect(quiz.getByRole('button', { name: 'Start quiz' })).toBeVisible();
  await expectNoSeriousViolations(page, 'quiz landing');
  await shots(page, 'landing');
  await quiz.getByRole('button', { name: "No thanks, I'd like to pay full price" }).click();
  await expect(quiz).toHaveCount(0);

  await page.goto('/?onsiteOffer=quiz');
  await quiz.getByRole('button', { name: 'Start quiz' }).click();
  const next = quiz.getByRole('button', { name: 'Next' });
  await expect(quiz.getByText('Select one')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(quiz.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await quiz.getByRole('radio', { name: 'Just me' }).check();
  await quiz.getByRole('radio', { name: 'My family' }).check();
  await expect(quiz.getByRole('radio', { name: 'Just me' })).not.toBeChecked();
  await expectNoSeriousViolations(page, 'quiz question 1');
  await shots(page, 'q1');
  await next.click();

  await expect(quiz.getByText('Select up to 3')).toBeVisible();
  for (const a of ['Gift(s)', 'Bored', 'Unique snacks']) await quiz.getByRole('checkbox', { name: a }).check();
  await expect(quiz.getByRole('checkbox', { name: 'Work or school' })).toBeDisabled();
  await quiz.getByRole('checkbox', { name: 'Bored' }).uncheck();
  await expect(quiz.getByRole('checkbox', { name: 'Work or school' })).toBeEnabled();
  await expectNoSeriousViolations(page, 'quiz question 2');
  await shots(page, 'q2');
  await quiz.getByRole('button', { name: 'Back' }).click();
  await expect(quiz.getByRole('radio', { name: 'My family' })).toBeChecked();
  await next.click();
  await next.click();

  await quiz.getByRole('checkbox', { name: 'Chocolaty & rich' }).check();
  await expectNoSeriousViolations(page, 'quiz question 3');
  await shots(page, 'q3');
  await next.click();
  await quiz.getByRole('radio', { name: 'Convenience' }).check();
  await expectNoSeriousViolations(page, 'quiz question 4');
  await shots(page, 'q4');
  await quiz.getByRole('button', { name: 'See my results' }).click();

  const email = quiz.getByLabel('Email address');
  await expect(email).toBeVisible();
  await email.fill('quizzer@gmial.com');
  await email.blur();
  await quiz.getByRole('button', { name: 'Did you mean quizzer@gmail.com?' }).click();
  await expect(email).toHaveValue('quizzer@gmail.com');
  await expectNoSeriousViolations(page, 'quiz newsletter signup');
  await shots(page, 'signup');
  await email.fill(`quiz-${Date.now()}@example.com`);
  await quiz.getByRole('button', { name: 'Get my 20% off' }).click();

  await expect(page).toHaveURL(/\/onsite-offer-quiz-results\?answers=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your quiz results' })).toBeVisible();
  await expect(page.getByText('20% off your first order is applied to your cart.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Gifts they will love' })).toBeVisible();
  await expect(page.locator('main section .product-card').first()).toBeVisible();
  await expect(bubble).toHaveCount(0);
  await expectNoSeriousViolations(page, 'quiz results');
  await shots(page, 'results');

  await page.goto('/cart');
  await expect(page.getByText(/WELCOME-|20% off your first order/).first()).toBeVisible();
  await shots(page, 'cart');
});

test('the footer newsletter: editing, submitting, subscribed and failed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Email address');
  const name = footer.getByPlaceholder('Your Name (optional)');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await email.scrollIntoViewIfNeeded();
  await expect(name).toHaveCount(0);
  await email.focus();
  await expect(name).toBeVisible();
  await email.fill('nope');
  await name.focus();
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await expect(subscribe).toBeDisabled();
  await expectNoSeriousViolations(page, 'footer newsletter error');

  await page.route('**/subscribe', (route) => route.fulfill({ status: 500, body: '{}' }));
  await email.fill('footer-fail@example.com');
  await subscribe.click();
  await expect(footer.getByText('Oops... Something went wrong. Please try again.')).toBeVisible();
  await expect(email).toBeVisible();

  await page.unroute('**/subscribe');
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/subscribe', async (route) => {
    await held;
    await route.continue();
  });
  await email.fill(`footer-${Date.now()}@example.com`);
  await name.fill('Ann');
  await subscribe.click();
  await expect(footer.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
  release();
  await expect(
    footer.getByText('Thank you for subscribing! Stay tuned for exciting updates and exclusive content!'),
  ).toBeVisible();
  await expect(email).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  await shots(page, 'footer-subscribed');
});
