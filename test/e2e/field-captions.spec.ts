// Field effects visible without a long press (issue 12): a field card whose rule changes what may be
// done carries a short caption on the table, in the player's language. The game is resumed where
// Kuraggu (66) is on the field (seed 1, the 69th action, as in refusal.spec.ts). The caption's band
// leaves the card's printed rules text readable (issue 25: it covered the text box's top lines).
import { test } from '@playwright/test';
import { rules } from '../../src/engine';
import { kuragguPosition } from './kuraggu-position';
import { expect, idle, open, resumeOnLoad, shot, watchConsole } from './helpers';

test('Kuraggu on the field says, on the card, that no other Saint can be acquired', async ({ page }, info) => {
  const problems = watchConsole(page);
  const session = kuragguPosition();
  const slot = rules('classic').view(session.state, 0).field.findIndex((f) => f?.type === 66);
  expect(slot).toBeGreaterThanOrEqual(0);
  await resumeOnLoad(page, session);
  await open(page, 'lang=en');
  await idle(page);
  const captions = await page.evaluate(() => window.__SSDB_TEST__!.captions());
  const caption = captions.find((c) => c.slot === slot);
  expect(caption?.line).toBe('No other Saint can be acquired');
  // The card's rules text box: 49.5 % to 118.5 % of its width down, 5.5 % in from each side
  // (paintCard.ts cardLayout, a portrait face with its text).
  const card = (await page.evaluate(() => window.__SSDB_TEST__!.cards())).find((c) => c.type === 66 && c.role === 'field')!;
  const top = card.y - card.h / 2, left = card.x - card.w / 2;
  const box = { x: left + card.w * 0.055, y: top + card.w * 0.495, w: card.w * 0.89, h: card.w * 0.69 };
  const band = caption!.rect;
  const overlapX = Math.min(band.x + band.w, box.x + box.w) - Math.max(band.x, box.x);
  const overlapY = Math.min(band.y + band.h, box.y + box.h) - Math.max(band.y, box.y);
  expect(overlapX <= 0 || overlapY <= 0, `band ${JSON.stringify(band)} over the text box ${JSON.stringify(box)}`).toBe(true);
  // Still on or by its card, a finger's width at least.
  expect(band.w).toBeGreaterThanOrEqual(Math.min(44, card.w - 4));
  expect(Math.abs(band.x + band.w / 2 - card.x)).toBeLessThan(4);
  await shot(page, `field-captions-${info.project.name}`);
  expect(problems).toEqual([]);
});
