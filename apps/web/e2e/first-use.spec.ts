import { expect, test } from '@playwright/test';
import { holdBack, waitForApp } from './fixtures/browser-render';
import { fleet } from './fixtures/vehicles';

/**
 * The parts of a page that only a visitor using it needs (a card's heart and 'Confronta', the price
 * tiers, the share buttons, the calendar's place on a phone) take their code at the first touch, key,
 * scroll or mouse move, not with the page: a phone that only looks downloads none of it. A tap that
 * comes before that code is held and answered once it has come (public/boot.js).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WAITING_PARTS = /\/assets\/(SaveButtons|PriceTiers|ShareBlock|RentalDatesSlot)-[\w-]+\.js$/;

test('[SSR][FIRST USE]: a phone that only looks gets no code of the parts it does not use, and the first tap on one is answered', async ({
  page,
}) => {
  const vehicle = (await fleet(page)).find((each) => each.listing_type === 'rental')!;
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const release = await holdBack(page, /\/assets\/SaveButtons-[\w-]+\.js$/);
  await page.goto(`/veicoli/${vehicle.id}`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => WAITING_PARTS.test(path))).toEqual([]);

  // The tap is the first use: the code is asked for now, and the tap waits for it.
  const compare = page.getByRole('button', { name: /^Confronta / });
  await compare.tap();
  await expect.poll(() => asked.some((path) => /\/SaveButtons-/.test(path))).toBe(true);
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('complementary', { name: 'Confronto' })).toBeVisible();
});

test('[SSR][FIRST USE]: a visitor with a vehicle set aside sees it marked at once, with no tap', async ({ page }) => {
  const vehicle = (await fleet(page)).find((each) => each.listing_type === 'rental')!;
  await page.addInitScript((id) => window.sessionStorage.setItem('compare', JSON.stringify([id])), vehicle.id);
  await page.goto(`/veicoli/${vehicle.id}`);
  await expect(page.getByRole('button', { name: /^Confronta / })).toHaveAttribute('aria-pressed', 'true');
});
