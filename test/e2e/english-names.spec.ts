// An English table reads English (issue 12: card names, subtitles, Epic names and classes stayed French):
// every face-up card drawn, the Epic and the pillars included, has its English name painted on its plate
// and an English class line; switching to French repaints them in French. The hook's `cards()` reports
// the words painted into each face's texture.
import { test } from '@playwright/test';
import { cardTitle, type NameLang } from '../../src/cards/names';
import { frenchIn } from '../french-marks';
import { expect, idle, open, resumeOnLoad, shot, tap, watchConsole } from './helpers';
import { findPosition, showsExpansions } from './positions';
import type { Page } from '@playwright/test';

/** The face-up cards on screen with the words on their plates. */
async function plates(page: Page) {
  const cards = await page.evaluate(() => window.__SSDB_TEST__!.cards());
  return cards.filter((c) => c.visible && c.alpha > 0.5 && c.plate !== null);
}

/** Each plate says the card's name in `lang`; in English, nothing on it is French. */
async function expectPlatesIn(page: Page, lang: NameLang): Promise<number[]> {
  const shown = await plates(page);
  expect(shown.length).toBeGreaterThan(5);
  for (const c of shown) {
    expect(c.plate, `card ${c.type} (${c.role})`).toMatchObject({ ...cardTitle(c.type, lang) });
    if (lang === 'en') {
      const words = [c.plate!.name, c.plate!.sub ?? '', c.plate!.classes].join(' | ');
      expect(frenchIn(words), `card ${c.type}: ${words}`).toEqual([]);
    }
  }
  return shown.map((c) => c.type);
}

// The words painted on a face do not depend on the window (the faces are painted once per language).
test.beforeEach(({ page: _page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'words on the faces, not layout: one size is enough');
});

test('a new English table with every set and the Epics names its cards in English', async ({ page }, info) => {
  const problems = watchConsole(page);
  await open(page, 'lang=en&new=1&seats=human,bot&sets=asgard,poseidon&epics=1&seed=3&speed=instant');
  await idle(page);
  const epic = (await page.evaluate(() => window.__SSDB_TEST__!.view()!.epic))!;
  const types = await expectPlatesIn(page, 'en');
  expect(types, 'the Epic is drawn').toContain(epic.type);
  await shot(page, `english-names-${info.project.name}`);

  // The language button (English → Italiano → Français) repaints the same cards in each language (the
  // faces are cached by language).
  await tap(page, 'hud:lang', info);
  await idle(page);
  await expectPlatesIn(page, 'it');
  await tap(page, 'hud:lang', info);
  await idle(page);
  await expectPlatesIn(page, 'fr');
  expect(problems).toEqual([]);
});

test('the pillars of an English table are named in English', async ({ page }, info) => {
  const problems = watchConsole(page);
  await resumeOnLoad(page, { toSave: () => findPosition(showsExpansions) });
  await open(page, 'lang=en&speed=instant');
  await idle(page);
  const pillars = (await page.evaluate(() => window.__SSDB_TEST__!.view()!.pillars))!;
  expect(pillars.length).toBeGreaterThan(0);
  const types = await expectPlatesIn(page, 'en');
  for (const p of pillars) expect(types, `pillar ${p.type}`).toContain(p.type);
  await shot(page, `english-pillars-${info.project.name}`);
  expect(problems).toEqual([]);
});
