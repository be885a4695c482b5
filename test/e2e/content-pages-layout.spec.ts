import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y';
import { shot, visit } from './support/pages';

/**
 * The content pages on a phone (spec: shell-account §2 Page content blocks, Onsite offer quiz modal, Footer;
 * core-cart-checkout §2 content pages and footer links): at 375 px each page has one h1, no sideways scroll and no
 * serious axe violation; the offer quiz's dialog fits the phone's viewport on each of its screens. Screenshots of
 * each page at 375 px go to the screenshots folder (support/pages.ts).
 */
const CONTENT_PAGES = [
  '/',
  '/about-us',
  '/careers',
  '/help',
  '/shipping',
  '/auto-delivery',
  '/refer',
  '/accessibility.html',
  '/contact',
  '/media',
  '/testimonials',
  '/privacy',
  '/california-privacy-notice',
  '/ccpa-opt-out',
  '/terms-and-conditions',
  '/opt-out-of-use-sharing-of-sensitive-information-form',
] as const;

const PHONE = { width: 375, height: 812 } as const;

/** How far the page scrolls sideways (px): 0 when nothing is wider than the viewport. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The dialog's box against the viewport: true when all of it is on screen. */
async function fitsViewport(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = await dialog.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

for (const path of CONTENT_PAGES) {
  test(`${path} at 375 px: an h1, no sideways scroll, axe clean`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    await expectNoSeriousViolations(page, `${path} at 375 px`);
    await shot(page, `content-layout-${path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-')}-375`);
  });
}

test('the offer quiz dialog fits a 375 px phone on its landing, its longest question and its signup', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await visit(page, '/?onsiteOffer=quiz');
  const quiz = page.getByRole('dialog', { name: 'Find your perfect snacks' });
  await expect(quiz.getByRole('button', { name: 'Start quiz' })).toBeVisible();
  expect(await fitsViewport(page, quiz)).toBe(true);
  expect(await sidewaysScroll(page)).toBe(0);

  await quiz.getByRole('button', { name: 'Start quiz' }).click();
  await quiz.getByRole('radio', { name: 'My family' }).check();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await expect(quiz.getByText('Select up to 3')).toBeVisible();
  expect(await fitsViewport(page, quiz)).toBe(true);

  // A shorter phone: the dialog still fits, its content scrolls inside it.
  await page.setViewportSize({ width: 375, height: 667 });
  expect(await fitsViewport(page, quiz)).toBe(true);
  await quiz.getByRole('checkbox', { name: 'Work or school' }).scrollIntoViewIfNeeded();
  await expect(quiz.getByRole('checkbox', { name: 'Work or school' })).toBeInViewport();
  await shot(page, 'content-layout-quiz-q2-375x667');

  await page.setViewportSize(PHONE);
  await quiz.getByRole('checkbox', { name: 'Gift(s)' }).check();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await quiz.getByRole('checkbox', { name: 'Chocolaty & rich' }).check();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await quiz.getByRole('radio', { name: 'Convenience' }).check();
  await quiz.getByRole('button', { name: 'See my results' }).click();
  await expect(quiz.getByLabel('Email address')).toBeVisible();
  expect(await fitsViewport(page, quiz)).toBe(true);
  await expectNoSeriousViolations(page, 'the quiz signup at 375 px');
  await shot(page, 'content-layout-quiz-signup-375');
});
