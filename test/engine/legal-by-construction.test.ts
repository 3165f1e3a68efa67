// legalActions lists actions by their conditions (classic/legal.ts), without trying each candidate.
// It must list exactly what check() accepts among every candidate: here the candidates are made as the
// engine once made them (every card, target, route and armor option) and filtered by check, in random
// games with every set and the Epics, and the two lists must be equal, in the same order.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots';
import { scriptOf } from '../../src/cards/scripts';
import { classicLegalActions, classicRules, faceable, HEROES, playsFacing, rules, type Action, type GameState, type Seat } from '../../src/engine';

function accepted(state: GameState, action: Action): boolean {
  try { classicRules.check(state, action); return true; } catch { return false; }
}

/** Every action worth trying now (the generator the engine used before it listed by construction). */
function candidates(state: GameState, seat: Seat): Action[] {
  const p = state.players[seat];
  const out: Action[] = [];
  const targets = faceable(state, seat);
  const seen = new Set<number>();
  for (const card of p.hand) {
    if (seen.has(state.cards[card])) continue;
    seen.add(state.cards[card]);
    const effects = scriptOf(state.cards[card])?.play?.length ? [true, false] : [true];
    for (const facing of targets) for (const effect of effects) out.push({ type: 'play', seat, card, facing, effect });
    for (const effect of effects) out.push({ type: 'equip', seat, card, effect }, { type: 'playRelic', seat, card, effect });
  }
  const inPlay = state.play.filter((c) => c.seat === seat).map((c) => c.uid);
  for (const card of [...inPlay, ...(p.armor === null ? [] : [p.armor]), ...p.relics]) out.push({ type: 'activate', seat, card });
  for (const card of inPlay) out.push({ type: 'libra', seat, card });
  for (const card of [...(state.epic?.current === null || state.epic?.current === undefined ? [] : [state.epic.current]), ...p.relics]) {
    (scriptOf(state.cards[card])?.actions ?? []).forEach((_, index) => out.push({ type: 'use', seat, card, index }));
  }
  for (const target of targets) for (const by of ['force', 'cosmos'] as const) for (const armor of [false, true]) out.push({ type: 'acquire', seat, target, by, armor });
  return out;
}

/** The kinds whose listing legal.ts builds by construction (heals, answers and the end of a turn are
 *  listed as before and checked by the property tests). */
const BUILT = new Set(['play', 'equip', 'playRelic', 'activate', 'libra', 'use', 'acquire']);

describe('legalActions by construction', () => {
  it('lists, in order, exactly the candidates that check() accepts, in 16 random games with every set and the Epics', () => {
    let states = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const players = 2 + (seed % 4);
      let { state } = rules('classic').setup({ seed, heroes: HEROES.slice(0, players), sets: ['asgard', 'poseidon'], epics: true });
      const bots = state.players.map((_, s) => createBot(seed % 2 ? 'random' : 'greedy', seed * 11 + s));
      for (let step = 0; step < 400 && state.phase !== 'gameOver'; step++) {
        const seat = state.pending ? state.pending.seat : state.active;
        const legal = rules('classic').legal(state, seat);
        if (!state.pending) {
          // The armor is offered only where it adds something; the engine lists that choice itself.
          const listed = legal.filter((a) => BUILT.has(a.type));
          const expected = candidates(state, seat).filter((a) => accepted(state, a) && (a.type !== 'acquire' || listed.some((l) => JSON.stringify(l) === JSON.stringify(a)) || !a.armor));
          expect(listed.filter((a) => a.type !== 'acquire')).toEqual(expected.filter((a) => a.type !== 'acquire'));
          expect(listed.filter((a) => a.type === 'acquire').map((a) => JSON.stringify(a)).sort()).toEqual(expected.filter((a) => a.type === 'acquire').map((a) => JSON.stringify(a)).sort());
          states++;
        }
        const r = rules('classic').applyAction(state, bots[seat].decide(rules('classic').view(state, seat), legal));
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      }
    }
    expect(states).toBeGreaterThan(2000);
  });

  it('lists one kind alone, or the plays facing one card, as the same actions, in the same order, as the whole list filtered to them', () => {
    const kinds = ['play', 'equip', 'playRelic', 'activate', 'libra', 'use', 'acquire', 'heal', 'endTurn', 'answer'] as const;
    let compared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const players = 2 + (seed % 4);
      let { state } = rules('classic').setup({ seed, heroes: HEROES.slice(0, players), sets: ['asgard', 'poseidon'], epics: true });
      const bots = state.players.map((_, s) => createBot(seed % 2 ? 'random' : 'greedy', seed * 13 + s));
      for (let step = 0; step < 400 && state.phase !== 'gameOver'; step++) {
        const seat = state.pending ? state.pending.seat : state.active;
        const legal = rules('classic').legal(state, seat);
        for (const kind of kinds) {
          const alone = classicLegalActions(state, seat, kind);
          compared += alone.length;
          expect(alone).toEqual(legal.filter((a) => a.type === kind));
        }
        for (const target of faceable(state, seat)) {
          const facing = playsFacing(state, seat, target);
          compared += facing.length;
          expect(facing).toEqual(legal.filter((a) => a.type === 'play' && a.facing === target));
        }
        // Another seat has nothing to do, whatever kind it asks for.
        expect(classicLegalActions(state, (seat + 1) % players, 'endTurn')).toEqual([]);
        const r = rules('classic').applyAction(state, bots[seat].decide(rules('classic').view(state, seat), legal));
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });
});
