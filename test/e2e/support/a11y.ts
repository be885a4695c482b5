import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Shared by the accessibility and keyboard suites: axe checks, the page announcement, screenshots and the
 * guest shopper's details (README test cards).
 */

/** A full-page screenshot into test-results/screenshots/. */
export const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });

/** The guest's contact, shipping address (as the address step's labels name them) and an approved test card. */
export const GUEST = {
  email: 'kim.keys@example.com',
  fullName: 'Kim Keys',
  street: '12 Orchard Lane',
  city: 'Princeton',
  state: 'NJ',
  zip: '08540',
  card: { number: '4111 1111 1111 1111', month: '12', year: '2031', cvc: '123' },
} as const;

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the page, under prefers-reduced-motion and once its finite animations
 * have ended, and fails, softly so every page of a run is reported, on any violation of impact 'serious' or
 * 'critical', printing each rule id, its targets and help.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Text caught mid-fade reads as low contrast. The header's campaign carousel starts a 600 ms fade every 4000 ms, so
  // one may begin while axe runs: with reduced motion it has none (its CSS). Other finite animations are let end.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join('\n')}`,
  );
  expect.soft(report, `axe on ${label}`).toEqual([]);
}

/** The app's aria-live region reads the page's screen-reader message (core-cart-checkout §2 Routing rules). */
export async function expectAnnouncement(page: Page, message: string | RegExp): Promise<void> {
  await expect(page.getByTestId('page-announcement')).toHaveText(message);
}

/** Waits for an opening panel's slide-in so axe and screenshots see it at rest. */
export const settle = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

/** The product page's name: the h1's own text, without its one-liner description. */
export const productName = (page: Page) =>
  page.locator('h1.product-title').evaluate((h) => h.firstChild?.textContent?.trim() ?? '');

/** Once `ready` is visible: the page announces `announcement` and axe finds nothing serious (labelled `label`). */
export async function expectAccessiblePage(
  page: Page,
  ready: Locator,
  announcement: string,
  label: string,
): Promise<void> {
  await expect(ready).toBeVisible();
  await expectAnnouncement(page, announcement);
  await expectNoSeriousViolations(page, label);
}
