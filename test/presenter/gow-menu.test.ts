// The menu's God of War form (issue 28): 1 to 4 heroes of its own (rulebook p.13: alone, the player is
// Kratos), the bot levels as bot kinds of the mode, the first Mission as the rulebook advises.
import { describe, expect, it } from 'vitest';
import { MenuModel } from '../../scenes/presenter/menu-model';

describe("the menu's God of War form", () => {
  it('switching to God of War gives its heroes and keeps the seats within 1–4', () => {
    const form = new MenuModel(5);
    for (let i = 0; i < 3; i++) form.add();
    expect(form.seats).toHaveLength(5);
    form.setMode('gow');
    expect(form.seats.length).toBeLessThanOrEqual(4);
    expect(form.seats.map((s) => s.hero).every((h) => ['kratos', 'atreus', 'freya', 'mimir', 'brok-sindri'].includes(h))).toBe(true);
    expect(new Set(form.seats.map((s) => s.hero)).size).toBe(form.seats.length);
    expect(form.canAdd).toBe(false);
    form.setMode('classic');
    expect(form.seats.every((s) => ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'].includes(s.hero))).toBe(true);
  });

  it('alone, the player is Kratos, and the hero does not cycle', () => {
    const form = new MenuModel(5);
    form.setMode('gow');
    form.nextHero(0);
    form.remove(1);
    expect(form.seats).toHaveLength(1);
    expect(form.seats[0].hero).toBe('kratos');
    form.nextHero(0);
    expect(form.seats[0].hero).toBe('kratos');
    expect(form.canRemove).toBe(false);
  });

  it("its setup: the heroes, the first Mission, the bots' levels as the mode's bot kinds", () => {
    const form = new MenuModel(9);
    form.setMode('gow');
    form.toggleBot(1); // normal → hard
    const { setup, seats } = form.gowSetup();
    expect(setup).toEqual({ seed: 9, heroes: form.seats.map((s) => s.hero), firstMission: 'wanderers' });
    expect(seats[0]).toEqual({ kind: 'human' });
    expect(seats[1]).toEqual({ kind: 'bot', bot: 'hard' });
  });
});
