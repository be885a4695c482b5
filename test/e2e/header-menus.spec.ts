import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, shot } from './support/a11y';

/**
 * The header's menus in Chromium (shell-account §2 Header, Top utility bar, Desktop mega menu, Mobile menu; §4
 * Carousel, Mobile menu and header; §9): the mega menu by mouse and by keyboard at 1280 px, the mobile menu's levels
 * at 375 px, axe on the open menu and dialog, and the carousel's timing on Playwright's fake clock. The server has no
 * content store here, so the header shows its defaults; the carousel's campaign items are added to the page state.
 */

const megaNav = (page: Page) => page.getByRole('navigation', { name: 'Shop by category' });
const header = (page: Page, name: string) => megaNav(page).getByRole('link', { name, exact: true });
const panel = (page: Page, name: string) => megaNav(page).getByRole('region', { name, exact: true });

/** Waits until the header's islands have their code (the mega menu answers the pointer). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test('the mega menu opens by mouse (300 ms, then at once) and by keyboard, and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await expect(header(page, 'Gifts')).toHaveClass(/is-orange/);
  await expect(page.getByRole('navigation', { name: 'Popular' }).getByRole('link', { name: 'Organic' })).toBeVisible();
  await shot(page, 'header-closed-1280', false);

  await header(page, 'Nuts').hover();
  await expect(panel(page, 'Nuts')).toBeVisible();
  await expect(header(page, 'Nuts')).toHaveAttribute('aria-expanded', 'true');
  await header(page, 'Snacks').hover();
  await expect(panel(page, 'Snacks')).toBeVisible();
  await expect(panel(page, 'Nuts')).toBeHidden();
  await header(page, 'Gifts').hover();
  const gifts = panel(page, 'Gifts');
  await expect(gifts.getByRole('link', { name: 'Gifts under $40' })).toBeVisible();
  await expect(gifts.getByRole('link', { name: 'Gifts under $70' })).toBeVisible();
  await shot(page, 'mega-menu-open-1280', false);
  await expectNoSeriousViolations(page, 'mega menu open');
  await page.mouse.move(640, 880);
  await expect(gifts).toBeHidden();

  await header(page, 'Nuts').focus();
  await page.keyboard.press('ArrowDown');
  await expect(panel(page, 'Nuts')).toBeVisible();
  await expect(panel(page, 'Nuts').getByRole('link', { name: 'Shop Nuts' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page, 'Nuts')).toBeHidden();
  await expect(header(page, 'Nuts')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(header(page, 'Dried Fruit')).toBeFocused();

  await header(page, 'Gifts').hover();
  await gifts.getByRole('link', { name: 'Gifts under $40' }).click();
  await expect(page).toHaveURL(
    /\/search\/instant\?refinementList%5Bcategories\.lvl0%5D=Gifts&range%5Bprice%5D=%3A40&sortBy=Products_price_asc/,
  );
});

test("the mobile menu's levels at 375 px: a dialog with sub-menus, back, groups, Esc", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await hydrated(page);
  await shot(page, 'header-closed-375', false);
  await page.getByRole('button', { name: 'Shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Dried Fruit' })).toHaveAttribute('href', '/driedfruit');
  await expect(dialog.getByRole('link', { name: 'Refer and Earn' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Help' })).toBeVisible();
  await shot(page, 'mobile-menu-main-375', false);
  await expectNoSeriousViolations(page, 'mobile menu');

  await dialog.getByRole('button', { name: /^Nuts/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Nuts' })).toBeVisible();
  const group = dialog.getByRole('button', { name: 'Shop Nuts' });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: 'Almonds' })).toBeVisible();
  await shot(page, 'mobile-menu-sub-375', false);
  await expectNoSeriousViolations(page, 'mobile sub-menu');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('link', { name: 'Almonds' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('link', { name: 'Snacks' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Shop' })).toBeFocused();

  await page.getByRole('button', { name: 'Shop' }).click();
  await dialog.getByRole('link', { name: 'Snacks' }).click();
  await expect(page).toHaveURL(/\/snacks$/);
  await expect(dialog).toBeHidden();
});

test('the campaign carousel advances every 4000 ms, wraps and pauses on hover (fake clock)', async ({ page }) => {
  await page.clock.install();
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="nutshell-state"[^>]*>)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => {
        const state = JSON.parse(json) as Record<string, unknown>;
        const items = [
          { promotionName: 'Gift tins', content: '<a href="/gifts">Gift tins for every occasion</a>' },
          { promotionName: 'Mixes', content: '<a href="/custom/mixes">Build your own trail mix</a>' },
        ];
        return `${open}${JSON.stringify({ ...state, shell: { campaignCarousel: { items } } }).replace(/</g, '\\u003c')}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const slide = page.locator('.campaign-carousel__slide.is-current');
  await expect(page.getByRole('button', { name: 'Pause offers' })).toBeVisible();
  await expect(slide).toHaveText(/Nuts, dried fruit, snacks/);
  await page.clock.runFor(4000);
  await expect(slide).toHaveText('Gift tins for every occasion');
  await page.clock.runFor(4000);
  await expect(slide).toHaveText('Build your own trail mix');
  await page.clock.runFor(4000);
  await expect(slide).toHaveText(/Nuts, dried fruit, snacks/);
  await page.getByRole('region', { name: 'Current offers' }).hover();
  await page.clock.runFor(12000);
  await expect(slide).toHaveText(/Nuts, dried fruit, snacks/);
  await page.mouse.move(640, 600);
  await page.clock.runFor(4000);
  await expect(slide).toHaveText('Gift tins for every occasion');
});
