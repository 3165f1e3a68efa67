// The audience window's layout (issue 15; ART.md "The audience window": a fixed 1920×1080 layout, the
// clock or the water and the scores always in the same place, the captions along the bottom) and its
// captions, told from the audience's events only.
import { describe, expect, it } from 'vitest';
import { AUDIENCE_H, AUDIENCE_W, CAPTIONS, classicAudienceLayout, coopAudienceLayout } from '../../scenes/presenter/audience/audience-layout';
import { AudienceLog } from '../../scenes/presenter/audience/audience-log';
import { GameSession } from '../../src/session/game-session';
import { classicRules } from '../../src/engine';
import type { Rect } from '../../scenes/presenter/table-layout';

const inside = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.w <= AUDIENCE_W && r.y + r.h <= CAPTIONS.y;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the audience window layout', () => {
  it.each([2, 3, 4, 5])('classic, %i players: all on the canvas above the captions, no panel over the field', (n) => {
    const L = classicAudienceLayout(n);
    expect(CAPTIONS.y + CAPTIONS.h).toBe(AUDIENCE_H);
    for (const r of [L.title, L.clock, ...L.slots, ...L.strips, L.status, L.reveal, ...L.seats]) expect(inside(r)).toBe(true);
    for (const s of L.seats) for (const r of [...L.slots, ...L.strips, L.status, L.reveal, L.clock]) expect(overlap(s, r)).toBe(false);
    for (let i = 1; i < L.seats.length; i++) expect(overlap(L.seats[i - 1], L.seats[i])).toBe(false);
    // Readable from a phone watching the stream: panels at least 100 px high, cards 200 px wide.
    for (const s of L.seats) expect(s.h).toBeGreaterThanOrEqual(100);
    expect(L.slots[0].w).toBeGreaterThanOrEqual(200);
  });

  it.each([2, 3, 4, 5])('coop, %i heroes: the board, the column, Poseidon and the heroes side by side', (n) => {
    for (const epics of [false, true]) {
      const L = coopAudienceLayout(n, epics);
      const board: Rect = { x: L.board.cx - L.board.r * 1.1, y: L.board.cy - L.board.r * 1.06, w: L.board.r * 2.2, h: L.board.r * 1.95 };
      for (const r of [L.column, L.poseidon, L.status, ...L.seats]) expect(inside(r)).toBe(true);
      for (const r of [L.column, L.poseidon, ...L.seats]) expect(overlap(board, r)).toBe(false);
      for (const s of L.seats) expect(overlap(s, L.poseidon) || overlap(s, L.column)).toBe(false);
    }
  });
});

describe('the audience captions', () => {
  it('tell a game from the audience events and name no card the audience never saw', () => {
    const session = GameSession.start({ seed: 9, heroes: ['seiya', 'shiryu'] }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]);
    const log = new AudienceLog();
    log.learn(session.view('audience'));
    const seenTypes = new Set<number>();
    session.onChange((events, _a, state) => {
      const redacted = classicRules.redactEvents(state, events, 'audience');
      for (const e of redacted) if (e.type === 'cardMoved' && e.card >= 0) seenTypes.add(e.card);
      log.tell(redacted, session.view('audience'));
    });
    for (let i = 0; i < 40; i++) { const a = session.botAction(); if (!a) break; session.send(a); }
    expect(log.lines.length).toBeGreaterThan(5);
    expect(log.lines.some((l) => l.key === 'log.played')).toBe(true);
    // A draw is told as a number of cards, never which.
    const draws = log.lines.filter((l) => l.key === 'log.drew');
    for (const d of draws) expect(Object.values(d.params).some((p) => typeof p === 'object' && 'card' in p)).toBe(false);
  });
});
