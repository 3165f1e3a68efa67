// Events redacted per viewer (DESIGN "The engine": "a draw names the card to its owner alone"), so that
// a second window or a network seat can follow a game from events without learning hidden cards.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots';
import { HEROES, rules, type GameEvent, type GameState } from '../../src/engine';
import { seesPlace } from '../../src/engine/classic/redact';

const moves = (events: GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: 'cardMoved' }> => e.type === 'cardMoved');

/** Plays random legal moves; calls `look` with every batch of events and the state it led to. */
function walk(seed: number, players: number, steps: number, look: (events: GameEvent[], state: GameState) => void): void {
  let { state } = rules('classic').setup({ seed, heroes: HEROES.slice(0, players), sets: ['asgard', 'poseidon'], epics: true });
  const bots = state.players.map((_, s) => createBot('random', seed * 7 + s));
  for (let i = 0; i < steps && state.phase !== 'gameOver'; i++) {
    const seat = state.pending ? state.pending.seat : state.active;
    const r = rules('classic').applyAction(state, bots[seat].decide(rules('classic').view(state, seat), rules('classic').legal(state, seat)));
    if (!r.ok) throw new Error(r.error.message);
    look(r.events, r.state);
    state = r.state;
  }
}

describe('redactEvents', () => {
  it('names the five cards drawn at the end of a turn to their owner only (rulebook upkeep step 2)', () => {
    const { state } = rules('classic').setup({ seed: 5, heroes: ['seiya', 'hyoga'] });
    // The whole hand discarded (step 1), so that five are drawn (step 2).
    const r = rules('classic').applyAction(state, { type: 'endTurn', seat: state.active, discard: [...state.players[state.active].hand] });
    if (!r.ok) throw new Error(r.error.message);
    const drawn = (viewer: 0 | 1 | 'audience') => moves(rules('classic').redact(r.state, r.events, viewer)).filter((e) => e.from.zone === 'deck' && e.to.zone === 'hand');
    const owner = state.active;
    expect(drawn(owner as 0 | 1)).toHaveLength(5);
    expect(drawn(owner as 0 | 1).every((e) => e.uid >= 0 && e.card > 0)).toBe(true);
    for (const other of [1 - owner, 'audience'] as const) {
      expect(drawn(other as 0 | 1 | 'audience')).toHaveLength(5); // the moves are told, not the cards
      expect(drawn(other as 0 | 1 | 'audience').every((e) => e.uid === -1 && e.card === -1)).toBe(true);
    }
    // What everyone sees stays named: the new field card revealed from the reserve.
    const revealed = moves(rules('classic').redact(r.state, r.events, 'audience')).filter((e) => e.to.zone === 'field');
    expect(revealed.every((e) => e.uid >= 0)).toBe(true);
  });

  it('never names a card to a viewer who sees it neither where it was nor where it went, in 12 random games with every set', () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      walk(seed, 2 + (seed % 4), 250, (events, state) => {
        for (const viewer of [...state.players.map((p) => p.seat), 'audience' as const]) {
          for (const e of moves(rules('classic').redact(state, events, viewer))) {
            const seen = seesPlace(e.from, viewer) || seesPlace(e.to, viewer);
            expect(seen ? e.uid >= 0 : e.uid === -1 && e.card === -1).toBe(true);
            checked++;
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('hides the options of another seat\'s choice that lie in a hand or a deck, and keeps them for the chooser', () => {
    let found = 0;
    for (let seed = 1; seed <= 40 && found < 3; seed++) {
      walk(seed, 3, 300, (events, state) => {
        for (const e of events) {
          if (e.type !== 'decision' || e.decision.kind !== 'cards') continue;
          const chooser = e.decision.seat;
          const inHand = e.decision.options.filter((u) => state.players[chooser].hand.includes(u));
          if (!inHand.length) continue;
          found++;
          const mine = rules('classic').redact(state, [e], chooser)[0] as typeof e;
          expect(mine.decision.options).toEqual(e.decision.options);
          const other = rules('classic').redact(state, [e], (chooser + 1) % 3)[0] as typeof e;
          for (const [i, u] of e.decision.options.entries()) expect(other.decision.options[i]).toBe(inHand.includes(u) ? -1 : u);
          expect(other.decision.reveal).toBeUndefined();
        }
      });
    }
    expect(found).toBeGreaterThan(0);
  });

  it('leaves the events untouched (a new list; the state\'s own events are not changed)', () => {
    const { state } = rules('classic').setup({ seed: 8, heroes: ['shun', 'ikki'] });
    const r = rules('classic').applyAction(state, { type: 'endTurn', seat: state.active, discard: [] });
    if (!r.ok) throw new Error(r.error.message);
    const before = JSON.stringify(r.events);
    rules('classic').redact(r.state, r.events, 'audience');
    expect(JSON.stringify(r.events)).toBe(before);
  });
});
