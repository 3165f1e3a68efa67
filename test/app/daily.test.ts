// The daily game (issue 13: "a daily seed: the same setup for everyone on a given date (classic vs
// bots, and coop)"): a pure function of the UTC date.
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/engine';
import { dailyClassic, dailyCoop, dailyOf, dailySeed, utcDate } from '../../src/app/daily';
import { GameSession } from '../../src/session/game-session';
import { CoopSession } from '../../src/session/coop-session';

describe('the daily game', () => {
  it('is the same setup for two calls on the same date, in both modes', () => {
    expect(dailyClassic('2026-11-24')).toEqual(dailyClassic('2026-11-24'));
    expect(dailyCoop('2026-11-24')).toEqual(dailyCoop('2026-11-24'));
  });

  it('differs from one date to the next', () => {
    const days = ['2026-11-24', '2026-11-25', '2026-12-24', '2027-11-24'];
    const seeds = new Set(days.map((d) => dailySeed(d, 'classic')));
    expect(seeds.size).toBe(days.length);
    expect(dailyClassic('2026-11-24').setup).not.toEqual(dailyClassic('2026-11-25').setup);
    expect(dailyCoop('2026-11-24').setup).not.toEqual(dailyCoop('2026-11-25').setup);
    // Over a month the day's table itself changes (players, heroes, sets), not only the shuffle.
    const tables = new Set(Array.from({ length: 30 }, (_, i) => { const s = dailyClassic(`2026-11-${String(i + 1).padStart(2, '0')}`).setup; return JSON.stringify({ ...s, seed: 0 }); }));
    expect(tables.size).toBeGreaterThan(5);
  });

  it('deals the same cards to everyone that day: the engine gets the same game', () => {
    const a = dailyClassic('2026-11-24'), b = dailyClassic('2026-11-24');
    expect(rules('classic').setup(a.setup).state).toEqual(rules('classic').setup(b.setup).state);
    expect(rules('coop').setup(dailyCoop('2026-11-24').setup).state).toEqual(rules('coop').setup(dailyCoop('2026-11-24').setup).state);
  });

  it('seats the player first against bots (classic) or with bot heroes (coop)', () => {
    for (const d of ['2026-01-01', '2026-11-24', '2030-06-15']) {
      const c = dailyClassic(d), k = dailyCoop(d);
      expect(c.seats[0]).toEqual({ kind: 'human' });
      expect(c.seats.slice(1).every((s) => s.kind === 'bot')).toBe(true);
      expect(c.seats).toHaveLength(c.setup.heroes.length);
      expect(k.seats[0]).toEqual({ kind: 'human' });
      expect(['easy', 'normal']).toContain(k.setup.difficulty);
    }
  });

  it('takes the date in UTC, and refuses what is not a date', () => {
    expect(utcDate(Date.UTC(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(utcDate(Date.UTC(2026, 10, 25, 0, 1))).toBe('2026-11-25');
    expect(() => dailySeed('24/11/2026', 'classic')).toThrow(/not a date/);
  });

  it('knows a daily game by its save, finished the next day too, and no other game', () => {
    const now = Date.UTC(2026, 10, 24, 10);
    const d = dailyClassic('2026-11-24');
    const save = GameSession.start(d.setup, d.seats).toSave();
    expect(dailyOf(save, now)).toBe('2026-11-24');
    expect(dailyOf(save, now + 86_400_000)).toBe('2026-11-24');
    expect(dailyOf({ ...save, setup: { ...save.setup, seed: 1 } }, now)).toBeNull();
    const k = dailyCoop('2026-11-24');
    expect(dailyOf(CoopSession.start(k.setup, k.seats).toSave(), now)).toBe('2026-11-24');
  });
});
