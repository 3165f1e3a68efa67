// The named handler of Hyoga du Verseau's Vaincu (promo 9003): in turn order from the player who
// defeated him, each player acquires a field card and freezes it, until the field is empty; each card's
// own Vaincu resolves before the next player chooses; a card a field rule forbids is never offered.
import { describe, expect, it } from 'vitest';
import { rules, type GameEvent, type GameState } from '../../src/engine';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { handlers, HANDLER_READS } from '../../src/engine/classic/handlers';
import { shareFieldFrozen } from '../../src/engine/classic/handlers/share-field-frozen';
import { buildState, loadScenario } from '../../src/sim/scenario';
import { checkInvariants } from '../property/invariants';

/** Three players; Hyoga du Verseau already in seat 0's discard (he was just defeated). */
function start(field: (number | null)[], reserve: number[] = []): GameState {
  return buildState(loadScenario({
    name: 't', rule: 't',
    state: { sets: ['promo'], field, reserve, players: [{ hero: 'seiya', discard: [9003] }, { hero: 'shiryu' }, { hero: 'hyoga' }] },
  }));
}
function run(state: GameState, seat = 0): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, [{ op: 'call', handler: 'shareFieldFrozen' }], { seat, source: state.cards.indexOf(9003), vars: {} });
  drain(state, events);
  return events;
}
/** Answers the pending choice with the field card of this type. */
function take(state: GameState, type: number): void {
  const d = state.pending!;
  const uid = d.options.find((u) => state.cards[u] === type)!;
  const r = rules('classic').applyInPlace(state, { type: 'answer', seat: d.seat, decision: d.id, picks: [uid] });
  expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
}
const types = (state: GameState, uids: readonly number[]) => uids.map((u) => state.cards[u]).sort((a, b) => a - b);
const frozen = (state: GameState, seat: number) => types(state, state.players[seat].marked.filter((u) => state.markers[u]?.freeze === 2));

describe('shareFieldFrozen (Hyoga du Verseau 9003)', () => {
  it('is registered under its name and reads no variable of the script', () => {
    expect(handlers.shareFieldFrozen).toBe(shareFieldFrozen);
    expect(HANDLER_READS.shareFieldFrozen).toBeUndefined();
  });

  it('goes round the table from the defeating player until the field is empty, each card frozen in its taker\'s marked area', () => {
    const s = start([80, 81, null, 82, 83, 84], [89]);
    run(s, 1); // seat 1 defeated him: seat 1 chooses first
    expect(s.pending).toMatchObject({ seat: 1, kind: 'cards', min: 1, max: 1, prompt: 'prompt.takeFieldFrozen' });
    expect(types(s, s.pending!.options)).toEqual([80, 81, 82, 83, 84]);
    take(s, 83);
    expect(s.pending?.seat).toBe(2);
    take(s, 80);
    expect(s.pending?.seat).toBe(0);
    take(s, 84);
    expect(s.pending?.seat).toBe(1);
    take(s, 81);
    // One card left: seat 2 takes it without being asked; the field is not completed meanwhile.
    expect(s.pending).toBeNull();
    expect(s.field).toEqual([null, null, null, null, null, null]);
    expect(types(s, s.reserve)).toEqual([89]);
    expect([frozen(s, 0), frozen(s, 1), frozen(s, 2)]).toEqual([[84], [81, 83], [80, 82]]);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('is an acquisition from the field: a Gold Saint taken so removes its flame', () => {
    const s = start([null, null, 30, null, null, null]);
    const events = run(s);
    expect(events).toContainEqual(expect.objectContaining({ type: 'acquired', card: 30, by: 'effect', seat: 0 }));
    expect(s.clock).toBe(11);
    expect(frozen(s, 0)).toEqual([30]);
  });

  it('lets the taken card\'s Vaincu resolve before the next player chooses (Shura takes his neighbour)', () => {
    const s = start([80, 39, 81, null, null, 82]);
    run(s);
    take(s, 39); // Shura's Vaincu: seat 0 acquires a character next to his slot, for free
    expect(s.pending).toMatchObject({ seat: 0, prompt: 'prompt.takeAdjacent' });
    take(s, 81);
    expect(s.pending).toMatchObject({ seat: 1, prompt: 'prompt.takeFieldFrozen' });
    expect(types(s, s.pending!.options)).toEqual([80, 82]);
    expect(types(s, s.players[0].discard)).toEqual([81, 9003]); // Shura's prey is not frozen
    expect(frozen(s, 0)).toEqual([39]);
  });

  it('never offers a card a field rule forbids: with Kuraggu on the field, Saints wait until he is gone', () => {
    const s = start([80, 66, 90, null, null, null]);
    run(s);
    expect(types(s, s.pending!.options)).toEqual([66, 90]); // 80 is a Bronze Saint
    take(s, 66);
    expect(s.pending?.seat).toBe(1);
    expect(types(s, s.pending!.options)).toEqual([80, 90]);
  });

  it('stops when no field card may be acquired: two Kuraggu forbid each other (both are Saints) and stay', () => {
    const s = start([66, null, 66, 90, null, null]);
    run(s);
    expect(s.pending).toBeNull(); // Jaki was the only card allowed: seat 0 took it at once
    expect(frozen(s, 0)).toEqual([90]);
    expect(types(s, s.field.filter((u): u is number => u !== null))).toEqual([66, 66]);
    expect(s.stack).toEqual([]);
  });

  it('does nothing on an empty field', () => {
    const s = start([null, null, null, null, null, null]);
    expect(run(s).filter((e) => e.type === 'decision' || e.type === 'acquired')).toEqual([]);
    expect(s.pending).toBeNull();
  });
});
