// The rules reference (issue 12: "an in-game rules reference: short, our words, illustrated with the
// game's own cards; the icons explained"): every page has its words in both languages, every icon its
// line, and the book fits a finger and the screen at every size the game is played at. Issue 25: a
// chapter against Poseidon (rulebook Poseidon, "Mode coopératif"), and every card keyword explained.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { hasMessage } from '../../src/i18n';
import { CARD_RATIO, isLandscape } from '../../scenes/objects/cardArt';
import { bodyParams, CHAPTERS, COOP_MARKS, legendKey, legendOf, placeCards, RULES_CHAPTERS, RULES_PAGES, rulesLayout, splitArt } from '../../scenes/presenter/rules-pages';
import { KEYWORDS } from '../../scenes/objects/faceText';
import { DIFFICULTY, EASY_SHORT } from '../../src/engine';
import { messages, t } from '../../src/i18n';
import { MIN_TARGET, type Rect } from '../../scenes/presenter/table-layout';

const inside = (a: Rect, b: Rect) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const SIZES: [number, number][] = [[1280, 720], [1024, 768], [768, 1024], [1920, 1080]];

describe('the rules reference', () => {
  it('has its words in French and English for every page and icon, and draws real cards', () => {
    for (const p of RULES_PAGES) {
      expect(hasMessage(`rules.${p.id}.title`), p.id).toBe(true);
      expect(hasMessage(`rules.${p.id}.body`), p.id).toBe(true);
      for (const i of p.icons) expect(hasMessage(`rules.icon.${i}`), i).toBe(true);
      for (const c of p.cards) expect(CARD_TYPES.has(c), String(c)).toBe(true);
    }
    // The icons page lists every icon the other pages use.
    const listed = new Set(RULES_PAGES.find((p) => p.id === 'icons')!.icons);
    for (const p of RULES_PAGES) for (const i of p.icons) expect(listed.has(i), i).toBe(true);
  });

  it.each(SIZES)('fits %i×%i: targets a finger can tap, nothing overlapping, all inside the book', (w, h) => {
    const L = rulesLayout(w, h);
    const buttons = [...L.chapters, L.close, L.prev, L.next, ...L.tabs];
    for (const b of buttons) {
      expect(b.h).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(b.w).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(inside(b, L.panel)).toBe(true);
    }
    for (let i = 0; i < buttons.length; i++) for (let j = i + 1; j < buttons.length; j++) expect(overlap(buttons[i], buttons[j])).toBe(false);
    for (const area of [L.heading, L.words, L.art]) {
      expect(inside(area, L.panel)).toBe(true);
      for (const b of buttons) expect(overlap(area, b)).toBe(false);
    }
  });

  it.each(SIZES)('lays every page’s cards inside the art area at %i×%i, readable', (w, h) => {
    const { art: whole } = rulesLayout(w, h);
    for (const p of RULES_PAGES) {
      const cards = p.cards.map((id) => CARD_TYPES.get(id)!);
      const lying = cards.map(isLandscape);
      const art = splitArt(whole, p.picture !== undefined, cards.length > 0).cards;
      const { short, centres } = placeCards(art, lying, CARD_RATIO);
      if (!cards.length) continue;
      expect(short, p.id).toBeGreaterThanOrEqual(70);
      cards.forEach((c, k) => {
        const cw = lying[k] ? short / CARD_RATIO : short, ch = lying[k] ? short : short / CARD_RATIO;
        const rect = { x: centres[k].x - cw / 2, y: centres[k].y - ch / 2, w: cw, h: ch };
        expect(inside(rect, art), `${p.id} card ${c.id}`).toBe(true);
        centres.forEach((o, j) => { if (j > k) expect(Math.hypot(o.x - centres[k].x, o.y - centres[k].y)).toBeGreaterThan(short * 0.9); });
      });
    }
  });

  it('has three chapters, against Poseidon and God of War after the classic one, each page once, every line of every legend in both languages', () => {
    expect(CHAPTERS).toEqual(['classic', 'coop', 'gow']);
    // God of War's chapter: the aim, the Scenario, the round, a turn, attacks, rage, the runes, Stun and
    // Poison, exhaustion, Missions and the Boss, solo; the die's faces and the hand limit from the engine.
    expect(RULES_CHAPTERS.gow.map((p) => p.id)).toEqual(['gow', 'gowScenario', 'gowRound', 'gowTurn', 'gowAttack', 'gowRage', 'gowRunes', 'gowStatus', 'gowExhaustion', 'gowMissions', 'gowSolo']);
    for (const lang of ['en', 'fr'] as const) for (const p of RULES_CHAPTERS.gow) expect(t(`rules.${p.id}.body`, bodyParams(p.id), lang), p.id).not.toMatch(/[{}]/);
    expect(t('rules.gowAttack.body', bodyParams('gowAttack'), 'en')).toContain('0, 1, 2, 3');
    expect(t('rules.gowRound.body', bodyParams('gowRound'), 'en')).toContain('(7 at first');
    const ids = RULES_PAGES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The rulebook's coop chapter, part by part: the aim and end, the board, a hero's turn, moving and
    // giving, Poseidon's phase and what each pile gives him, his cards, the pillars, water and difficulty.
    expect(RULES_CHAPTERS.coop.map((p) => p.id)).toEqual(['coop', 'coopBoard', 'coopTurn', 'coopMove', 'coopPhase', 'coopCross', 'coopHim', 'coopPillars', 'coopWater', 'coopSigns']);
    for (const p of RULES_PAGES) for (const item of legendOf(p)) expect(hasMessage(legendKey(item)), legendKey(item)).toBe(true);
    for (const c of CHAPTERS) expect(hasMessage(`rules.chapter.${c}`)).toBe(true);
    // Half the coop pages at least carry a painted picture of the board's own pieces.
    expect(RULES_CHAPTERS.coop.filter((p) => p.picture).length).toBeGreaterThanOrEqual(5);
  });

  it('explains every keyword glyph of the card faces, and every sign of the coop board', () => {
    const glyphs = new Set(RULES_PAGES.flatMap((p) => p.glyphs ?? []));
    for (const k of KEYWORDS) expect(glyphs.has(k), k).toBe(true);
    const marks = new Set(RULES_PAGES.flatMap((p) => p.marks ?? []));
    for (const m of COOP_MARKS) expect(marks.has(m), m).toBe(true);
    // Each glyph's line starts with the very word the card faces print for it, in each language.
    for (const lang of ['en', 'fr'] as const) for (const k of KEYWORDS) expect(messages(lang)[`rules.kw.${k}`].startsWith(t(`face.kw.${k}`, {}, lang)), `${lang} ${k}`).toBe(true);
  });

  it('quotes the water and pile sizes the game deals with (RULING-8; docs/coop.md "Difficulty")', () => {
    for (const lang of ['en', 'fr'] as const) {
      const words = t('rules.coopWater.body', bodyParams('coopWater'), lang);
      expect(words).not.toMatch(/[{}]/);
      for (const n of [EASY_SHORT.pileSize, EASY_SHORT.waterTop, DIFFICULTY.normal.pileSize, DIFFICULTY.normal.waterTop, DIFFICULTY.hard.pileSize, DIFFICULTY.hard.waterTop]) expect(words).toContain(String(n));
    }
    expect(t('rules.coopWater.body', bodyParams('coopWater'), 'en')).toContain(`piles of ${DIFFICULTY.normal.pileSize}, top ${DIFFICULTY.normal.waterTop}`);
  });
});
