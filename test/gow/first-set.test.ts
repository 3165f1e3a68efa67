// Our first God of War content set parses, and holds what the rulebook fixes (the rest is ours).
import { describe, expect, it } from 'vitest';
import { FIRST_SET } from '../../src/engine/gow/content/first-set';
import { loadContent } from '../../src/engine/gow/content/load';

const set = loadContent(FIRST_SET);
const hero = (id: string) => set.heroes.find((h) => h.id === id)!;
const card = (id: string) => set.cards.find((c) => c.id === id)!;
const enemies = [...set.scenarios].flatMap((s) => s.cards.flatMap((c) => [c.front.enemy, c.back.enemy])).filter((e) => e !== undefined);

describe('The First Weave', () => {
  it('parses and passes the loader checks', () => {
    expect(set.id).toBe('first-weave');
    expect(set.ours).toBe(true);
    expect(set.runes.map((r) => r.id)).toEqual(['red', 'blue', 'green', 'gold']);
    expect(set.die).toEqual([0, 0, 1, 1, 2, 3]);
  });

  it('has the five heroes with the rulebook health and rage tracks', () => {
    expect(set.heroes.map((h) => h.name)).toEqual(['Kratos', 'Atreus', 'Freya', 'Mimir', 'Brok & Sindri']);
    expect(hero('kratos').figures[0]).toMatchObject({ health: 10, rage: { name: 'Fury of Sparta', track: 5 } });
    expect(hero('atreus').figures[0]).toMatchObject({ health: 7, rage: { name: 'Thunder Bird', track: 4 } });
    expect(hero('freya').figures[0]).toMatchObject({ health: 8, rage: { name: 'Ancient Magic', track: 4 } });
    expect(hero('mimir').carried).toBe(true);
    expect(hero('brok-sindri').figures.map((f) => f.id)).toEqual(['brok', 'sindri']);
    for (const h of set.heroes) expect(h.deck).toHaveLength(14);
  });

  it('never gives Mimir an attack', () => {
    for (const id of hero('mimir').deck) for (const o of card(id).options) expect(o.kinds.some((k) => k === 'melee' || k === 'ranged')).toBe(false);
  });

  it('spreads the upgrade deck over the four runes', () => {
    const total = set.upgrades.reduce((n, u) => n + u.copies, 0);
    expect(total).toBeGreaterThanOrEqual(50);
    expect(total).toBeLessThanOrEqual(60);
    for (const r of set.runes) {
      const n = set.upgrades.filter((u) => card(u.card).rune === r.id).reduce((s, u) => s + u.copies, 0);
      expect(n / total).toBeGreaterThan(0.2);
      expect(n / total).toBeLessThan(0.3);
    }
  });

  it('has the three named Missions, Alfheim poisons every deck, and Helheim turns on all defeated', () => {
    const mission = (id: string) => set.missions.find((m) => m.id === id)!;
    expect(set.missions).toHaveLength(6);
    expect(mission('wanderers')).toMatchObject({ number: 1, name: 'I Viandanti' });
    expect(mission('alfheim').obstacle.atStart).toContainEqual({ do: 'status', status: 'poison', who: 'allHeroes', where: 'shuffle' });
    expect(mission('helheim')).toMatchObject({ number: 4, name: 'Helheim', victory: { kind: 'allDefeated' } });
    const hel = set.scenarios.find((s) => s.id === mission('helheim').scenario)!;
    const gate = hel.cards.find((c) => c.front.flip?.when === 'allDefeated')!;
    expect(['t0', 'b0']).toContain(gate.at);
    expect([...gate.front.flip!.group].sort()).toEqual(['b1', 'b2', 't0', 't1', 't2', 't3']);
    expect(set.missions.some((m) => m.defeat?.kind === 'roundsPlayed')).toBe(true);
    const numbers = [...set.missions, ...set.bosses].map((m) => m.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('has the Ogre-like interaction point', () => {
    const point = set.scenarios.flatMap((s) => s.cards).find((c) => c.front.interaction?.whenEnemyHealthAtMost)!;
    expect(point.front.interaction).toMatchObject({ requires: ['melee', 'ranged'], whenEnemyHealthAtMost: { health: 20 } });
  });

  it('has at least two Bosses, each tracked by a trace card', () => {
    expect(set.bosses.length).toBeGreaterThanOrEqual(2);
    for (const b of set.bosses) {
      const s = set.scenarios.find((x) => x.id === b.scenario)!;
      const boss = s.cards.map((c) => c.front.enemy).find((e) => e?.track)!;
      expect(b.victory).toEqual({ kind: 'defeat', enemies: [boss.name] });
      expect(boss.health).toBeGreaterThanOrEqual(25);
      expect(boss.health).toBeLessThanOrEqual(40);
      expect(s.cards.some((c) => c.front.trace === boss.track)).toBe(true);
    }
    expect(enemies.length).toBeGreaterThan(20);
  });
});
