// Issue 12: a choice panel no longer covers the hand. At every size the tests use, the table's choice
// area stays clear of the hand, the armor, the actions, the header and the players' panels, and the
// panel's parts (the card that asks, the prompt, the cards or players to pick, the buttons) fit inside
// it without touching the prompt, every target at least 44 px.
import { describe, expect, it } from 'vitest';
import { cardRow, CHOOSER_BUTTON_H, chooserParts, chooserRect, COMPACT_H, PICK_LIFT, seatRow } from '../../scenes/presenter/chooser-layout';
import { CARD_RATIO, CHOOSER_GAP, MIN_TARGET, overlaps, tableLayout, type Rect } from '../../scenes/presenter/table-layout';

const within = (a: Rect, b: Rect) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
const SIZES: [number, number][] = [[1280, 720], [1024, 768], [768, 1024], [1920, 1080], [1366, 768], [820, 1180]];

describe('the choice area of the table', () => {
  for (const [w, h] of SIZES) {
    for (const n of [2, 3, 4, 5]) for (const withRail of [false, true]) {
      it(`${w}×${h}, ${n} players${withRail ? ', with the rail' : ''}: over the board, clear of the hand`, () => {
        const L = tableLayout(w, h, n, withRail);
        const c = L.chooser;
        expect(within(c, { x: 0, y: 0, w, h })).toBe(true);
        for (const [name, r] of [['hand', L.hand], ['armor', L.armor], ['actions', L.actions], ['header', L.header], ...L.players.map((p, i) => [`player${i}`, p] as const)] as const) {
          expect(overlaps(c, r), `chooser × ${name}`).toBe(false);
        }
        // In landscape the chronicle and the zoom keep their column; in portrait the Hud hides the
        // chronicle under the panel.
        if (!L.portrait) expect(overlaps(c, L.log)).toBe(false);
        expect(c.y + c.h).toBeLessThanOrEqual(L.hand.y - CHOOSER_GAP + 0.5);
        // Tall enough for the card that asks, the prompt, a row of cards to pick and the buttons.
        expect(c.h).toBeGreaterThanOrEqual(COMPACT_H);
      });
    }
  }
});

describe('the parts of a choice panel', () => {
  for (const [w, h] of [[1280, 720], [1024, 768], [768, 1024]] as const) {
    for (const withRail of [false, true]) for (const cards of [0, 1, 3, 6, 10]) {
      it(`${w}×${h}${withRail ? ' with the rail' : ''}, ${cards} cards: inside the panel, nothing on the prompt, 44 px targets`, () => {
        const L = tableLayout(w, h, 4, withRail);
        const r = chooserRect(L.chooser, cards);
        expect(within(r, L.chooser)).toBe(true);
        expect(r.y + r.h).toBe(L.chooser.y + L.chooser.h);
        if (cards === 0) expect(r.h).toBeLessThanOrEqual(COMPACT_H);
        for (const withSource of [true, false]) {
          const p = chooserParts(r, withSource);
          const all: Rect[] = [p.title, p.options, ...p.buttons, ...(p.source ? [p.source] : [])];
          for (const x of all) expect(within(x, r)).toBe(true);
          for (const x of [p.options, ...p.buttons, ...(p.source ? [p.source] : [])]) expect(overlaps(x, p.title)).toBe(false);
          for (const b of p.buttons) {
            expect(overlaps(b, p.options)).toBe(false);
            expect(Math.min(b.w, b.h)).toBeGreaterThanOrEqual(MIN_TARGET);
            expect(b.h).toBe(CHOOSER_BUTTON_H);
          }
          for (let i = 1; i < p.buttons.length; i++) expect(overlaps(p.buttons[i], p.buttons[i - 1])).toBe(false);
          if (p.source) {
            // The card that asks: a real card face, big enough to read and to tap.
            expect(p.source.w).toBeGreaterThanOrEqual(90);
            expect(p.source.h / p.source.w).toBeCloseTo(1 / CARD_RATIO, 1);
            expect(p.source.x + p.source.w).toBeLessThanOrEqual(p.options.x);
          }
          if (cards > 0) {
            const row = cardRow(p.options, cards);
            const cardH = row.w / CARD_RATIO;
            expect(row.w).toBeGreaterThanOrEqual(cards > 6 ? MIN_TARGET : 90);
            // Every card, picked and risen too, stays in the options area.
            expect(row.y - cardH / 2 - PICK_LIFT).toBeGreaterThanOrEqual(p.options.y - 0.5);
            expect(row.y + cardH / 2).toBeLessThanOrEqual(p.options.y + p.options.h + 0.5);
            expect(row.xs[0]).toBeGreaterThanOrEqual(p.options.x - 0.5);
            expect(row.xs[cards - 1] + row.w).toBeLessThanOrEqual(p.options.x + p.options.w + 0.5);
            // Overlapping cards still leave 44 px of each to tap.
            for (let i = 1; i < cards; i++) expect(row.xs[i] - row.xs[i - 1]).toBeGreaterThanOrEqual(MIN_TARGET - 0.5);
          } else {
            for (const s of seatRow(p.options, 5)) {
              expect(within(s, p.options)).toBe(true);
              expect(Math.min(s.w, s.h)).toBeGreaterThanOrEqual(MIN_TARGET);
            }
          }
        }
      });
    }
  }
});
