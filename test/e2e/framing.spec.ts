// Issue 23: another site cannot show the game in a frame (to lay its page over the game and lead a
// player's taps, or sit around a hot-seat game). The production page's server refuses the frame by its
// headers (frame-ancestors 'none', X-Frame-Options: DENY); served by a host that sends no headers,
// the page itself refuses to start the game in a frame and says where to open it.
import { test, type Frame, type Page } from '@playwright/test';
import { expect, PROD_BASE } from './helpers';

const ATTACKER = 'http://attacker.test/';
const GAME = `${PROD_BASE}/?new=1&seats=human,bot&seed=7&speed=instant&fast=1`;

/**
 * Opens a page of another origin that shows the game in a frame; resolves once the frame is done. The
 * game's files come through the test (from the production server, with its headers or without the
 * framing ones, as a host that sends none): Chromium would not let a page it cannot place on the network
 * frame a loopback address at all, which would hide what the headers and the page do.
 */
async function framedByAnotherSite(page: Page, host: 'its headers' | 'no framing headers'): Promise<Frame> {
  await page.route(`${PROD_BASE}/**`, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(Object.entries(response.headers())
      .filter(([name]) => host === 'its headers' || !['content-security-policy', 'x-frame-options'].includes(name)));
    await route.fulfill({ response, headers });
  });
  await page.route(ATTACKER, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><title>Free cards</title><iframe src="${GAME}" width="1000" height="600" onload="window.frameLoaded = true"></iframe>`,
  }));
  await page.goto(ATTACKER);
  await page.waitForFunction(() => (window as { frameLoaded?: boolean }).frameLoaded === true);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('the attacker page has no frame');
  return frame;
}

/** What the frame shows of the game: its canvas, or null when there is none (or no page at all). */
const canvasIn = (frame: Frame) => frame.evaluate(() => !!document.querySelector('canvas')).catch(() => false);

test('another site cannot show the production page in a frame', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'framing does not depend on the window');
  const frame = await framedByAnotherSite(page, 'its headers');
  // The browser refused the frame: it never got the game's page.
  expect(frame.url()).not.toContain(PROD_BASE);
  expect(await canvasIn(frame)).toBe(false);
});

test('from a host that sends no headers, the framed page does not start the game and says so', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'framing does not depend on the window');
  // A host without the framing headers (GitHub Pages cannot send them): the same files without them.
  const frame = await framedByAnotherSite(page, 'no framing headers');
  expect(frame.url()).toContain(PROD_BASE);
  await expect(frame.locator('.ssdb-framed')).toContainText('This game does not run inside another site’s page.');
  await expect(frame.getByRole('link', { name: 'Open it in its own tab' })).toHaveAttribute('target', '_blank');
  expect(await canvasIn(frame)).toBe(false);
});
